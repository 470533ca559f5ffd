import { drawingExtension, type DrawingExtension } from '@/lib/validation/brief-rules'
import { fileTypeFromBuffer } from 'file-type'
import { readZipDirectory } from '@/lib/zip-directory'

// A drawing is accepted only when its extension AND its content agree: a PDF as file-type reads
// it, DWG with its version tag AC10xx, DXF is text made of group-code sections ending in EOF, IFC
// is an ISO-10303-21 (STEP) file naming an IFC schema, ZIP has a central directory within the caps
// of zip-directory.ts (read from the directory alone, never inflated), and an IFC-ZIP is such a ZIP
// holding exactly one .ifc. See docs/brief.md.

export type DrawingVerdict = { ok: true; extension: DrawingExtension } | { ok: false }

export const DRAWING_CONTENT_TYPES: Record<DrawingExtension, string> = {
  pdf: 'application/pdf',
  dwg: 'image/vnd.dwg',
  dxf: 'image/vnd.dxf',
  ifc: 'application/x-step',
  ifczip: 'application/zip',
  zip: 'application/zip',
}

const head = (content: Buffer, bytes: number) => content.subarray(0, bytes).toString('latin1')

const DXF_SECTIONS = /^(HEADER|CLASSES|TABLES|BLOCKS|ENTITIES|OBJECTS|THUMBNAILIMAGE|ACDSDATA)$/

/** ASCII DXF: pairs of lines (group code, value); the first pair after comments opens a known SECTION, the last is 0/EOF. */
function isTextDxf(content: Buffer): boolean {
  const start = head(content, 4096)
  if (start.includes('\u0000')) return false
  const lines = start.replace(/^\uFEFF|^\u00EF\u00BB\u00BF/, '').split(/\r?\n/).map((line) => line.trim())
  let index = 0
  while (lines[index] === '999') index += 2 // comments
  if (lines[index] !== '0' || lines[index + 1] !== 'SECTION' || lines[index + 2] !== '2') return false
  if (!DXF_SECTIONS.test(lines[index + 3] ?? '')) return false
  const tail = content.subarray(Math.max(0, content.length - 64)).toString('latin1').trim().split(/\r?\n/).map((line) => line.trim())
  return tail.at(-1) === 'EOF' && tail.at(-2) === '0'
}

/** STEP physical file (ISO 10303-21) whose header names an IFC schema. */
function isIfc(content: Buffer): boolean {
  const start = head(content, 8192).replace(/^\u00EF\u00BB\u00BF/, '').trimStart()
  if (!start.startsWith('ISO-10303-21;')) return false
  return /FILE_SCHEMA\s*\(\s*\(\s*'IFC[0-9A-Z_]*'/i.test(start)
}

/** Checks the visitor's file name and the file's bytes. */
export async function checkDrawing(fileName: string, content: Buffer): Promise<DrawingVerdict> {
  const extension = drawingExtension(fileName)
  switch (extension) {
    case 'pdf':
      return (await fileTypeFromBuffer(content))?.ext === 'pdf' ? { ok: true, extension } : { ok: false }
    case 'dwg':
      return /^AC10[0-9]{2}$/.test(head(content, 6)) ? { ok: true, extension } : { ok: false }
    case 'dxf':
      return isTextDxf(content) ? { ok: true, extension } : { ok: false }
    case 'ifc':
      return isIfc(content) ? { ok: true, extension } : { ok: false }
    case 'zip': {
      const names = readZipDirectory(content)
      return names && names.length > 0 ? { ok: true, extension } : { ok: false }
    }
    case 'ifczip': {
      const files = readZipDirectory(content)?.filter((name) => !name.endsWith('/'))
      return files?.length === 1 && /\.ifc$/i.test(files[0] ?? '') ? { ok: true, extension } : { ok: false }
    }
    default:
      return { ok: false }
  }
}

/** The attachment's name: the visitor's own (the sales team knows "GA-101 rev C"), made safe, with the checked extension. */
export function drawingAttachmentName(fileName: string, extension: DrawingExtension, taken: Set<string>): string {
  const stem = fileName
    .normalize('NFC')
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[^\p{L}\p{N} ._()+-]+/gu, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100)
  let name = `${stem || 'drawing'}.${extension}`
  for (let copy = 2; taken.has(name.toLowerCase()); copy += 1) name = `${stem || 'drawing'} (${copy}).${extension}`
  taken.add(name.toLowerCase())
  return name
}
