import { ImageResponse } from 'next/og'
import { brand } from '@/content/site'

export const alt = `${brand.name}: structural engineering and BIM services`
export const size = { width: 1200, height: 630 }
export const contentType = 'image/png'

/** The default Open Graph card, drawn at build time. */
export default function OpenGraphImage() {
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
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
          <div style={{ width: 72, height: 72, borderRadius: 14, background: '#f97316', display: 'flex' }} />
          <div style={{ fontSize: 40, fontWeight: 700 }}>{brand.shortName}</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <div style={{ fontSize: 64, fontWeight: 700, lineHeight: 1.1 }}>Structural engineering & BIM services</div>
          <div style={{ fontSize: 30, color: '#fdba74' }}>
            Structural design · Steel & rebar detailing · PEB · Scan to BIM · Clash detection
          </div>
        </div>
      </div>
    ),
    size,
  )
}
