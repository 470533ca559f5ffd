/** localStorage key of the visitor's cookie choice (no 'use client': the root layout's inline script reads it too). */
export const CONSENT_STORAGE_KEY = 'cookieConsent'

/**
 * Runs in the page's HTML right after the banner: sets <html data-consent> to the stored choice, or
 * to 'none' when there is none (or storage is blocked), and CSS shows the server-rendered banner only
 * then. So first-time visitors see it without waiting for JavaScript, returning visitors never see
 * it flash, and a banner the browser has only half parsed is never painted (it would grow upwards
 * from the bottom edge: a layout shift). Static text, so the build's CSP manifest hashes it.
 */
export const CONSENT_BOOT_SCRIPT = `var c='none';try{var s=localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)});if(s==='accepted'||s==='rejected')c=s}catch(e){}document.documentElement.setAttribute('data-consent',c)`
