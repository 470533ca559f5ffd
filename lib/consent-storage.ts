/** localStorage key of the visitor's cookie choice (no 'use client': the root layout's inline script reads it too). */
export const CONSENT_STORAGE_KEY = 'cookieConsent'

/**
 * Runs in the page's HTML just before the banner: marks <html data-consent> when a choice is
 * stored, so the server-rendered banner is hidden by CSS for returning visitors and shown at once
 * (not after hydration) to new ones. Static text, so the build's CSP manifest hashes it.
 */
export const CONSENT_BOOT_SCRIPT = `try{var c=localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)});if(c==='accepted'||c==='rejected')document.documentElement.setAttribute('data-consent',c)}catch(e){}`
