// @ts-check
// The checks a model passes before web-ifc sees it, in one pass over the bytes (about 50 ms for
// 15 MB): an IFC STEP header naming a schema the takeoff reads, a complete file, and caps on lines,
// entities, the size of one entity, nesting and entity numbers. Each refusal says why, in words
// the sales team can pass on (docs/takeoff.md, "Limits").
//
// The same pass mends one defect of real exports: "*" (a derived attribute) where the schema has a
// plain one, as Renga writes for every name and description. web-ifc drops the "*" and reads every
// later attribute one place early (a wall's placement as its type, its body lost); as "$" (unset)
// the attribute keeps its place. Only the entities whose schema redeclares an attribute as derived
// keep their "*". And IFC4X3 has no StandardCase classes, which some writers still use (an
// IfcBeamStandardCase is an IfcBeam): web-ifc drops them, so they are renamed to their class, the
// name padded with spaces to keep the file's length.

import { unreadable } from './unreadable.mjs'

export const STEP_LIMITS = {
  maxLines: 1_000_000,
  maxEntities: 1_000_000,
  /** One entity (a mesh of 300,000 triangles, a 20 MB string) larger than this is refused. */
  maxEntityBytes: 2 * 1024 * 1024,
  maxNesting: 32,
  maxEntityNumber: 2_147_483_647,
}

/** Bytes as text for the header checks; no Node Buffer, so the same check runs in a browser. */
const latin1 = (/** @type {Uint8Array} */ bytes) => new TextDecoder('latin1').decode(bytes)

/** Entities with attributes the schema derives, where "*" is right (IFC2X3, IFC4, IFC4X3). */
const DERIVED_ALLOWED = new Set(['IFCSIUNIT', 'IFCGEOMETRICREPRESENTATIONSUBCONTEXT', 'IFCORIENTEDEDGE', 'IFCMIRROREDPROFILEDEF'])

/** StandardCase classes, gone in IFC4X3, and the class each is a case of. */
const STANDARD_CASE = /^IFC(BEAM|COLUMN|MEMBER|PLATE|SLAB|WALL|DOOR|WINDOW|OPENING)STANDARDCASE$/

/** The schemas web-ifc 0.0.78 reads as they are (aliases of other schemas are refused). */
const SCHEMAS = /^(IFC2X3|IFC4|IFC4X3(_[A-Z0-9]+)?)$/

// Bytes that may stand outside strings and comments in a STEP file: letters, digits, white space
// and # $ * . , ( ) = ; + - _ ' " ! / (ISO 10303-21 tokens).
const ALLOWED = new Uint8Array(256)
for (const character of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 \t\r\n#$*.,()=;+-_\'"!/') ALLOWED[character.charCodeAt(0)] = 1

/**
 * null when the bytes may go to web-ifc, else why not (code and words). Mends misplaced "*"
 * markers in place (the bytes keep their length).
 * @param {Uint8Array} bytes
 * @param {typeof STEP_LIMITS} [limits]
 * @returns {import('./unreadable.mjs').Unreadable | null}
 */
export function checkStep(bytes, limits = STEP_LIMITS) {
  if (bytes.length === 0) return unreadable('empty')
  const start = latin1(bytes.subarray(0, 8192)).replace(/^\u00EF\u00BB\u00BF/, '').trimStart()
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return unreadable('gzip')
  if (start.startsWith('<')) return unreadable('ifcxml')
  if (!start.startsWith('ISO-10303-21;')) return unreadable('not_ifc')
  const schema = /FILE_SCHEMA\s*\(\s*\(\s*'([^']*)'/i.exec(start)?.[1]?.toUpperCase()
  if (!schema) return unreadable('no_schema')
  if (!SCHEMAS.test(schema)) return unreadable('schema_unsupported', schema)

  let lines = 1
  let entities = 0
  let entityStart = 0
  let depth = 0
  let inString = false
  let inComment = false
  let number = -1
  // The entity's type name, read after "=" up to its "(".
  let typeName = ''
  let typeStart = 0
  let readingType = false
  const ifc4x3 = schema.startsWith('IFC4X3')
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = /** @type {number} */ (bytes[index])
    if (byte === 0x0a) {
      lines += 1
      if (lines > limits.maxLines) return unreadable('too_many_lines', limits.maxLines)
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
        if (number > limits.maxEntityNumber) return unreadable('entity_number', limits.maxEntityNumber)
        continue
      }
      number = -1
    }
    if (readingType) {
      if ((byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a) || (byte >= 0x30 && byte <= 0x39) || byte === 0x5f) {
        if (!typeName) typeStart = index
        typeName += String.fromCharCode(byte >= 0x61 && byte <= 0x7a ? byte - 0x20 : byte)
        continue
      }
      if (byte !== 0x20 || typeName) {
        readingType = false
        const standardCase = ifc4x3 ? STANDARD_CASE.exec(typeName) : null
        if (standardCase) {
          const base = `IFC${standardCase[1]}`
          for (let at = 0; at < typeName.length; at += 1) bytes[typeStart + at] = at < base.length ? base.charCodeAt(at) : 0x20
        }
      }
    }
    switch (byte) {
      case 0x3d:
        typeName = ''
        readingType = true
        break
      case 0x2a:
        if (depth > 0 && !DERIVED_ALLOWED.has(typeName)) bytes[index] = 0x24
        break
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
        if (depth > limits.maxNesting) return unreadable('nesting', { max: limits.maxNesting, line: lines })
        break
      case 0x29:
        depth -= 1
        break
      case 0x3b:
        entities += 1
        if (entities > limits.maxEntities) return unreadable('too_many_entities', limits.maxEntities)
        if (index - entityStart > limits.maxEntityBytes) return unreadable('entity_too_large', { line: lines, bytes: index - entityStart, max: limits.maxEntityBytes })
        entityStart = index
        depth = 0
        break
      default:
        if (!ALLOWED[byte]) return unreadable('bad_character', { byte, line: lines })
    }
  }
  if (inComment) return unreadable('truncated', 'a comment')
  if (inString) return unreadable('truncated', 'a text value')
  if (bytes.length - entityStart > limits.maxEntityBytes) return unreadable('entity_too_large', { max: limits.maxEntityBytes })
  const tail = latin1(bytes.subarray(Math.max(0, bytes.length - 256))).trimEnd()
  if (!tail.endsWith('END-ISO-10303-21;')) return unreadable('incomplete')
  if (!/\bDATA\s*;/.test(latin1(bytes.subarray(0, 65536)))) return unreadable('no_data')
  return null
}
