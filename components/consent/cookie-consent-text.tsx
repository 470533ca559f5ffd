import Link from 'next/link'
import { visitorStatistics } from '@/lib/analytics/visitor-statistics'
import styles from './cookie-consent.module.css'

/** The banner's words, rendered on the server so they cost the island no JavaScript. */
export function CookieConsentText() {
  return (
    <div className={styles.text}>
      <h2 id="cookie-consent-title" className={styles.title}>
        Cookies and embedded maps
      </h2>
      <p>
        We use only the storage this site needs to work. With your consent we also load the Google Maps frame on
        the contact page, which sets Google&apos;s cookies
        {visitorStatistics && ', and count your visit for our statistics, without cookies'}. Read our{' '}
        {/* The banner is on screen in every first visit: prefetching the policy behind it cost every such
            load two payload requests and their processing, for a link few follow. */}
        <Link href="/cookie-policy" prefetch={false}>
          cookie policy
        </Link>
        .
      </p>
    </div>
  )
}
