'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import { onConsentReopen, reopenConsent, setConsent, useConsent } from '@/lib/consent'
import styles from './cookie-consent.module.css'

/**
 * The consent banner: Accept and Reject with equal weight, remembered across visits. Its text
 * (children, with the `cookie-consent-title` heading) is rendered on the server.
 */
export function CookieConsent({ children }: { children: ReactNode }) {
  const consent = useConsent()
  const [reopened, setReopened] = useState(false)
  const regionRef = useRef<HTMLElement>(null)

  useEffect(
    () =>
      onConsentReopen(() => {
        setReopened(true)
        requestAnimationFrame(() => regionRef.current?.querySelector('button')?.focus())
      }),
    [],
  )

  if (consent !== 'unknown' && !reopened) return null

  const choose = (choice: 'accepted' | 'rejected') => {
    setConsent(choice)
    setReopened(false)
  }

  return (
    // Rendered on the server for everyone (the store reads 'unknown' there); CSS shows it once the
    // inline script after it has found no stored choice (CONSENT_BOOT_SCRIPT), before the first paint,
    // so first-time visitors see it without waiting for JavaScript. Reopened from the footer, it shows
    // whatever is stored.
    <section
      ref={regionRef}
      className={styles.banner}
      aria-labelledby="cookie-consent-title"
      data-testid="cookie-consent"
      data-reopened={reopened ? '' : undefined}
    >
      {children}
      <div className={styles.actions}>
        <button type="button" className={styles.choice} onClick={() => choose('rejected')}>
          Reject
        </button>
        <button type="button" className={styles.choice} onClick={() => choose('accepted')}>
          Accept
        </button>
      </div>
    </section>
  )
}

/** Footer link that reopens the banner. */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={reopenConsent}
    >
      Cookie settings
    </button>
  )
}
