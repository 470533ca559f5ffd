import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { notFound } from 'next/navigation'
import { ImageResponse } from 'next/og'
import { SHARE_CARD_SIZE } from '@/components/seo/share-card'
import { brand } from '@/content/site'
import { getProjectById, getProjects } from '@/lib/content'

export const alt = `A project from the portfolio of ${brand.name}`
export const size = SHARE_CARD_SIZE
export const contentType = 'image/png'

// Without its own generateStaticParams this image would render on demand, and
// without dynamicParams = false an unknown id would still get a card.
export const dynamicParams = false

export function generateStaticParams() {
  return getProjects().map((project) => ({ id: project.id }))
}

/** The share card of one project: its drawing beside its title and location, drawn at build time. */
export default async function ProjectOpenGraphImage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const project = getProjectById(id)
  if (!project) notFound()
  const drawing = await readFile(join(process.cwd(), 'public', project.image.src))
  return new ImageResponse(
    (
      <div style={{ width: '100%', height: '100%', display: 'flex', background: '#0d1b2e', color: '#fff' }}>
        <div style={{ width: 620, display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: 64 }}>
          <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
            <div style={{ width: 56, height: 56, borderRadius: 12, background: '#f97316', display: 'flex' }} />
            <div style={{ fontSize: 32, fontWeight: 700 }}>{brand.shortName}</div>
          </div>
          <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
            <div style={{ fontSize: 24, color: '#fdba74', letterSpacing: 3 }}>PROJECT</div>
            <div style={{ fontSize: 52, fontWeight: 700, lineHeight: 1.1 }}>{project.title}</div>
            <div style={{ fontSize: 30, color: '#cbd5e1' }}>{project.location}</div>
          </div>
        </div>
        <img src={`data:image/svg+xml;base64,${drawing.toString('base64')}`} width={520} height={390} alt="" style={{ margin: 'auto 0', borderRadius: 16 }} />
      </div>
    ),
    size,
  )
}
