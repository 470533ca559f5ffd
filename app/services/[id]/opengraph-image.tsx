import { ImageResponse } from 'next/og'
import { SHARE_CARD_SIZE, ShareCard } from '@/components/seo/share-card'
import { brand } from '@/content/site'
import { getServiceById, getServices } from '@/lib/content'

export const alt = `${brand.name}: service overview`
export const size = SHARE_CARD_SIZE
export const contentType = 'image/png'

// Without its own static params an opengraph-image under a dynamic segment renders on demand
// (a disk write per request); with them, the six cards are drawn at build time.
export const dynamicParams = false

export function generateStaticParams() {
  return getServices().map((service) => ({ id: service.id }))
}

/** One Open Graph card per service: its title, heading and accent. */
export default async function ServiceOpenGraphImage({ params }: { params: Promise<{ id: string }> }) {
  const service = getServiceById((await params).id)
  return new ImageResponse(
    <ShareCard section="Services" title={service?.title ?? 'Services'} subtitle={service?.heading ?? brand.tagline} accent={service?.accentColor ?? '#f97316'} />,
    size,
  )
}
