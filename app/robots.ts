import type { MetadataRoute } from 'next'
import { SITE_URL } from '@/content/site'

export const dynamic = 'force-static'

export default function robots(): MetadataRoute.Robots {
  return {
    // The operator's JSON endpoints (docs/operations.md) are no pages either.
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/healthz', '/readyz', '/status'] }],
    sitemap: `${SITE_URL}/sitemap.xml`,
    host: SITE_URL,
  }
}
