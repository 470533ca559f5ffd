// Everything `npm run models` writes, computed in memory: GLBs per level, the IFC of the highest
// level, the drawing, the manifest the service pages read and the size table in docs/lod-models.md.
// Tests call this too, to check the committed files are what it would write now.
import { gzipSync } from 'node:zlib'
import { drawModel, DRAWING_HEIGHT, DRAWING_WIDTH } from './drawing'
import { triangleCount, writeGlb } from './glb'
import { writeIfc } from './ifc'
import { SERVICE_MODELS } from './models'
import type { LodManifest, ServiceEntry } from './manifest'

/** Per-service accents, kept in step with accentColor in content/services/*. */
const ACCENT: Record<string, string> = {
  'bim-services': '#0ea5e9',
  'pre-engineering': '#f97316',
  'steel-detailing': '#6366f1',
  'structural-design': '#f59e0b',
  'steel-connection-design': '#14b8a6',
  'rebar-detailing': '#ef4444',
}

export type { LevelEntry, LodManifest, ServiceEntry } from './manifest'

export const MANIFEST_PATH = 'content/lod-models.json'
export const DOCS_PATH = 'docs/lod-models.md'
export const SIZES_START = '<!-- sizes:start (written by npm run models) -->'
export const SIZES_END = '<!-- sizes:end -->'

const gzipSize = (data: Uint8Array | string): number => gzipSync(data, { level: 9 }).length

const escapeXml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export interface GeneratedFiles {
  /** Repository-relative path → contents. */
  files: Map<string, Uint8Array | string>
  manifest: LodManifest
}

export async function generateAll(): Promise<GeneratedFiles> {
  const files = new Map<string, Uint8Array | string>()
  const manifest: LodManifest = {}
  for (const model of SERVICE_MODELS) {
    const dir = `public/models/${model.serviceId}`
    const levels: ServiceEntry['levels'] = {}
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
        note: model.levelNotes[level] ?? '',
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
    const drawingAlt = `Isometric line drawing of the LOD ${top} sample: ${model.title}`
    const svg = drawModel(topElements, {
      accent: ACCENT[model.serviceId] ?? '#14213d',
      title: escapeXml(drawingAlt),
      label: `LOD ${top}`,
      ...model.drawing,
    })
    files.set(`${dir}/drawing.svg`, svg)
    manifest[model.serviceId] = {
      title: model.title,
      levels,
      ifc: { src: `/models/${model.serviceId}/${fileName}`, bytes: Buffer.byteLength(ifc), fileName, lod: top, elements: topElements.length },
      drawing: { src: `/models/${model.serviceId}/drawing.svg`, width: DRAWING_WIDTH, height: DRAWING_HEIGHT, alt: drawingAlt },
    }
  }
  files.set(MANIFEST_PATH, `${JSON.stringify(manifest, null, 2)}\n`)
  return { files, manifest }
}

const kib = (bytes: number): string => (bytes / 1024).toFixed(1)

/** The Markdown size table for docs/lod-models.md, after each sample's levels in words. */
export function sizeTable(manifest: LodManifest): string {
  const notes = Object.entries(manifest).flatMap(([id, entry]) => [
    `**${id}**: ${entry.title}`,
    '',
    ...Object.entries(entry.levels).map(([level, l]) => `- LOD ${level}: ${l.note}`),
    '',
  ])
  const rows = Object.entries(manifest).flatMap(([id, entry]) => [
    ...Object.entries(entry.levels).map(
      ([level, l]) => `| ${id} | ${level} | ${l.elements} | ${l.triangles} | ${kib(l.bytes)} | ${kib(l.gzipBytes)} |`,
    ),
    `| ${id} | IFC (${entry.ifc.lod}) | ${entry.ifc.elements} | | ${kib(entry.ifc.bytes)} | |`,
  ])
  return [
    ...notes,
    '| service | level | elements | triangles | KiB | KiB gzipped |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n')
}

/** docs/lod-models.md with its size table replaced. */
export function withSizeTable(doc: string, manifest: LodManifest): string {
  const start = doc.indexOf(SIZES_START)
  const end = doc.indexOf(SIZES_END)
  if (start < 0 || end < start) return doc
  return `${doc.slice(0, start + SIZES_START.length)}\n${sizeTable(manifest)}\n${doc.slice(end)}`
}
