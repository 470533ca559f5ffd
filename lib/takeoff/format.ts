import { escapeHtml } from '@/lib/escape-html'
import { MAX_TEXT } from './read-model.mjs'
import type { ModelTakeoff, ReadModel, Takeoff } from './types'

// The takeoff as the firm's mail shows it (a short text table and the same in HTML), as the two
// attachments for the estimator and the CRM (CSV, JSON), and as the one sentence the visitor sees.
// Every string from a model is cut to 80 characters here again and escaped for HTML; CSV cells
// that a spreadsheet would run as a formula are defused (docs/takeoff.md).

export const ESTIMATE_NOTE = 'An estimate from the model, not a quotation.'
/** Rows per table in the mail; the CSV and JSON carry all of them. */
const MAX_ROWS = 30

const cut = (value: string) => (value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT - 1)}…` : value)
const fixed = (value: number | null, digits: number) => (value === null ? '–' : value.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits }))
const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`

const SOURCES: Record<string, string> = { quantities: 'quantity set', profile: 'profile', geometry: 'geometry', none: 'no figure', mixed: 'several' }

/** Element counts in words, by kind (a StandardCase counts with its kind). */
const KINDS: [RegExp, string, string][] = [
  [/^IfcBeam/, 'beam', 'beams'],
  [/^IfcColumn/, 'column', 'columns'],
  [/^IfcMember/, 'member', 'members'],
  [/^IfcPlate/, 'plate', 'plates'],
  [/^IfcMechanicalFastener$/, 'bolt', 'bolts'],
  [/^IfcReinforcingBar$/, 'bar', 'bars'],
  [/^IfcSlab/, 'slab', 'slabs'],
  [/^IfcWall/, 'wall', 'walls'],
  [/^IfcFooting$/, 'footing', 'footings'],
  [/^IfcPile$/, 'pile', 'piles'],
]

function countsInWords(model: ReadModel): string[] {
  return KINDS.flatMap(([pattern, one, many]) => {
    const count = Object.entries(model.counts)
      .filter(([name]) => pattern.test(name))
      .reduce((sum, [, value]) => sum + value, 0)
    return count > 0 ? [plural(count, one, many)] : []
  })
}

function amountsInWords(model: ReadModel): string[] {
  const { steel_t, rebar_t, concrete_m3 } = model.totals
  return [
    ...(steel_t > 0 ? [`${fixed(steel_t, 1)} t of steel`] : []),
    ...(rebar_t > 0 ? [`${fixed(rebar_t, 2)} t of rebar`] : []),
    ...(concrete_m3 > 0 ? [`${fixed(concrete_m3, 1)} m³ of concrete`] : []),
  ]
}

