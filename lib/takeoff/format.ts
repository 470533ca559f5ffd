import { escapeHtml } from '@/lib/escape-html'
import { TAKEOFF_LIMITS } from './limits.mjs'
import type { ModelTakeoff, ReadModel, Takeoff } from './types'

// The takeoff as the firm's mail shows it (findings first, then tables in text and the same in
// HTML), as the two attachments for the estimator and the CRM (CSV, JSON), and as the one
// sentence the visitor sees. Every string from a model is cut to 80 characters here again and
// escaped for HTML; CSV cells that a spreadsheet would run as a formula are defused. A figure
// that was not measured is a dash, never 0 (docs/takeoff.md).

export const ESTIMATE_NOTE = 'An estimate from the model, not a quotation.'
/** Rows per table in the mail; the CSV and JSON carry all of them. */
const MAX_ROWS = 30
const MAX_TEXT = TAKEOFF_LIMITS.maxText

const cut = (value: string) => (value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT - 1)}…` : value)
const fixed = (value: number | null | undefined, digits: number) =>
  value === null || value === undefined ? '–' : value.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits })
const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`
/** A mass as an estimator reads it: kg under a tonne, tonnes above. */
const massWords = (kg: number) => (kg < 1000 ? `${fixed(Math.round(kg), 0)} kg` : `${fixed(kg / 1000, 1)} t`)

const SOURCES: Record<string, string> = { quantities: 'file (net)', profile: 'section (gross)', geometry: 'geometry (net)', none: 'not measured', mixed: 'several' }

/** Element counts in words, by kind (a StandardCase counts with its kind); fasteners after the plates. */
const STEEL_KINDS: [RegExp, string, string][] = [
  [/^IfcBeam/, 'beam', 'beams'],
  [/^IfcColumn/, 'column', 'columns'],
  [/^IfcMember/, 'member', 'members'],
  [/^IfcPlate/, 'plate', 'plates'],
  [/^IfcBuildingElementPart$/, 'assembly part', 'assembly parts'],
]
const OTHER_KINDS: [RegExp, string, string][] = [
  [/^IfcReinforcingBar$/, 'bar', 'bars'],
  [/^IfcSlab/, 'slab', 'slabs'],
  [/^IfcWall/, 'wall', 'walls'],
  [/^IfcFooting$/, 'footing', 'footings'],
  [/^IfcPile$/, 'pile', 'piles'],
]

function countsInWords(model: ReadModel): string[] {
  const words = (kinds: [RegExp, string, string][]) =>
    kinds.flatMap(([pattern, one, many]) => {
      const count = Object.entries(model.counts)
        .filter(([name]) => pattern.test(name))
        .reduce((sum, [, value]) => sum + value, 0)
      return count > 0 ? [plural(count, one, many)] : []
    })
  const bolts = model.bolts.reduce((sum, row) => sum + row.count, 0)
  const studs = model.studs.reduce((sum, row) => sum + row.count, 0)
  return [...words(STEEL_KINDS), ...(bolts > 0 ? [plural(bolts, 'bolt')] : []), ...(studs > 0 ? [plural(studs, 'shear stud')] : []), ...words(OTHER_KINDS)]
}

function amountsInWords(model: ReadModel): string[] {
  const { steel_kg, rebar_kg, concrete_m3 } = model.totals
  return [
    ...(steel_kg ? [`${massWords(steel_kg)} of steel`] : []),
    ...(rebar_kg ? [`${massWords(rebar_kg)} of rebar`] : []),
    ...(concrete_m3 ? [`${fixed(concrete_m3, 1)} m³ of concrete`] : []),
  ]
}

