import type { SendMailOptions } from 'nodemailer'
import type { DrawingExtension } from '@/lib/validation/brief-rules'
import {
  BUDGET_OPTIONS,
  CODE_OPTIONS,
  CONTACT_METHOD_OPTIONS,
  DELIVERABLE_OPTIONS,
  INPUT_OPTIONS,
  LOD_OPTIONS,
  labelOf,
  type BriefSubmission,
} from '@/lib/validation/brief'
import { escapeHtml } from '@/lib/escape-html'
import { headerSafe, rowsTable, type MailRouting, type Row } from './build'

// The sales team's copy of a project brief: who and what first, then the numbers that price it,
// then the technical scope, always in this order, so a salesperson reads it in ten seconds. The
// brief also goes as JSON for the CRM, and the checked drawings are attached under their names.

export type CheckedDrawing = {
  content: Buffer
  /** From the file's content, not from the visitor. */
  extension: DrawingExtension
  contentType: string
  /** The attachment's name (the visitor's own, made safe). */
  fileName: string
}

const list = (options: readonly { value: string; label: string }[], values: readonly string[]) =>
  values.map((value) => labelOf(options, value)).join('; ')

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-US')} KB`

function startDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
}

function drawingsLine(brief: BriefSubmission, drawings: readonly CheckedDrawing[]): string {
  if (brief.drawingsMode === 'link') return `Shared folder: ${brief.drawingsLink ?? ''}`
  if (brief.drawingsMode === 'later') return 'The client will send them later'
  const names = drawings.map((drawing) => `${drawing.fileName} (${kilobytes(drawing.content.length)})`).join(', ')
  return `${drawings.length} file${drawings.length === 1 ? '' : 's'} attached: ${names}`
}

/** The summary rows in their fixed order. */
function briefRows(brief: BriefSubmission, serviceLabels: readonly string[], drawings: readonly CheckedDrawing[]): Row[] {
  const codes = list(CODE_OPTIONS, brief.codes.filter((code) => code !== 'other'))
  return [
    { label: 'Company', value: brief.company },
    { label: 'Contact', value: `${brief.name}, ${brief.email}, ${brief.phone}` },
    { label: 'Prefers', value: labelOf(CONTACT_METHOD_OPTIONS, brief.contactMethod) },
    { label: 'Services', value: serviceLabels.join('; ') },
    { label: 'Start', value: brief.startDate ? startDate(brief.startDate) : 'Flexible' },
    { label: 'Budget', value: brief.budget ? labelOf(BUDGET_OPTIONS, brief.budget) : 'Not given' },
    { label: 'Location', value: brief.location },
    { label: 'Size', value: brief.size },
    { label: 'LOD', value: labelOf(LOD_OPTIONS, brief.lod) },
    { label: 'Deliverables', value: list(DELIVERABLE_OPTIONS, brief.deliverables) },
    { label: 'Design codes', value: [codes, brief.codesOther].filter(Boolean).join('; ') },
    { label: 'Client has', value: list(INPUT_OPTIONS, brief.inputs) },
    { label: 'Drawings', value: drawingsLine(brief, drawings) },
    { label: 'Notes', value: brief.description || '(none)', multiline: true },
  ]
}

function renderText(reference: string, rows: Row[]): string {
  const width = Math.max(...rows.map((row) => row.label.length)) + 2
  const lines = rows.map((row) => (row.multiline ? `\n${row.label}:\n${row.value}` : `${`${row.label}:`.padEnd(width)}${row.value}`))
  return [`New project brief ${reference}`, '', ...lines, '', 'The brief as JSON for the CRM is attached. Reply to this e-mail to answer the client.', ''].join('\n')
}

function renderHtml(reference: string, rows: Row[]): string {
  return [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#14213d">',
    `<h1 style="font-size:18px">New project brief ${escapeHtml(reference)}</h1>`,
    rowsTable(rows),
    '<p style="color:#5b6578">The brief as JSON for the CRM is attached. Reply to this e-mail to answer the client.</p>',
    '</body></html>',
  ].join('')
}

/** The brief for the CRM: stable option values, the reference and the attachments' names. */
function briefJson(brief: BriefSubmission, reference: string, drawings: readonly CheckedDrawing[], receivedAt: Date) {
  const { website: _website, drawings: _files, ...answers } = brief
  void _website
  void _files
  return {
    reference,
    receivedAt: receivedAt.toISOString(),
    ...answers,
    drawings: drawings.map((drawing) => ({ fileName: drawing.fileName, type: drawing.extension, bytes: drawing.content.length })),
  }
}

export function buildBriefMail(
  routing: MailRouting,
  reference: string,
  brief: BriefSubmission,
  serviceLabels: readonly string[],
  drawings: readonly CheckedDrawing[],
  receivedAt = new Date(),
): SendMailOptions {
  const rows = briefRows(brief, serviceLabels, drawings)
  const json = JSON.stringify(briefJson(brief, reference, drawings, receivedAt), null, 2)
  return {
    from: routing.from,
    to: routing.to,
    replyTo: { name: headerSafe(brief.name), address: headerSafe(brief.email) },
    subject: headerSafe(`Brief: ${serviceLabels.join(', ')} – ${brief.company} [${reference}]`),
    text: renderText(reference, rows),
    html: renderHtml(reference, rows),
    headers: { 'X-Form-Reference': reference },
    attachments: [
      { filename: `brief-${reference}.json`, content: json, contentType: 'application/json' },
      ...drawings.map((drawing) => ({ filename: drawing.fileName, content: drawing.content, contentType: drawing.contentType })),
    ],
  }
}
