'use client'

import { useSyncExternalStore } from 'react'
import { CONSENT_STORAGE_KEY } from './consent-storage'

export { CONSENT_STORAGE_KEY }

const CHANGE_EVENT = 'consent-change'
const REOPEN_EVENT = 'consent-reopen'

export type ConsentChoice = 'accepted' | 'rejected'
/** 'unknown' on the server and before the visitor has chosen. */
export type ConsentState = ConsentChoice | 'unknown'

/**
 * The stored choice: the one place the site reads it in the browser, besides the inline script
 * that shows the banner before any JavaScript runs (consent-storage.ts).
 */
export function readConsent(): ConsentState {
  try {
    const value = window.localStorage.getItem(CONSENT_STORAGE_KEY)
    return value === 'accepted' || value === 'rejected' ? value : 'unknown'
  } catch {
    return 'unknown'
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}

/** The stored consent, kept in sync across components and tabs. */
export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribe, readConsent, () => 'unknown')
}

/** Records the visitor's choice (remembered across visits). */
export function setConsent(choice: ConsentChoice) {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, choice)
  } catch {
    // Storage blocked: the choice still applies to this page view.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

/** Shows the banner again (the footer's 'Cookie settings'). */
export function reopenConsent() {
  window.dispatchEvent(new Event(REOPEN_EVENT))
}

export function onConsentReopen(listener: () => void) {
  window.addEventListener(REOPEN_EVENT, listener)
  return () => window.removeEventListener(REOPEN_EVENT, listener)
}
