import { fileTypeFromBuffer } from 'file-type'
import type { DetectedCv } from '@/lib/mail/build'
import { readZipDirectory } from '@/lib/zip-directory'

// A CV is accepted only when its extension AND its content agree (docs/forms.md). file-type reads
// the content: a PDF, a Word 97-2003 document (an OLE compound file, `cfb`) or a DOCX. A DOCX must
// also pass the ZIP caps (zip-directory.ts) and hold no macros: macro-enabled, encrypted and ZIP64
// archives are refused.

export type CvVerdict = { ok: true; extension: DetectedCv['extension'] } | { ok: false }

const CV_EXTENSION_OF_TYPE: Partial<Record<string, DetectedCv['extension']>> = { pdf: 'pdf', cfb: 'doc', docx: 'docx' }

function extensionOf(fileName: string): string {
  const match = /\.([a-z0-9]+)$/i.exec(fileName.trim())
  return match?.[1] ? match[1].toLowerCase() : ''
}

/** Checks the visitor's file name and the file's bytes; the detected type names the attachment. */
export async function checkCv(fileName: string, content: Buffer): Promise<CvVerdict> {
  const detected = await fileTypeFromBuffer(content)
  const extension = detected && Object.hasOwn(CV_EXTENSION_OF_TYPE, detected.ext) ? CV_EXTENSION_OF_TYPE[detected.ext] : undefined
  if (!extension || extension !== extensionOf(fileName)) return { ok: false }
  if (extension === 'docx' && !isPlainWordZip(content)) return { ok: false }
  return { ok: true, extension }
}

/** Within the ZIP caps, holding word/document.xml and no macro project. */
function isPlainWordZip(content: Buffer): boolean {
  const names = readZipDirectory(content)?.map((name) => name.toLowerCase())
  if (!names || names.some((name) => name.endsWith('vbaproject.bin'))) return false
  return names.includes('word/document.xml')
}
