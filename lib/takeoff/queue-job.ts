import { existsSync } from 'node:fs'
import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { SendMailOptions } from 'nodemailer'
import { readZipDirectory } from '@/lib/zip-directory'
import { list, writeDurably } from '@/lib/mail/queue/folders'
import { attachmentName, referenceOf } from '@/lib/mail/queue/names.mjs'
import type { LeadPayload } from '@/lib/webhook/payload'
import { errorFields, log } from '@/lib/log.mjs'
import { noteTakeoff } from '@/lib/operations/delivery-record'
import { unreadable } from './unreadable.mjs'
import { pendingSentence, takeoffCsv, takeoffHtml, takeoffJson, takeoffText, visitorSentence } from './format'
import { takeoffOfFile } from './runner'
import type { ModelTakeoff, Takeoff } from './types'

// The takeoff of a stored brief, as a job beside the mail queue's lanes (docs/takeoff.md): the brief is stored
// first, exactly as without a model; its IFC attachments are read from the queue's own copy, and
// the result is kept in takeoffs/<reference>.json until the mail is delivered, so the mail is
// built from one result whoever asks first (the request's answer or the delivery), and a restart
// redoes the takeoff rather than losing the mail. A takeoff started twice without finishing (the
// model took the process down) is not tried a third time.

const FOLDER = 'takeoffs'
/** Starts of one brief's takeoff before it is given up as one that takes the server down. */
const MAX_STARTS = 2

const resultPath = (root: string, reference: string) => join(root, FOLDER, `${reference}.json`)
const startsPath = (root: string, reference: string) => join(root, FOLDER, `${reference}.starts`)

/** True for a drawing the takeoff reads: an IFC file, an IFC-ZIP (checked at upload), or a ZIP holding exactly one .ifc. */
export function isModelDrawing(drawing: { extension: string; content: Buffer }): boolean {
  if (drawing.extension === 'ifc' || drawing.extension === 'ifczip') return true
  if (drawing.extension !== 'zip') return false
  const names = readZipDirectory(drawing.content)?.filter((name) => !name.endsWith('/'))
  return names?.length === 1 && /\.ifc$/i.test(names[0] ?? '')
}

/** An IFC model among a queued job's files: its name in the mail and its file in the queue's attachments/. */
export type QueuedModel = { file: string; attachment: string }

/** The mail's model attachments as the queue stores them: the attachment's name and its file in attachments/. */
export function queuedModels(reference: string, mail: SendMailOptions, modelFiles: readonly string[]): QueuedModel[] {
  return (mail.attachments ?? []).flatMap((attachment, index) =>
    typeof attachment.filename === 'string' && modelFiles.includes(attachment.filename) ? [{ file: attachment.filename, attachment: attachmentName(reference, index) }] : [],
  )
}

// One takeoff per brief in this process, whoever asks (the request, the delivery); on globalThis
// because Next bundles route handlers and instrumentation (the queue's worker) separately.
const running: Map<string, Promise<Takeoff>> = ((globalThis as { [key: symbol]: Map<string, Promise<Takeoff>> | undefined })[Symbol.for('site.takeoff.jobs')] ??= new Map())
// Briefs whose takeoff ended in this process, also when its result could not be stored.
const finished: Set<string> = ((globalThis as { [key: symbol]: Set<string> | undefined })[Symbol.for('site.takeoff.finished')] ??= new Set())

/**
 * True when the brief's takeoff can be had at once (stored, or ended in this process): a lane
 * then sends its jobs; otherwise it starts the takeoff and offers them when it ends (lib/mail/queue/lanes.ts).
 */
export function takeoffReady(root: string, reference: string): boolean {
  return finished.has(reference) || existsSync(resultPath(root, reference))
}

/** The brief's takeoff: the stored result, or the models read now (once per process) and stored. */
export function takeoffFor(root: string, reference: string, models: readonly QueuedModel[]): Promise<Takeoff> {
  const existing = running.get(reference)
  if (existing) return existing
  const job = runOnce(root, reference, models).finally(() => {
    running.delete(reference)
    finished.add(reference)
  })
  running.set(reference, job)
  return job
}

