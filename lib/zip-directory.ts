// A ZIP's entry names, read from its central directory alone and never inflated, so a zip bomb
// costs nothing. file-type names an archive's kind but checks none of these caps; the CV and the
// drawings checks apply them to every ZIP they accept (fail closed).

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
export function readZipDirectory(content: Buffer): string[] | null {
  return readZipEntries(content)?.map((entry) => entry.name) ?? null
}

/** The entries of a plain ZIP within the caps of readZipDirectory, or null. */
export function readZipEntries(content: Buffer): ZipEntry[] | null {
  if (content.length < 22 || content.readUInt32LE(0) !== ZIP_LOCAL_HEADER) return null
  const end = findEndOfDirectory(content)
  if (end < 0) return null
  const entryCount = content.readUInt16LE(end + 10)
  const directorySize = content.readUInt32LE(end + 12)
  const directoryOffset = content.readUInt32LE(end + 16)
  if (entryCount === 0xffff || directoryOffset === 0xffffffff || entryCount > MAX_ZIP_ENTRIES) return null
  if (directoryOffset + directorySize > end) return null

  let position = directoryOffset
  let totalUncompressed = 0
  const entries: ZipEntry[] = []
  for (let index = 0; index < entryCount; index += 1) {
    if (position + 46 > end || content.readUInt32LE(position) !== ZIP_CENTRAL_HEADER) return null
    const flags = content.readUInt16LE(position + 8)
    const method = content.readUInt16LE(position + 10)
    const compressedSize = content.readUInt32LE(position + 20)
    const uncompressedSize = content.readUInt32LE(position + 24)
    const nameLength = content.readUInt16LE(position + 28)
    const extraLength = content.readUInt16LE(position + 30)
    const commentLength = content.readUInt16LE(position + 32)
    const localHeaderOffset = content.readUInt32LE(position + 42)
    if (position + 46 + nameLength > end) return null

    if (flags & 0x0001) return null // encrypted
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || localHeaderOffset === 0xffffffff) return null
    if (localHeaderOffset >= directoryOffset) return null
    totalUncompressed += uncompressedSize
    if (totalUncompressed > MAX_ZIP_UNCOMPRESSED) return null
    if (uncompressedSize > Math.max(compressedSize, 1) * MAX_ZIP_RATIO && uncompressedSize > 1024 * 1024) return null
    const name = content.subarray(position + 46, position + 46 + nameLength).toString('utf8')
    entries.push({ name, method, compressedSize, uncompressedSize, localHeaderOffset })

    position += 46 + nameLength + extraLength + commentLength
  }
  return entries
}

function findEndOfDirectory(content: Buffer): number {
  // The end record is 22 bytes plus a comment of at most 65535 bytes, at the very end.
  const earliest = Math.max(0, content.length - 22 - 0xffff)
  for (let position = content.length - 22; position >= earliest; position -= 1) {
    if (content.readUInt32LE(position) === ZIP_END_OF_DIRECTORY) return position
  }
  return -1
}
