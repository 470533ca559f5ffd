import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import PostalMime, { type Email } from 'postal-mime'
import { expect } from '@playwright/test'
import type { SmtpTestServer } from '../../scripts/local-servers/smtp-server.mjs'
import type { NextServer } from './next-server'

// The bookkeeping of the bad-input catalogue: every case is sent, its answer checked against the
// rules every answer must follow (docs/forms.md, "Statuses"), and counted for the summary line.

export type FormAnswer = {
  status: number
  headers: Record<string, string>
  /** The raw body text. */
  text: string
  elapsedMs: number
}

export type CaseExpectation = {
  status: number
  /** Mails the sink must receive because of this case: 0 for every refusal. */
  mails: number
  /** Field messages the answer must carry (exact text, or a pattern). */
  errors?: Record<string, string | RegExp>
  /** The answer's message (pattern). */
  message?: RegExp
  /** A 5xx that the case provokes on purpose (mail failures). */
  deliberateFailure?: boolean
  /** Raw-socket answers may come from Node's HTTP parser rather than our handler. */
  rawSocket?: boolean
}

export type CatalogueTally = {
  tried: number
  refusedCorrectly: number
  acceptedCorrectly: number
  mailsSent: number
  tempFilesLeft: number
  crashes: number
  serverErrors: number
}

export const newTally = (): CatalogueTally => ({
  tried: 0,
  refusedCorrectly: 0,
  acceptedCorrectly: 0,
  mailsSent: 0,
  tempFilesLeft: 0,
  crashes: 0,
  serverErrors: 0,
})

export function summaryLine(name: string, tally: CatalogueTally): string {
  return (
    `${name}: ${tally.tried} cases tried, ${tally.refusedCorrectly} refused correctly, ${tally.acceptedCorrectly} accepted correctly, ` +
    `${tally.mailsSent} mails sent, ${tally.tempFilesLeft} temp files left, ${tally.crashes} crashes, ${tally.serverErrors} unexpected 5xx`
  )
}