async function runOnce(root: string, reference: string, models: readonly QueuedModel[]): Promise<Takeoff> {
  const stored = await readFile(resultPath(root, reference), 'utf8')
    .then((text) => JSON.parse(text) as Takeoff)
    .catch(() => null)
  if (stored?.reference === reference) return stored

  const starts = Number(await readFile(startsPath(root, reference), 'utf8').catch(() => '0')) || 0
  let takeoff: Takeoff
  if (starts >= MAX_STARTS) {
    takeoff = { reference, models: models.map((model) => ({ file: model.file, status: 'unreadable', ...unreadable('restarted'), seconds: 0 })) }
  } else {
    await writeDurably(root, FOLDER, `${reference}.starts`, [String(starts + 1)]).catch((error: unknown) => log.error({ event: 'takeoff_start_not_recorded', lane: 'takeoff', reference, ...errorFields(error) }))
    const results: ModelTakeoff[] = []
    for (const model of models) {
      const bytes = await readFile(join(root, 'attachments', model.attachment)).catch(() => null)
      results.push(bytes ? await takeoffOfFile(model.file, bytes) : { file: model.file, status: 'unreadable', ...unreadable('missing_copy'), seconds: 0 })
    }
    takeoff = { reference, models: results }
  }
  // Counts and times only: the model is the client's, its content stays out of the log.
  log.info({ event: 'takeoff', lane: 'takeoff', reference, models: takeoff.models.map((model) => ({ status: model.status, seconds: model.seconds })) })
  noteTakeoff(takeoff.models)
  try {
    await writeDurably(root, FOLDER, `${reference}.json`, [JSON.stringify(takeoff)])
    await rm(startsPath(root, reference), { force: true })
  } catch (error) {
    // The mail still carries this result; a restart before delivery reads the models again.
    log.error({ event: 'takeoff_not_stored', lane: 'takeoff', reference, ...errorFields(error) })
  }
  return takeoff
}

/**
 * After the brief's mail or its lead webhook was delivered or failed for good: the stored result
 * and its start count go once neither of the two waits any more (the other may still need the
 * result). The sweep (removeLeftovers) catches one left by a crash.
 */
export async function removeTakeoff(root: string, reference: string, models: readonly QueuedModel[] | undefined): Promise<void> {
  if (!models?.length) return
  const waiting = [...(await list(root, 'ready')), ...(await list(root, 'active'))].some((name) => referenceOf(name) === reference)
  if (waiting) return
  finished.delete(reference)
  await Promise.all([rm(resultPath(root, reference), { force: true }), rm(startsPath(root, reference), { force: true })])
}

/** A lead webhook's body stays under this many bytes (docs/webhook.md): CRMs and automation tools cap what they take. */
export const LEAD_MAX_BYTES = 20_000

/**
 * The takeoff a lead carries: the whole one, or, when that would take the body past LEAD_MAX_BYTES,
 * each model's status, authoring application, totals and findings, marked `shortened` (the mail
 * keeps the whole).
 */
export function leadTakeoff(payload: LeadPayload, takeoff: Takeoff): unknown {
  const whole = { ...payload, data: { ...payload.data, takeoff } }
  if (Buffer.byteLength(JSON.stringify(whole)) < LEAD_MAX_BYTES) return takeoff
  return {
    reference: takeoff.reference,
    shortened: true,
    models: takeoff.models.map((model) => {
      const { file, status } = model
      const kept = model.status === 'read' ? { application: model.application, totals: model.totals, findings: model.findings } : { code: model.code, reason: model.reason }
      return { file, status, ...kept, shortened: true }
    }),
  }
}

/** The lead webhook's payload with the brief's takeoff as `data.takeoff` (the shape of takeoff-<reference>.json, or shortened). */
export async function leadWithTakeoff(root: string, job: { payload: LeadPayload; models?: readonly QueuedModel[] }): Promise<LeadPayload> {
  if (!job.models?.length) return job.payload
  const takeoff = await takeoffFor(root, job.payload.data.reference, job.models)
  return { ...job.payload, data: { ...job.payload.data, takeoff: leadTakeoff(job.payload, takeoff) } }
}

/** The queued mail with the takeoff: a table in the text and HTML parts, the CSV and JSON attached. */
export async function mailWithTakeoff(root: string, message: { reference: string; mail: Omit<SendMailOptions, 'attachments'>; models?: readonly QueuedModel[] }): Promise<Pick<SendMailOptions, 'text' | 'html' | 'attachments'>> {
  const { mail, reference, models = [] } = message
  if (models.length === 0) return {}
  const takeoff = await takeoffFor(root, reference, models)
  const html = typeof mail.html === 'string' ? mail.html : ''
  return {
    text: `${typeof mail.text === 'string' ? mail.text : ''}\n${takeoffText(takeoff)}`,
    html: html.includes('</body>') ? html.replace('</body>', `${takeoffHtml(takeoff)}</body>`) : `${html}${takeoffHtml(takeoff)}`,
    attachments: [
      { filename: `takeoff-${reference}.csv`, content: takeoffCsv(takeoff), contentType: 'text/csv; charset=utf-8' },
      { filename: `takeoff-${reference}.json`, content: takeoffJson(takeoff), contentType: 'application/json' },
    ],
  }
}

/**
 * What the visitor's answer says about the models: the takeoff's sentences when it is ready
 * within `waitMs`, else that the team will read them. The takeoff goes on either way.
 */
export async function visitorLine(takeoff: Promise<Takeoff>, models: readonly QueuedModel[], waitMs: number): Promise<string> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs)
  })
  const ready = await Promise.race([takeoff.catch(() => null), late])
  clearTimeout(timer)
  if (!ready) return pendingSentence(models.map((model) => model.file))
  return ready.models.map(visitorSentence).join(' ')
}
