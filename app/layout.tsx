import type { Metadata, Viewport } from 'next'
import { Analytics } from '@/components/analytics/analytics'
import { CookieConsent } from '@/components/consent/cookie-consent'
import { CookieConsentText } from '@/components/consent/cookie-consent-text'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { RouteEffects } from '@/components/motion/route-effects'
import { JsonLd } from '@/components/seo/json-ld'
import { brand, SITE_URL } from '@/content/site'
import { CONSENT_BOOT_SCRIPT } from '@/lib/consent-storage'
import { buildOrganizationJsonLd } from '@/lib/json-ld'
import './tokens.css'
import './globals.css'
import './motion.css'

export const metadata: Metadata = {
  metadataBase: new URL(SITE_URL),
  title: { default: `${brand.name} | Structural Engineering & BIM Services`, template: `%s | ${brand.name}` },
  description: brand.description,
  applicationName: brand.name,
  alternates: { canonical: '/' },
  openGraph: { type: 'website', siteName: brand.name, locale: 'en_US' },
  twitter: { card: 'summary_large_image' },
  formatDetection: { telephone: false },
}

export const viewport: Viewport = {
  themeColor: '#0d1b2e',
}

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en">
      <body>
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <CookieConsent>
          <CookieConsentText />
        </CookieConsent>
        {/* Shows the banner above to visitors who have not chosen yet. At the end of the page, so its
            localStorage read (30 ms on a fresh profile) does not hold up the page's first paint. */}
        <script dangerouslySetInnerHTML={{ __html: CONSENT_BOOT_SCRIPT }} />
        <RouteEffects />
        <Analytics />
        <JsonLd data={buildOrganizationJsonLd()} />
      </body>
    </html>
  )
}
