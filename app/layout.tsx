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
import { analyticsSettings } from '@/lib/analytics/config'
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
        {/* The banner and the script that shows it to visitors who have not chosen yet come before
            the content: the first paint then holds the banner. At the end of the page (where it was),
            the banner's text painted 0.3-0.6 s after the rest on a slow phone and became the page's
            largest paint; the script's localStorage read costs the first paint about 30 ms on a
            fresh profile (docs/performance.md, "Low-end phone"). After the header, so the skip link
            stays the first stop for Tab. */}
        <CookieConsent>
          <CookieConsentText />
        </CookieConsent>
        <script dangerouslySetInnerHTML={{ __html: CONSENT_BOOT_SCRIPT }} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <RouteEffects />
        <Analytics settings={analyticsSettings} />
        <JsonLd data={buildOrganizationJsonLd()} />
      </body>
    </html>
  )
}
