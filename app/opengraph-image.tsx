import { ImageResponse } from 'next/og'
import { SHARE_CARD_SIZE, ShareCard } from '@/components/seo/share-card'
import { brand } from '@/content/site'

export const alt = `${brand.name}: structural engineering and BIM services`
export const size = SHARE_CARD_SIZE
export const contentType = 'image/png'

/** The default Open Graph card, drawn at build time. */
export default function OpenGraphImage() {
  return new ImageResponse(
    <ShareCard
      title="Structural engineering & BIM services"
      subtitle="Structural design · Steel & rebar detailing · PEB · Scan to BIM · Clash detection"
    />,
    size,
  )
}
