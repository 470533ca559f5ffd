import type { Metadata, Viewport } from 'next'
import { CookieConsent } from '@/components/consent/cookie-consent'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { RouteEffects } from '@/components/motion/route-effects'
import { JsonLd } from '@/components/seo/json-ld'
import { brand, SITE_URL } from '@/content/site'
import { buildOrganizationJsonLd } from '@/lib/json-ld'
import './globals.css'

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
        <CookieConsent />
        <RouteEffects />
        <JsonLd data={buildOrganizationJsonLd()} />
      </body>
    </html>
  )
}