const joinWords = (words: string[]) => (words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`)

/** What the visitor reads on the confirmation: "We read frame.ifc: 12 beams, 6 columns and 1.0 t of steel." */
export function visitorSentence(model: ModelTakeoff): string {
  const file = cut(model.file)
  if (model.status === 'unreadable') return `We could not read ${file} automatically; our team will open it and reply with a summary.`
  const words = [...countsInWords(model), ...amountsInWords(model)]
  return words.length > 0 ? `We read ${file}: ${joinWords(words)}.` : `We read ${file}; it holds no beams, columns, plates, bolts, rebar or concrete we could measure.`
}

/** The visitor's line while the takeoff is still running. */
export const pendingSentence = (files: readonly string[]) => `Our team will read ${joinWords(files.map(cut))} and reply with a summary.`

type Line = { label: string; values: string[] }

/** The lines of one model's table, shared by the text and the HTML. */
function modelLines(model: ModelTakeoff): { title: string; note?: string; header?: string[]; rows: Line[]; after: Line[] } {
  const title = cut(model.file)
  if (model.status === 'unreadable') return { title, note: `Not read automatically: ${cut(model.reason)}.`, rows: [], after: [] }
  const details = [model.schema, model.application ? cut(model.application) : null, `lengths in ${model.length_unit}`].filter(Boolean).join(', ')
  const storeys = model.storeys.slice(0, MAX_ROWS).map((storey) => `${cut(storey.name)} ${fixed(storey.elevation_m, 2)} m`)
  const rows: Line[] = model.steel.members.slice(0, MAX_ROWS).map((row) => ({
    label: cut(row.profile),
    values: [String(row.count), fixed(row.length_m, 2), fixed(row.mass_kg, 1), SOURCES[row.source] ?? row.source],
  }))
  if (model.steel.plates.count > 0) rows.push({ label: 'Plates', values: [String(model.steel.plates.count), '', fixed(model.steel.plates.mass_kg, 1), 'profile or geometry'] })
  const more = model.steel.members.length - MAX_ROWS
  const after: Line[] = [
    { label: 'Model', values: [details] },
    { label: 'Storeys', values: [storeys.length > 0 ? storeys.join('; ') : 'none in the model'] },
    { label: 'Elements', values: [joinWords(countsInWords(model)) || 'none of the kinds measured'] },
    ...(more > 0 ? [{ label: 'More profiles', values: [`${more} more in the attached CSV`] }] : []),
    ...(model.bolts.length > 0 ? [{ label: 'Bolts', values: [model.bolts.slice(0, MAX_ROWS).map((bolt) => `M${fixed(bolt.diameter_mm, 0)}×${fixed(bolt.length_mm, 0)} ×${bolt.count}`).join(', ')] }] : []),
    ...model.rebar.slice(0, MAX_ROWS).map((bar) => ({ label: `Rebar Ø${fixed(bar.diameter_mm, 0)}`, values: [`${plural(bar.count, 'bar')}, ${fixed(bar.length_m, 1)} m, ${fixed(bar.mass_kg, 1)} kg`] })),
    ...(model.concrete_m3 > 0 ? [{ label: 'Concrete', values: [`${fixed(model.concrete_m3, 2)} m³`] }] : []),
    { label: 'Totals', values: [`steel ${fixed(model.totals.steel_t, 2)} t (${fixed(model.steel.mass_kg, 1)} kg), rebar ${fixed(model.totals.rebar_t, 2)} t, concrete ${fixed(model.totals.concrete_m3, 2)} m³`] },
  ]
  return { title, header: ['Steel by profile', 'Count', 'Length m', 'Mass kg', 'From'], rows, after }
}

/** The takeoff as plain text for the mail's text part. */
export function takeoffText(takeoff: Takeoff): string {
  const blocks = takeoff.models.map((model) => {
    const { title, note, header, rows, after } = modelLines(model)
    if (note) return `${title}\n${note}`
    const width = Math.max(header![0]!.length, ...rows.map((row) => row.label.length)) + 2
    const table = [header!, ...rows.map((row) => [row.label, ...row.values])].map(([label = '', count = '', length = '', mass = '', source = '']) =>
      `${label.padEnd(width)}${count.padStart(6)}${length.padStart(11)}${mass.padStart(11)}  ${source}`.trimEnd(),
    )
    const labelWidth = Math.max(...after.map((line) => line.label.length)) + 2
    return [title, ...after.map((line) => `${`${line.label}:`.padEnd(labelWidth)}${line.values.join(' ')}`), ...(rows.length > 0 ? ['', ...table] : [])].join('\n')
  })
  return [`Model takeoff (${ESTIMATE_NOTE.toLowerCase().replace(/\.$/, '')})`, '', blocks.join('\n\n'), ''].join('\n')
}

const cell = 'style="padding:4px 10px 4px 0;text-align:left;vertical-align:top"'
const numberCell = 'style="padding:4px 0 4px 10px;text-align:right;vertical-align:top"'
/** The last column (where a figure came from) follows a number: its gap is on its own left. */
const sourceCell = 'style="padding:4px 0 4px 14px;text-align:left;vertical-align:top"'

/** The takeoff as HTML for the mail's HTML part, every value escaped. */
export function takeoffHtml(takeoff: Takeoff): string {
  const blocks = takeoff.models.map((model) => {
    const { title, note, header, rows, after } = modelLines(model)
    const heading = `<h3 style="font-size:15px;margin:16px 0 6px">${escapeHtml(title)}</h3>`
    if (note) return `${heading}<p>${escapeHtml(note)}</p>`
    const facts = after.map((line) => `<tr><th ${cell}>${escapeHtml(line.label)}</th><td ${cell}>${escapeHtml(line.values.join(' '))}</td></tr>`).join('')
    const head = header!.map((label, index) => `<th ${index === 0 ? cell : index === 4 ? sourceCell : numberCell}>${escapeHtml(label)}</th>`).join('')
    const body = rows
      .map((row) => `<tr><td ${cell}>${escapeHtml(row.label)}</td>${row.values.map((value, index) => `<td ${index === 3 ? sourceCell : numberCell}>${escapeHtml(value)}</td>`).join('')}</tr>`)
      .join('')
    const steel = rows.length > 0 ? `<table cellspacing="0" cellpadding="0" style="margin-top:8px"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>` : ''
    return `${heading}<table cellspacing="0" cellpadding="0">${facts}</table>${steel}`
  })
  return `<h2 style="font-size:16px;margin-top:24px">Model takeoff</h2><p style="color:#5b6578">${escapeHtml(ESTIMATE_NOTE)}</p>${blocks.join('')}`
}

/** The takeoff as JSON for the CRM (takeoff-<reference>.json). */
export const takeoffJson = (takeoff: Takeoff): string => `${JSON.stringify(takeoff, null, 2)}\n`

/** One CSV cell: quoted, quotes doubled, and a leading = + - @ (a formula to a spreadsheet) defused. */
function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value)
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value !== 'number' ? `'${text}` : text
  return `"${safe.replace(/"/g, '""')}"`
}

