import { ImageResponse } from 'next/og'
import { brand } from '@/content/site'
import { getServiceById, getServices } from '@/lib/content'

export const alt = `${brand.name}: service overview`
export const size = { width: 1200, height: 630 }
export const contentType = 'image/png'

// Without its own static params an opengraph-image under a dynamic segment renders on demand
// (PITFALLS B3); with them, the six cards are drawn at build time.
export const dynamicParams = false

export function generateStaticParams() {
  return getServices().map((service) => ({ id: service.id }))
}

/** One Open Graph card per service: its title, heading and accent. */
export default async function ServiceOpenGraphImage({ params }: { params: Promise<{ id: string }> }) {
  const service = getServiceById((await params).id)
  const title = service?.title ?? 'Services'
  const heading = service?.heading ?? brand.tagline
  const accent = service?.accentColor ?? '#f97316'
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: 72,
          background: 'linear-gradient(135deg, #0d1b2e 0%, #16283f 60%, #1f3a5c 100%)',
          color: '#fff',
          borderBottom: `18px solid ${accent}`,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
          <div style={{ width: 64, height: 64, borderRadius: 12, background: '#f97316', display: 'flex' }} />
          <div style={{ fontSize: 36, fontWeight: 700 }}>{brand.shortName}</div>
          <div style={{ fontSize: 28, color: '#cbd5e1', marginLeft: 12 }}>Services</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
          <div style={{ fontSize: 72, fontWeight: 700, lineHeight: 1.05, color: accent }}>{title}</div>
          <div style={{ fontSize: 36, lineHeight: 1.3, color: '#e2e8f0' }}>{heading}</div>
        </div>
      </div>
    ),
    size,
  )
}
