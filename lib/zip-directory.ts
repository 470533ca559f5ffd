// A ZIP's entry names, read from its central directory alone and never inflated, so a zip bomb
// costs nothing. file-type names an archive's kind but checks none of these caps; the CV and the
// drawings checks apply them to every ZIP they accept (fail closed). Plain Uint8Array reads (no
// Buffer), so the buyer's browser runs the same reader as the server (lib/takeoff/model-bytes.mjs).

const ZIP_LOCAL_HEADER = 0x04034b50
const ZIP_CENTRAL_HEADER = 0x02014b50
const ZIP_END_OF_DIRECTORY = 0x06054b50

const MAX_ZIP_ENTRIES = 1000
const MAX_ZIP_UNCOMPRESSED = 50 * 1024 * 1024
const MAX_ZIP_RATIO = 100

/** One entry of a ZIP's central directory. */
export type ZipEntry = { name: string; method: number; compressedSize: number; uncompressedSize: number; localHeaderOffset: number }

/**
 * The entry names of a plain ZIP, read from its central directory alone, or null when the file is
 * not one or breaks a cap: encrypted, ZIP64, over 1000 entries, over 50 MiB declared, or an entry
 * declaring more than 100 times its compressed size.
 */
export function readZipDirectory(content: Uint8Array): string[] | null {
  return readZipEntries(content)?.map((entry) => entry.name) ?? null
}

/** The entries of a plain ZIP within the caps of readZipDirectory, or null. */
export function readZipEntries(content: Uint8Array): ZipEntry[] | null {
  const view = new DataView(content.buffer, content.byteOffset, content.byteLength)
  const u16 = (at: number) => view.getUint16(at, true)
  const u32 = (at: number) => view.getUint32(at, true)
  if (content.length < 22 || u32(0) !== ZIP_LOCAL_HEADER) return null
  const end = findEndOfDirectory(view)
  if (end < 0) return null
  const entryCount = u16(end + 10)
  const directorySize = u32(end + 12)
  const directoryOffset = u32(end + 16)
  if (entryCount === 0xffff || directoryOffset === 0xffffffff || entryCount > MAX_ZIP_ENTRIES) return null
  if (directoryOffset + directorySize > end) return null

  let position = directoryOffset
  let totalUncompressed = 0
  const entries: ZipEntry[] = []
  for (let index = 0; index < entryCount; index += 1) {
    if (position + 46 > end || u32(position) !== ZIP_CENTRAL_HEADER) return null
    const flags = u16(position + 8)
    const method = u16(position + 10)
    const compressedSize = u32(position + 20)
    const uncompressedSize = u32(position + 24)
    const nameLength = u16(position + 28)
    const extraLength = u16(position + 30)
    const commentLength = u16(position + 32)
    const localHeaderOffset = u32(position + 42)
    if (position + 46 + nameLength > end) return null

    if (flags & 0x0001) return null // encrypted
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || localHeaderOffset === 0xffffffff) return null
    if (localHeaderOffset >= directoryOffset) return null
    totalUncompressed += uncompressedSize
    if (totalUncompressed > MAX_ZIP_UNCOMPRESSED) return null
    if (uncompressedSize > Math.max(compressedSize, 1) * MAX_ZIP_RATIO && uncompressedSize > 1024 * 1024) return null
    const name = UTF8.decode(content.subarray(position + 46, position + 46 + nameLength))
    entries.push({ name, method, compressedSize, uncompressedSize, localHeaderOffset })

    position += 46 + nameLength + extraLength + commentLength
  }
  return entries
}

// As Buffer's toString('utf8') did: malformed bytes become U+FFFD, a leading BOM is kept.
const UTF8 = new TextDecoder('utf-8', { ignoreBOM: true })

function findEndOfDirectory(view: DataView): number {
  // The end record is 22 bytes plus a comment of at most 65535 bytes, at the very end.
  const earliest = Math.max(0, view.byteLength - 22 - 0xffff)
  for (let position = view.byteLength - 22; position >= earliest; position -= 1) {
    if (view.getUint32(position, true) === ZIP_END_OF_DIRECTORY) return position
  }
  return -1
}