/** The takeoff as CSV for the estimator (takeoff-<reference>.csv): one row per figure. */
export function takeoffCsv(takeoff: Takeoff): string {
  const header = ['reference', 'file', 'section', 'item', 'count', 'length_m', 'mass_kg', 'volume_m3', 'source', 'elevation_m']
  const rows: (string | number | null)[][] = []
  for (const model of takeoff.models) {
    const row = (section: string, item: string | null, values: Partial<Record<'count' | 'length_m' | 'mass_kg' | 'volume_m3' | 'source' | 'elevation_m', string | number | null>> = {}) =>
      rows.push([takeoff.reference, model.file, section, item, values.count ?? null, values.length_m ?? null, values.mass_kg ?? null, values.volume_m3 ?? null, values.source ?? null, values.elevation_m ?? null])
    if (model.status === 'unreadable') {
      row('unreadable', model.reason)
      continue
    }
    row('model', [model.schema, model.application, model.length_unit].filter(Boolean).join('; '))
    for (const storey of model.storeys) row('storey', storey.name, { elevation_m: storey.elevation_m })
    for (const [name, count] of Object.entries(model.counts)) row('count', name, { count })
    for (const member of model.steel.members) row('steel member', member.profile, { count: member.count, length_m: member.length_m, mass_kg: member.mass_kg, source: member.source })
    row('plates', 'steel plates', { count: model.steel.plates.count, mass_kg: model.steel.plates.mass_kg })
    for (const bolt of model.bolts) row('bolt', `M${bolt.diameter_mm ?? '?'}x${bolt.length_mm ?? '?'}`, { count: bolt.count })
    for (const bar of model.rebar) row('rebar', `Ø${bar.diameter_mm ?? '?'}`, { count: bar.count, length_m: bar.length_m, mass_kg: bar.mass_kg })
    row('concrete', 'concrete', { volume_m3: model.concrete_m3 })
    row('total', 'steel', { mass_kg: model.steel.mass_kg })
    row('total', 'rebar', { mass_kg: Number((model.totals.rebar_t * 1000).toFixed(1)) })
  }
  return `${[header, ...rows].map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`
}