// What must never reach a visitor: stack frames, file paths, nodemailer error codes, SMTP replies.
const INTERNALS = [
  /\n\s+at\s/,
  /node_modules/,
  /(^|[\s"'(])\/(tmp|work|home|root|usr|var|app|srv)\//,
  /\.next\//,
  /\b(ECONNREFUSED|ECONNECTION|ETIMEDOUT|ESOCKET|EENVELOPE|EMESSAGE|EPROTOCOL|EAUTH|EDEADLINE)\b/,
  /\b(421|450|451|535|550|552)[ -][A-Z]/,
  /smtp/i,
  /formidable|nodemailer|zod/i,
]

/** Every answer: JSON `{ success, message, errors? }`, no-store, no internals. */
export function expectWellFormedAnswer(label: string, answer: FormAnswer, expectation: CaseExpectation) {
  for (const pattern of INTERNALS) expect.soft(answer.text, `${label}: leaks ${pattern}`).not.toMatch(pattern)
  if (answer.status === 204 || (expectation.rawSocket && answer.text === '')) return
  let body: { success?: unknown; message?: unknown; errors?: Record<string, unknown> } = {}
  try {
    body = JSON.parse(answer.text)
  } catch {
    expect.soft(answer.text, `${label}: the answer is not JSON`).toBe('a JSON body')
    return
  }
  expect.soft(body.success, `${label}: success flag`).toBe(answer.status === 200)
  expect.soft(typeof body.message === 'string' && body.message.length > 0, `${label}: a message`).toBe(true)
  if (expectation.message) expect.soft(String(body.message), `${label}: message`).toMatch(expectation.message)
  for (const [field, wanted] of Object.entries(expectation.errors ?? {})) {
    const actual = body.errors?.[field]
    if (typeof wanted === 'string') expect.soft(actual, `${label}: errors.${field}`).toBe(wanted)
    else expect.soft(String(actual), `${label}: errors.${field}`).toMatch(wanted)
  }
  if (!expectation.rawSocket) {
    expect.soft(answer.headers['cache-control'], `${label}: Cache-Control`).toContain('no-store')
    expect.soft(answer.headers['content-type'], `${label}: Content-Type`).toContain('application/json')
    expect.soft(answer.headers['access-control-allow-origin'], `${label}: no CORS grant`).toBeUndefined()
  }
}

/** References answered by earlier cases of this worker. */
const earlierReferences = new Set<string>()

/** The reference in a mail's Message-ID (<C-7K3Q9XZ@host>), or ''. */
function referenceOfMail(raw: Buffer): string {
  return /^Message-ID:\s*<([CANB]-[0-9A-Z]{7})@/im.exec(raw.subarray(0, 8192).toString('latin1'))?.[1] ?? ''
}

/** Sends one case and checks status, mail count, temp files and the answer's shape. */
export async function runCase(
  /** settleQueue: count only after the queue has handed over what is due (a healthy relay). */
  context: { server: NextServer; sink: Pick<SmtpTestServer, 'mails'>; tally: CatalogueTally; settleQueue?: boolean },
  label: string,
  send: () => Promise<FormAnswer>,
  expectation: CaseExpectation,
): Promise<FormAnswer & { mails: Email[] }> {
  const { server, sink, tally } = context
  // The answer waits only a few seconds for the first delivery: let earlier cases' mail land first,
  // so this case counts only its own.
  if (context.settleQueue) await queueSettled(server)
  const mailsBefore = sink.mails.length
  // Long-running requests of other cases (the slow bodies) may own temp directories meanwhile:
  // only what appeared during this case and is still there counts against it.
  const tempBefore = new Set(server.tmpFiles())
  const answer = await send()
  // A 200 means stored; the queue may still be handing the mail over (a 5 MiB CV on a busy machine).
  if (context.settleQueue) await queueSettled(server)
  // A retry of an earlier case's message may land in this window: it carries that case's reference.
  const newMails = sink.mails.slice(mailsBefore).filter((mail) => !earlierReferences.has(referenceOfMail(mail.raw)))
  const answered = /"reference":"([CANB]-[0-9A-Z]{7})"/.exec(answer.text)?.[1]
  if (answered) earlierReferences.add(answered)
  const leftovers = await settledTempFiles(server, tempBefore)
  const crashed = !isAlive(server.pid)

  tally.tried += 1
  tally.mailsSent += newMails.length
  tally.tempFilesLeft += leftovers.length
  if (crashed) tally.crashes += 1
  if (answer.status >= 500 && !expectation.deliberateFailure) tally.serverErrors += 1

  expect.soft(answer.status, `${label}: status (${answer.text.slice(0, 200)})`).toBe(expectation.status)
  expect.soft(newMails.length, `${label}: mails`).toBe(expectation.mails)
  expect.soft(leftovers, `${label}: temp files left`).toEqual([])
  expect.soft(crashed, `${label}: server alive`).toBe(false)
  if (!expectation.deliberateFailure) expect.soft(answer.status, `${label}: no 5xx`).toBeLessThan(500)
  expectWellFormedAnswer(label, answer, expectation)

  const correct = answer.status === expectation.status && newMails.length === expectation.mails && leftovers.length === 0
  if (correct && expectation.mails > 0) tally.acceptedCorrectly += 1
  else if (correct) tally.refusedCorrectly += 1 // including the honeypot's silent 200
  return { ...answer, mails: await Promise.all(newMails.map((mail) => PostalMime.parse(mail.raw))) }
}

/**
 * The server's temp files (except those in `ignore`), after giving an in-flight `finally` up to
 * `waitMs` to clean up.
 */
/**
 * Waits (up to `waitMs`) until the server's mail queue holds no message being sent and none due
 * now; a message waiting for a later retry (a failing relay) does not hold it up.
 */
export async function queueSettled(server: NextServer, waitMs = 20_000): Promise<void> {
  const names = (folder: string) => {
    try {
      return readdirSync(join(server.queueDir, folder))
    } catch {
      return []
    }
  }
  const deadline = Date.now() + waitMs
  while (Date.now() < deadline) {
    const due = names('ready').filter((name) => Number(name.split('~')[3]) <= Date.now())
    if (names('active').length === 0 && due.length === 0) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

export async function settledTempFiles(server: NextServer, ignore: Set<string> = new Set(), waitMs = 1_000): Promise<string[]> {
  const deadline = Date.now() + waitMs
  for (;;) {
    const files = server.tmpFiles().filter((file) => !ignore.has(file))
    if (files.length === 0 || Date.now() > deadline) return files
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** fetch as a form would, answering with status, headers and text. */
export async function post(
  url: string,
  body: BodyInit | Buffer | undefined,
  headers: Record<string, string>,
  method = 'POST',
): Promise<FormAnswer> {
  const startedAt = Date.now()
  const response = await fetch(url, {
    method,
    headers,
    body: body as BodyInit | undefined,
    signal: AbortSignal.timeout(60_000),
  })
  const text = await response.text()
  return { status: response.status, headers: Object.fromEntries(response.headers), text, elapsedMs: Date.now() - startedAt }
}
