import { brand } from '@/content/site'

/** Open Graph image size shared by every card. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 }

type ShareCardProps = { section?: string; title: string; subtitle: string; accent?: string }

/** The navy brand card drawn at build time for the default and the service share images. */
export function ShareCard({ section, title, subtitle, accent }: ShareCardProps) {
  return (
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
        ...(accent ? { borderBottom: `18px solid ${accent}` } : {}),
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
        <div style={{ width: 64, height: 64, borderRadius: 12, background: '#f97316', display: 'flex' }} />
        <div style={{ fontSize: 36, fontWeight: 700 }}>{brand.shortName}</div>
        {section && <div style={{ fontSize: 28, color: '#cbd5e1', marginLeft: 12 }}>{section}</div>}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <div style={{ fontSize: 68, fontWeight: 700, lineHeight: 1.05, color: accent ?? '#fff' }}>{title}</div>
        <div style={{ fontSize: 32, lineHeight: 1.3, color: accent ? '#e2e8f0' : '#fdba74' }}>{subtitle}</div>
      </div>
    </div>
  )
}