const joinWords = (words: string[]) => (words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`)
/** A finding as the buyer reads it: its point, after the count ("connections are not modelled"). */
const shortFinding = (text: string) => text.split(/: |, /).at(-1) ?? text

/** What the visitor reads on the confirmation: "We read frame.ifc: 12 beams, 6 columns and 1.0 t of steel; connections are not modelled." */
export function visitorSentence(model: ModelTakeoff): string {
  const file = cut(model.file)
  if (model.status === 'unreadable') return `We could not read ${file} automatically; our team will open it and reply with a summary.`
  const words = [...countsInWords(model), ...amountsInWords(model)]
  const notes = model.findings
    .filter((finding) => finding.code !== 'units_converted')
    .slice(0, 2)
    .map((finding) => shortFinding(finding.text))
  const tail = notes.length > 0 ? `; ${cut(notes.join('; '))}` : ''
  return words.length > 0 ? `We read ${file}: ${joinWords(words)}${tail}.` : `We read ${file}; it holds no beams, columns, plates, bolts, rebar or concrete we could measure.`
}

/** The visitor's line while the takeoff is still running. */
export const pendingSentence = (files: readonly string[]) => `Our team will read ${joinWords(files.map(cut))} and reply with a summary.`

type Table = { title: string; columns: string[]; rows: string[][]; more: number }
type Line = { label: string; value: string }

const table = (title: string, columns: string[], all: string[][]): Table => ({ title, columns, rows: all.slice(0, MAX_ROWS), more: Math.max(0, all.length - MAX_ROWS) })
const unitsLine = (model: ReadModel) => {
  const { units } = model
  return `file in ${units.length}, ${units.area}, ${units.volume}, ${units.mass}; figures here in m, m², m³ and kg`
}

/** One model as findings, facts and tables, shared by the text and the HTML. */
export function modelParts(model: ModelTakeoff): { title: string; note?: string; findings: string[]; facts: Line[]; tables: Table[] } {
  const title = cut(model.file)
  if (model.status === 'unreadable') return { title, note: `Not read automatically: ${cut(model.reason)}.`, findings: [], facts: [], tables: [] }
  const storeys = model.storeys.slice(0, MAX_ROWS).map((storey) => `${cut(storey.name)} ${fixed(storey.elevation_m, 2)} m`)
  const { totals, drivers } = model
  const hasSteel = model.steel.members.length > 0 || model.steel.plates.count > 0
  const totalWords = [
    ...(hasSteel ? [`steel ${totals.steel_kg === null ? 'not measured' : `${massWords(totals.steel_kg)} (${fixed(totals.steel_kg, 1)} kg)`}, coating ${fixed(model.steel.coating_m2, 1)} m²`] : []),
    ...(model.rebar.length > 0 ? [`rebar ${totals.rebar_kg === null ? 'not measured' : massWords(totals.rebar_kg)}`] : []),
    ...(model.concrete.length > 0 ? [`concrete ${fixed(totals.concrete_m3, 2)} m³`] : []),
  ]
  const facts: Line[] = [
    { label: 'Model', value: [model.schema, model.application ? cut(model.application) : null, unitsLine(model)].filter(Boolean).join('; ') },
    { label: 'Storeys', value: storeys.length > 0 ? storeys.join('; ') : 'none in the model' },
    { label: 'Elements', value: joinWords(countsInWords(model)) || 'none of the kinds measured' },
    ...(hasSteel
      ? [
          {
            label: 'Detailing',
            value: `${plural(drivers.assemblies, 'assembly', 'assemblies')}, ${drivers.distinct_marks === null ? 'part marks not in the file' : plural(drivers.distinct_marks, 'distinct part mark')}, heaviest piece ${fixed(drivers.heaviest_piece_kg, 1)} kg, longest ${fixed(drivers.longest_piece_m, 2)} m`,
          },
        ]
      : []),
    { label: 'Totals', value: totalWords.length > 0 ? totalWords.join('; ') : 'nothing measured' },
  ]
  const tables: Table[] = []
  const members = model.steel.members.map((row) => [
    cut(row.profile),
    cut(row.grade ?? '–'),
    String(row.count),
    fixed(row.length_m, 2),
    fixed(row.mass_kg, 1),
    fixed(row.coating_m2, 1),
    SOURCES[row.source] ?? row.source,
  ])
  if (members.length > 0) tables.push(table('Steel members by profile and grade', ['Profile', 'Grade', 'Count', 'Length m', 'Mass kg', 'Coating m²', 'Mass from'], members))
  const plates = model.steel.plates.by_thickness.map((row) => [fixed(row.thickness_mm, 1), cut(row.grade ?? '–'), String(row.count), fixed(row.mass_kg, 1)])
  if (plates.length > 0) tables.push(table('Plates by thickness and grade', ['Thickness mm', 'Grade', 'Count', 'Mass kg'], plates))
  const fasteners = [
    ...model.bolts.map((row) => [`Bolt ${cut(row.size)}`, cut(row.grade ?? '–'), String(row.count)]),
    ...model.studs.map((row) => [`Shear stud ${cut(row.size)}`, '–', String(row.count)]),
  ]
  if (fasteners.length > 0) tables.push(table('Bolts and studs', ['Size', 'Grade', 'Count'], fasteners))
  const rebar = model.rebar.map((row) => [
    `Ø${fixed(row.diameter_mm, 0)}`,
    row.role ?? '–',
    cut(row.grade ?? '–'),
    row.host ?? '–',
    String(row.count),
    fixed(row.length_m, 1),
    fixed(row.mass_kg, 1),
    fixed(row.kg_per_m3, 0),
  ])
  if (rebar.length > 0) tables.push(table('Rebar by diameter and role', ['Bar', 'Role', 'Grade', 'Host', 'Count', 'Length m', 'Mass kg', 'kg/m³'], rebar))
  const concrete = model.concrete.map((row) => [
    [row.kind, row.predefined].filter(Boolean).join(' '),
    cut(row.storey ?? '–'),
    cut(row.grade ?? '–'),
    String(row.count),
    fixed(row.volume_m3, 2),
    fixed(row.formwork_m2, 1),
  ])
  if (concrete.length > 0) tables.push(table('Concrete by element, storey and grade', ['Element', 'Storey', 'Grade', 'Count', 'Volume m³', 'Formwork m²'], concrete))
  return { title, findings: model.findings.map((finding) => cut(finding.text)), facts, tables }
}

/** The takeoff as plain text for the mail's text part. */
export function takeoffText(takeoff: Takeoff): string {
  const blocks = takeoff.models.map((model) => {
    const { title, note, findings, facts, tables } = modelParts(model)
    if (note) return `${title}\n${note}`
    const labelWidth = Math.max(...facts.map((line) => line.label.length)) + 2
    const parts = [title]
    if (findings.length > 0) parts.push('Before quoting:', ...findings.map((text) => `- ${text}`))
    parts.push(...facts.map((line) => `${`${line.label}:`.padEnd(labelWidth)}${line.value}`))
    for (const { title: heading, columns, rows, more } of tables) {
      const widths = columns.map((column, index) => Math.max(column.length, ...rows.map((row) => (row[index] ?? '').length)))
      // The first columns are words (left-aligned), the figures after them right-aligned.
      const firstNumber = columns.findIndex((column) => /^(Count|Thickness)/.test(column))
      const render = (cells: string[]) =>
        cells
          .map((value, index) => (index >= firstNumber && index < columns.length - (columns.at(-1) === 'Mass from' ? 1 : 0) ? value.padStart(widths[index] ?? 0) : value.padEnd(widths[index] ?? 0)))
          .join('  ')
          .trimEnd()
      parts.push('', heading, render(columns), ...rows.map(render), ...(more > 0 ? [`(${more} more rows in the attached CSV)`] : []))
    }
    return parts.join('\n')
  })
  return [`Model takeoff (${ESTIMATE_NOTE.toLowerCase().replace(/\.$/, '')})`, '', blocks.join('\n\n'), ''].join('\n')
}

const cell = 'style="padding:4px 10px 4px 0;text-align:left;vertical-align:top"'
const numberCell = 'style="padding:4px 0 4px 10px;text-align:right;vertical-align:top"'

/** Whether a table's column holds figures (right-aligned in the mail and the preview). */
export const numeric = (column: string) => /(Count|Length|Mass kg|Coating|Thickness|Volume|Formwork|kg\/m³)/.test(column)

/** The takeoff as HTML for the mail's HTML part, every value escaped. */
export function takeoffHtml(takeoff: Takeoff): string {
  const blocks = takeoff.models.map((model) => {
    const { title, note, findings, facts, tables } = modelParts(model)
    const heading = `<h3 style="font-size:15px;margin:16px 0 6px">${escapeHtml(title)}</h3>`
    if (note) return `${heading}<p>${escapeHtml(note)}</p>`
    const before = findings.length > 0 ? `<p style="margin:6px 0 2px"><strong>Before quoting:</strong></p><ul style="margin:0 0 8px;padding-left:20px">${findings.map((text) => `<li>${escapeHtml(text)}</li>`).join('')}</ul>` : ''
    const factRows = facts.map((line) => `<tr><th ${cell}>${escapeHtml(line.label)}</th><td ${cell}>${escapeHtml(line.value)}</td></tr>`).join('')
    const figures = tables
      .map(({ title: caption, columns, rows, more }) => {
        const head = columns.map((column) => `<th ${numeric(column) ? numberCell : cell}>${escapeHtml(column)}</th>`).join('')
        const body = rows.map((row) => `<tr>${row.map((value, index) => `<td ${numeric(columns[index] ?? '') ? numberCell : cell}>${escapeHtml(value)}</td>`).join('')}</tr>`).join('')
        const tail = more > 0 ? `<p style="margin:2px 0">${escapeHtml(`(${more} more rows in the attached CSV)`)}</p>` : ''
        return `<table cellspacing="0" cellpadding="0" style="margin-top:10px"><caption style="text-align:left;font-weight:bold;padding-bottom:4px">${escapeHtml(caption)}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>${tail}`
      })
      .join('')
    return `${heading}${before}<table cellspacing="0" cellpadding="0">${factRows}</table>${figures}`
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

/** The CSV's columns: the first ten as they always were, the rest added since (docs/takeoff.md). */
const CSV_COLUMNS = [
  'reference',
  'file',
  'section',
  'item',
  'count',
  'length_m',
  'mass_kg',
  'volume_m3',
  'source',
  'elevation_m',
  'grade',
  'basis',
  'net_mass_kg',
  'coating_m2',
  'storey',
  'formwork_m2',
  'kg_per_m3',
  'code',
] as const
type CsvValues = Partial<Record<(typeof CSV_COLUMNS)[number], string | number | null>>

/** The takeoff as CSV for the estimator (takeoff-<reference>.csv): one row per figure, the totals the sums of the rows. */
export function takeoffCsv(takeoff: Takeoff): string {
  const rows: (string | number | null)[][] = []
  for (const model of takeoff.models) {
    const row = (section: string, item: string | null, values: CsvValues = {}) => {
      const all: CsvValues = { reference: takeoff.reference, file: model.file, section, item, ...values }
      rows.push(CSV_COLUMNS.map((column) => all[column] ?? null))
    }
    if (model.status === 'unreadable') {
      row('unreadable', model.reason, { code: model.code })
      continue
    }
    row('model', [model.schema, model.application, unitsLine(model)].filter(Boolean).join('; '))
    for (const finding of model.findings) row('finding', finding.text, { code: finding.code })
    for (const storey of model.storeys) row('storey', storey.name, { elevation_m: storey.elevation_m })
    for (const [name, count] of Object.entries(model.counts)) row('count', name, { count })
    for (const member of model.steel.members) {
      row('steel member', member.profile, { count: member.count, length_m: member.length_m, mass_kg: member.mass_kg, source: member.source, grade: member.grade, basis: member.basis, net_mass_kg: member.net_mass_kg, coating_m2: member.coating_m2 })
    }
    for (const plate of model.steel.plates.by_thickness) row('plate', `PL ${plate.thickness_mm ?? '?'} mm`, { count: plate.count, mass_kg: plate.mass_kg, grade: plate.grade })
    for (const bolt of model.bolts) row('bolt', bolt.size, { count: bolt.count, grade: bolt.grade })
    for (const stud of model.studs) row('shear stud', stud.size, { count: stud.count })
    for (const bar of model.rebar) {
      row('rebar', [`Ø${bar.diameter_mm ?? '?'}`, bar.role, bar.host && `in ${bar.host}`].filter(Boolean).join(' '), { count: bar.count, length_m: bar.length_m, mass_kg: bar.mass_kg, grade: bar.grade, kg_per_m3: bar.kg_per_m3 })
    }
    for (const part of model.concrete) {
      row('concrete', [part.kind, part.predefined].filter(Boolean).join(' '), { count: part.count, volume_m3: part.volume_m3, grade: part.grade, storey: part.storey, formwork_m2: part.formwork_m2 })
    }
    row('total', 'steel', { mass_kg: model.totals.steel_kg, coating_m2: model.steel.coating_m2 })
    row('total', 'rebar', { mass_kg: model.totals.rebar_kg })
    row('total', 'concrete', { volume_m3: model.totals.concrete_m3 })
  }
  return `${[[...CSV_COLUMNS], ...rows].map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`
}
