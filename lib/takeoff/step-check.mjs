// The checks a model passes before web-ifc sees it, in one pass over the bytes (about 50 ms for
// 15 MB): an IFC STEP header naming a schema the takeoff reads, a complete file, and caps on lines,
// entities, the size of one entity, nesting and entity numbers. Each refusal says why, in words
// the sales team can pass on (docs/takeoff.md, "Limits").

export const STEP_LIMITS = {
  maxLines: 1_000_000,
  maxEntities: 1_000_000,
  /** One entity (a mesh of 300,000 triangles, a 20 MB string) larger than this is refused. */
  maxEntityBytes: 2 * 1024 * 1024,
  maxNesting: 32,
  maxEntityNumber: 2_147_483_647,
}

/** The schemas web-ifc 0.0.78 reads as they are (aliases of other schemas are refused). */
const SCHEMAS = /^(IFC2X3|IFC4|IFC4X3(_[A-Z0-9]+)?)$/

const MB = (bytes) => `${Number((bytes / 1024 / 1024).toFixed(1))} MB`

// Bytes that may stand outside strings and comments in a STEP file: letters, digits, white space
// and # $ * . , ( ) = ; + - _ ' " ! / (ISO 10303-21 tokens).
const ALLOWED = new Uint8Array(256)
for (const character of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 \t\r\n#$*.,()=;+-_\'"!/') ALLOWED[character.charCodeAt(0)] = 1

/** null when the bytes may go to web-ifc, else why not ("the file is empty"). */
export function checkStep(bytes, limits = STEP_LIMITS) {
  if (bytes.length === 0) return 'the file is empty'
  const start = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 8192)).toString('latin1').replace(/^\u00EF\u00BB\u00BF/, '').trimStart()
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return 'it is compressed with gzip; attach the .ifc itself or an .ifczip'
  if (start.startsWith('<')) return 'it is ifcXML; export the model as IFC (STEP, .ifc) instead'
  if (!start.startsWith('ISO-10303-21;')) return 'it is not an IFC file (no ISO-10303-21 header)'
  const schema = /FILE_SCHEMA\s*\(\s*\(\s*'([^']*)'/i.exec(start)?.[1]?.toUpperCase()
  if (!schema) return 'its header names no schema'
  if (!SCHEMAS.test(schema)) return `its schema ${schema.slice(0, 20)} is not one the takeoff reads (IFC2X3, IFC4, IFC4X3)`

  let lines = 1
  let entities = 0
  let entityStart = 0
  let depth = 0
  let inString = false
  let inComment = false
  let number = -1
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index]
    if (byte === 0x0a) {
      lines += 1
      if (lines > limits.maxLines) return `it has more than ${limits.maxLines.toLocaleString('en-US')} lines`
    }
    if (inComment) {
      if (byte === 0x2a && bytes[index + 1] === 0x2f) {
        inComment = false
        index += 1
      }
      continue
    }
    if (inString) {
      // '' inside a string is an apostrophe; the next ' ends it.
      if (byte === 0x27) {
        if (bytes[index + 1] === 0x27) index += 1
        else inString = false
      }
      continue
    }
    if (number >= 0) {
      if (byte >= 0x30 && byte <= 0x39) {
        number = number * 10 + (byte - 0x30)
        if (number > limits.maxEntityNumber) return `it numbers an entity above #${limits.maxEntityNumber.toLocaleString('en-US')}`
        continue
      }
      number = -1
    }
    switch (byte) {
      case 0x27:
        inString = true
        break
      case 0x2f:
        if (bytes[index + 1] === 0x2a) {
          inComment = true
          index += 1
        }
        break
      case 0x23:
        number = 0
        break
      case 0x28:
        depth += 1
        if (depth > limits.maxNesting) return `it nests lists more than ${limits.maxNesting} deep (line ${lines.toLocaleString('en-US')})`
        break
      case 0x29:
        depth -= 1
        break
      case 0x3b:
        entities += 1
        if (entities > limits.maxEntities) return `it has more than ${limits.maxEntities.toLocaleString('en-US')} entities`
        if (index - entityStart > limits.maxEntityBytes) return `one entity (line ${lines.toLocaleString('en-US')}) is ${MB(index - entityStart)}, more than the ${MB(limits.maxEntityBytes)} the takeoff reads`
        entityStart = index
        depth = 0
        break
      default:
        if (!ALLOWED[byte]) return `it has a character STEP does not allow (byte ${byte}) on line ${lines.toLocaleString('en-US')}`
    }
  }
  if (inComment) return 'it ends inside a comment'
  if (inString) return 'it ends inside a text value'
  if (bytes.length - entityStart > limits.maxEntityBytes) return `one entity is more than the ${MB(limits.maxEntityBytes)} the takeoff reads`
  const tail = Buffer.from(bytes.buffer, bytes.byteOffset + Math.max(0, bytes.length - 256), Math.min(bytes.length, 256)).toString('latin1').trimEnd()
  if (!tail.endsWith('END-ISO-10303-21;')) return 'it is incomplete (it does not end with END-ISO-10303-21)'
  if (!/\bDATA\s*;/.test(Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 65536)).toString('latin1'))) return 'it has no DATA section'
  return null
}
