// @ts-check
// Every reason a model is not read, by a stable code (for the CRM and the tests) and its words
// (for the estimator and the buyer), in this one table. A reason reads after "could not be read:".

const count = (/** @type {number} */ value) => value.toLocaleString('en-US')
const MB = (/** @type {number} */ bytes) => `${Number((bytes / 1024 / 1024).toFixed(1))} MB`

/** @type {Record<string, (detail: any) => string>} */
const WORDING = {
  empty: () => 'the file is empty',
  gzip: () => 'it is compressed with gzip; attach the .ifc itself or an .ifczip',
  ifcxml: () => 'it is ifcXML; export the model as IFC (STEP, .ifc) instead',
  not_ifc: () => 'it is not an IFC file (no ISO-10303-21 header)',
  no_schema: () => 'its header names no schema',
  schema_unsupported: (schema) => `its schema ${String(schema).slice(0, 20)} is not one the takeoff reads (IFC2X3, IFC4, IFC4X3)`,
  too_many_lines: (max) => `it has more than ${count(max)} lines`,
  too_many_entities: (max) => `it has more than ${count(max)} entities`,
  entity_number: (max) => `it numbers an entity above #${count(max)}`,
  nesting: ({ max, line }) => `it nests lists more than ${max} deep (line ${count(line)})`,
  entity_too_large: ({ line, bytes, max }) => (line ? `one entity (line ${count(line)}) is ${MB(bytes)}, more than the ${MB(max)} the takeoff reads` : `one entity is more than the ${MB(max)} the takeoff reads`),
  bad_character: ({ byte, line }) => `it has a character STEP does not allow (byte ${byte}) on line ${count(line)}`,
  truncated: (where) => `it ends inside ${where}`,
  incomplete: () => 'it is incomplete (it does not end with END-ISO-10303-21)',
  no_data: () => 'it has no DATA section',
  parse_failed: () => 'the IFC reader could not parse it',
  no_project: () => 'it has no IfcProject, so it is not a model',
  self_reference: (what) => `${what} refers to itself`,
  too_deep: (what) => `${what} is nested deeper than the takeoff follows`,
  out_of_range: () => 'its figures are out of range (a mass, volume or length no structure has)',
  memory: (bytes) => `it needed more than ${Math.round(bytes / 1024 / 1024)} MB of memory`,
  reader_failed: (message) => `the IFC reader failed on it (${String(message).slice(0, 60)})`,
  timeout: (ms) => `it took longer than ${Math.round(ms / 100) / 10} s`,
  busy: () => 'the server was busy',
  zip_invalid: () => 'the .ifczip is not a plain ZIP within the limits (encrypted, ZIP64, or too large)',
  zip_entries: (files) => `the .ifczip holds ${files} files; it should hold exactly one .ifc`,
  zip_damaged: () => 'the .ifczip is damaged',
  zip_method: () => 'the .ifczip uses a compression other than deflate',
  zip_too_large: (max) => `it inflates to more than ${MB(max)}`,
  missing_copy: () => 'its stored copy is missing',
  restarted: () => 'the server restarted while reading it',
  worker_failed: (message) => `the reader stopped (${String(message).slice(0, 60)})`,
}

/** @typedef {{ code: string, reason: string }} Unreadable */

/**
 * The code and words of one refusal.
 * @param {string} code one of the table's codes
 * @param {unknown} [detail] what the words need (a limit, a line number)
 * @returns {Unreadable}
 */
export function unreadable(code, detail) {
  const words = WORDING[code] ?? WORDING.reader_failed
  return { code: code in WORDING ? code : 'reader_failed', reason: `could not be read: ${words?.(detail ?? code)}` }
}

/** A model the reader refuses: a cycle, a nesting past the limits, a figure out of range. */
export class ModelError extends Error {
  /** @param {string} code @param {unknown} [detail] @param {string} [reason] the words, when already made */
  constructor(code, detail, reason = unreadable(code, detail).reason) {
    super(reason)
    this.name = 'ModelError'
    this.code = code
  }
}
