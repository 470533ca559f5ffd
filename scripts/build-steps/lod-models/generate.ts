// Everything `npm run models` writes, computed in memory: GLBs per level, the IFC of the highest
// level, the drawing, the manifest the service pages read and the size table in docs/lod-models.md.
// Tests call this too, to check the committed files are what it would write now.
import { gzipSync } from 'node:zlib'
import { drawModel, DRAWING_HEIGHT, DRAWING_WIDTH } from './drawing'
import { triangleCount, writeGlb } from './glb'
import { writeIfc } from './ifc'
import { SERVICE_MODELS } from './models'
import ACCENT from '../../../content/services/accents.json'
import type { LodModelManifest } from '../../../content/types'

export const MANIFEST_PATH = 'content/lod-models.json'
export const DOCS_PATH = 'docs/lod-models.md'
export const SIZES_START = '<!-- sizes:start (written by npm run models) -->'
export const SIZES_END = '<!-- sizes:end -->'

const gzipSize = (data: Uint8Array | string): number => gzipSync(data, { level: 9 }).length

const escapeXml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export interface GeneratedFiles {
  /** Repository-relative path → contents. */
  files: Map<string, Uint8Array | string>
  manifest: LodModelManifest
}

export async function generateAll(): Promise<GeneratedFiles> {
  const files = new Map<string, Uint8Array | string>()
  const manifest = {} as LodModelManifest
  for (const model of SERVICE_MODELS) {
    const dir = `public/models/${model.serviceId}`
    const levels: LodModelManifest[typeof model.serviceId]['levels'] = {}
    for (const level of model.levels) {
      const elements = model.build(level)
      const glb = await writeGlb(elements, { serviceId: model.serviceId, level })
      const src = `/models/${model.serviceId}/lod-${level}.glb`
      files.set(`public${src}`, glb)
      levels[`${level}`] = {
        src,
        bytes: glb.length,
        gzipBytes: gzipSize(glb),
        elements: elements.length,
        triangles: triangleCount(elements),
      }
    }
    const top = model.levels[model.levels.length - 1] ?? 300
    const topElements = model.build(top)
    const fileName = `${model.serviceId}-sample.ifc`
    const ifc = writeIfc(topElements, {
      serviceId: model.serviceId,
      projectName: `${model.title} (LOD ${top} sample)`,
      description: 'Sample model by Stratum Structural & BIM Consultants',
    })
    files.set(`${dir}/${fileName}`, ifc)
    const svg = drawModel(topElements, {
      accent: ACCENT[model.serviceId],
      title: escapeXml(model.drawingAlt),
      label: `LOD ${top}`,
      ...model.drawing,
    })
    files.set(`${dir}/drawing.svg`, svg)
    manifest[model.serviceId] = {
      levels,
      ifc: { src: `/models/${model.serviceId}/${fileName}`, bytes: Buffer.byteLength(ifc), fileName },
      drawing: { src: `/models/${model.serviceId}/drawing.svg`, width: DRAWING_WIDTH, height: DRAWING_HEIGHT },
    }
  }
  files.set(MANIFEST_PATH, `${JSON.stringify(manifest, null, 2)}\n`)
  return { files, manifest }
}

const kib = (bytes: number): string => (bytes / 1024).toFixed(1)

/** The Markdown size table for docs/lod-models.md, after each sample's levels in words (content/lod.ts's). */
export function sizeTable(manifest: LodModelManifest): string {
  const notes = SERVICE_MODELS.flatMap((model) => [
    `**${model.serviceId}**: ${model.title}`,
    '',
    ...model.levels.map((level) => `- LOD ${level}: ${model.levelNotes[level]}`),
    '',
  ])
  const rows = SERVICE_MODELS.flatMap(({ serviceId: id, levels }) => {
    const entry = manifest[id]
    const top = levels.at(-1) ?? 300
    return [
      ...Object.entries(entry.levels).map(
        ([level, l]) => `| ${id} | ${level} | ${l.elements} | ${l.triangles} | ${kib(l.bytes)} | ${kib(l.gzipBytes)} |`,
      ),
      `| ${id} | IFC (${top}) | ${entry.levels[`${top}`]?.elements} | | ${kib(entry.ifc.bytes)} | |`,
    ]
  })
  return [
    ...notes,
    '| service | level | elements | triangles | KiB | KiB gzipped |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n')
}

/** docs/lod-models.md with its size table replaced. */
export function withSizeTable(doc: string, manifest: LodModelManifest): string {
  const start = doc.indexOf(SIZES_START)
  const end = doc.indexOf(SIZES_END)
  if (start < 0 || end < start) return doc
  return `${doc.slice(0, start + SIZES_START.length)}\n${sizeTable(manifest)}\n${doc.slice(end)}`
}
