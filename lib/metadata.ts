import type { Metadata } from 'next'
import { brand, SITE_URL } from '@/content/site'

const DEFAULT_OG_IMAGE = {
  url: '/opengraph-image',
  width: 1200,
  height: 630,
  alt: `${brand.name}: structural engineering and BIM services`,
}

type BuildMetadataInput = {
  title: string
  description?: string
  /** Path from the site root, e.g. '/about'. */
  path: string
  keywords?: readonly string[]
  /**
   * Root-relative or absolute Open Graph image; the site's default card when omitted.
   * 'segment': the route has its own opengraph-image file, which Next adds itself.
   */
  image?: { url: string; width: number; height: number; alt: string } | 'segment'
  /** Set for pages whose title already carries the brand, so the template is skipped. */
  absoluteTitle?: boolean
}

/** Page metadata with canonical URL, Open Graph and Twitter cards, from one place. */
export function buildMetadata({ title, description, path, keywords, image, absoluteTitle }: BuildMetadataInput): Metadata {
  const desc = description ?? brand.description
  // A page's openGraph replaces the root one wholesale, so the default card is named here,
  // unless the route draws its own (a named image would then shadow the file-based one).
  const images = image === 'segment' ? undefined : [image ?? DEFAULT_OG_IMAGE]
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description: desc,
    keywords: keywords ? [...keywords] : undefined,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      siteName: brand.name,
      title: absoluteTitle ? title : `${title} | ${brand.name}`,
      description: desc,
      url: path,
      ...(images && { images }),
    },
    twitter: {
      card: 'summary_large_image',
      title: absoluteTitle ? title : `${title} | ${brand.name}`,
      description: desc,
      ...(images && { images }),
    },
  }
}

/** Absolute URL on the public origin. */
export function absoluteUrl(path: string): string {
  return `${SITE_URL}${path.startsWith('/') ? path : `/${path}`}`
}
