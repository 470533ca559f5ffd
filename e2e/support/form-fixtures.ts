import { createHash, randomBytes } from 'node:crypto'
import { deflateRawSync } from 'node:zlib'

// Request bodies and upload files for the hardening specs, generated here rather than committed
// as binaries (RELIABILITY.md (e), Fixtures).

export const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex')

/** A valid contact submission; `tag` makes its mail recognisable. */
export function validContact(tag: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Asha Verma',
    email: `asha.${tag}@builder.example`,
    companyName: 'Verma Steel Fabricators',
    subject: `PEB shed detailing ${tag}`,
    phone: '9826012345',
    message: 'We need Tekla connection detailing for a 36 m clear-span PEB shed to IS 800.',
    ...overrides,
  }
}

export const validCareerFields = (tag: string, overrides: Record<string, string> = {}): Record<string, string> => ({
  fullName: 'Rohan Iyer',
  email: `rohan.${tag}@mail.example`,
  phone: '9876543210',
  education: "Master's",
  experience: '1-3 years',
  jobRole: 'General application',
  message: `Revit and Navisworks coordination, LOD 400 models (${tag}).`,
  ...overrides,
})

/** A minimal PDF of exactly `size` bytes (at least ~40). */
export function pdf(size = 2_000): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n')
  const tail = Buffer.from('\n%%EOF\n')
  const fill = Buffer.alloc(Math.max(0, size - head.length - tail.length), 0x20)
  return Buffer.concat([head, fill, tail])
}

/** The OLE2 compound-file header plus padding: enough for a signature check. */
export function doc(size = 4_096): Buffer {
  const header = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
  return Buffer.concat([header, randomBytes(size - header.length)])
}

export const exe = () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), randomBytes(4_000)])

type ZipEntry = {
  name: string
  content?: Buffer
  /** Lie about the uncompressed size in both headers (a forged zip bomb). */
  declaredSize?: number
  flags?: number
  store?: boolean
}

const crcTable = Array.from({ length: 256 }, (_, index) => {
  let c = index
  for (let bit = 0; bit < 8; bit += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(content: Buffer): number {
  let crc = 0xffffffff
  for (const byte of content) crc = (crcTable[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

/** A small ZIP writer: deflated (or stored) entries, central directory, end record. */
export function zip(entries: ZipEntry[], { zip64Marker = false, dropEndRecord = false } = {}): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const content = entry.content ?? Buffer.from(`<x>${entry.name}</x>`)
    const data = entry.store ? content : deflateRawSync(content)
    const name = Buffer.from(entry.name)
    const size = entry.declaredSize ?? content.length
    const crc = crc32(content)
    const method = entry.store ? 0 : 8
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(entry.flags ?? 0, 6)
    local.writeUInt16LE(method, 8)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(size, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(entry.flags ?? 0, 8)
    central.writeUInt16LE(method, 10)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(zip64Marker ? 0xffffffff : data.length, 20)
    central.writeUInt32LE(zip64Marker ? 0xffffffff : size, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, data)
    centrals.push(central, name)
    offset += local.length + name.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, ...(dropEndRecord ? [] : [end])])
}

const WORD_PARTS = ['[Content_Types].xml', '_rels/.rels', 'word/document.xml']

/** A minimal DOCX: a ZIP holding [Content_Types].xml and word/document.xml. */
export const docx = (extra: ZipEntry[] = []) => zip([...WORD_PARTS.map((name) => ({ name })), ...extra])

export type FilePart = { field: string; filename: string; content: Buffer; contentType?: string }

/** A multipart/form-data body with these text fields (repeats allowed) and files. */
export function multipart(fields: [string, string][] | Record<string, string>, files: FilePart[] = []) {
  const boundary = `----hardening${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const [name, value] of Array.isArray(fields) ? fields : Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}`, boundary }
}

/** A career submission with one CV. */
export function careerUpload(tag: string, cv: Omit<FilePart, 'field'>, overrides: Record<string, string> = {}) {
  return multipart(validCareerFields(tag, overrides), [{ field: 'cv', ...cv }])
}
