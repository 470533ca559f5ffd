import type { NextConfig } from 'next'
import { builtAnalyticsConfig } from './lib/analytics/config'
import { API_HEADERS, SECURITY_HEADERS } from './lib/security/security-headers'

// Checked here so a wrong value fails the build, naming the variable (docs/analytics.md).
const analytics = builtAnalyticsConfig()

const permanent = (source: string, destination: string) => ({ source, destination, permanent: true })

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Next hashes every page body in JavaScript, per request, for its ETag: a third of the CPU a
  // 115 KB page costs (docs/performance.md). A CDN or proxy in front revalidates on its own.
  generateEtags: false,
  // Behind a compressing CDN or proxy (docs/performance.md) Node's on-the-fly gzip is wasted work.
  compress: process.env.NEXT_COMPRESS !== '0',
  reactStrictMode: true,
  // The analytics provider is fixed at build time: the browser code and the proxy get these values
  // inlined (validated, the host as a bare origin), the post-build CSP step reads the same environment.
  env: {
    ANALYTICS_PROVIDER: analytics?.provider ?? '',
    ANALYTICS_HOST: analytics?.host ?? '',
    ANALYTICS_SITE: analytics?.site ?? '',
  },
  transpilePackages: ['swiper'],
  // Redirects match case-insensitively by default, so '/Privacy-policy' would also match
  // '/privacy-policy' and redirect it to itself forever (the lower-case page must answer 200).
  experimental: {
    caseSensitiveRoutes: true,
    // The stylesheets go into the HTML as <style> elements instead of <link>s: on a slow phone a
    // render-blocking stylesheet request costs a whole round trip before anything paints
    // (docs/performance.md).
    inlineCss: true,
    // With the sheets inline a stylesheet costs no request, only its bytes: chunk the CSS per page
    // (a request counted as 1 KB) instead of one shared sheet that carried every page's styles
    // into every HTML (career HTML 47 → 26 KB gzipped). Which of two modules' sheets comes first is
    // then not fixed: a module never re-sets a property a shared or global class sets
    // (docs/architecture.md).
    cssChunking: { type: 'graph', requestCost: 1000 },
  },
  images: {
    formats: ['image/avif', 'image/webp'],
  },
  async headers() {
    return [
      { source: '/:path*', headers: [...SECURITY_HEADERS] },
      // Pages take their hash-based CSP from proxy.ts, which never runs on /api; API answers get their own strict policy here.
      { source: '/api/:path*', headers: [...API_HEADERS] },
      // The artwork in public/images keeps its name when redrawn (no content hash, unlike
      // /_next/static, which Next already sends as immutable), so it may not be immutable: a week
      // fresh, then served while revalidating by ETag for up to a month.
      { source: '/images/:path*', headers: [{ key: 'Cache-Control', value: 'public, max-age=604800, stale-while-revalidate=2592000' }] },
      // Open Graph cards and the icon are generated at build time; their URLs carry no hash that
      // changes with them (og:image is /opengraph-image), so a day fresh, then revalidated.
      ...['/icon.svg', '/favicon.ico', '/opengraph-image', '/:section/:id/opengraph-image'].map((source) => ({
        source,
        headers: [{ key: 'Cache-Control', value: 'public, max-age=86400, stale-while-revalidate=604800' }],
      })),
    ]
  },
  // Browsers and feed readers still ask for /favicon.ico on their own: answer with the SVG icon
  // (app/icon.svg) rather than a 404.
  async rewrites() {
    return [{ source: '/favicon.ico', destination: '/icon.svg' }]
  },
  async redirects() {
    return [
      // Old capitalised legal paths and old service/project ids move for good to the canonical ones.
      permanent('/Terms-condition', '/terms-condition'),
      permanent('/Privacy-policy', '/privacy-policy'),
      permanent('/Cookie-policy', '/cookie-policy'),
      permanent('/services/structural-designs', '/services/structural-design'),
      permanent('/services/bim-modeling', '/services/bim-services'),
      permanent('/projects', '/project'),
      permanent('/project/page/1', '/project'),
    ]
  },
}

export default nextConfig
