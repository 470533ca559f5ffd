// `npm run mail:queue`: what the mail queue holds (docs/forms.md, "The mail queue"), lead webhooks included.
//
//   npm run mail:queue              list waiting, in-flight and failed messages and the spam count
//   npm run mail:queue -- --retry   make every waiting message due now and put failed ones back in
//                                   the queue, with their attachments and a fresh 3-day retry
//                                   period; the running server sends them within 10 s
//
// MAIL_QUEUE_DIR as the server uses it (default var/mail-queue/ in the project).
import { existsSync, readdirSync, readFileSync, renameSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { parseActiveName, parseFailedName, parseReadyName, queueRoot, readyName, referenceOf } from '../../lib/mail/queue/names.mjs'

const { values: args } = parseArgs({ options: { retry: { type: 'boolean', default: false } } })
const root = queueRoot(process.env.MAIL_QUEUE_DIR)
const list = (folder) => (existsSync(join(root, folder)) ? readdirSync(join(root, folder)) : [])
const when = (ms) => new Date(ms).toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC')

function describe(folder, name) {
  try {
    const message = JSON.parse(readFileSync(join(root, folder, name), 'utf8'))
    // A lead webhook (lib/mail/queue/jobs.ts) waits beside the mails: shown by its event type.
    const subject = message.payload ? `webhook ${message.payload.type ?? ''}` : (message.mail?.subject ?? '')
    return { reference: message.reference, form: message.form, subject, createdAt: message.createdAt, lastError: message.lastError }
  } catch {
    return { reference: referenceOf(name), form: '?', subject: '(unreadable)', createdAt: statSync(join(root, folder, name), { throwIfNoEntry: false })?.mtimeMs ?? 0 }
  }
}

/** Renames one file; false when it is gone (the server claimed or sent it since it was listed). */
function move(from, to) {
  try {
    renameSync(from, to)
    return true
  } catch (error) {
    if (error.code === 'ENOENT') return false
    throw error
  }
}

console.log(`Mail queue: ${root}`)
const ready = list('ready').filter((name) => parseReadyName(name))
console.log(`\nWaiting (${ready.length}):`)
for (const name of ready) {
  const { attempts, nextAttemptAt } = parseReadyName(name)
  const message = describe('ready', name)
  console.log(`  ${message.reference}  ${message.form.padEnd(10)} received ${when(message.createdAt)}, ${attempts} attempt(s), next ${when(nextAttemptAt)}  ${message.subject}`)
}
const active = list('active').map(parseActiveName).filter(Boolean)
console.log(`\nBeing sent now (${active.length}):`)
for (const claim of active) console.log(`  ${referenceOf(claim.ready)}  by ${claim.host} pid ${claim.pid} since ${when(claim.claimedAt)}`)
const failed = list('failed')
console.log(`\nFailed (${failed.length}):`)
for (const name of failed) {
  const message = describe('failed', name)
  console.log(`  ${message.reference}  ${message.form.padEnd(10)} received ${when(message.createdAt)}  ${message.subject}  (${message.lastError ?? 'unreadable'})`)
}
console.log(`\nSpam kept (30 days): ${list('spam').length}`)

if (args.retry) {
  const now = Date.now()
  let moved = 0
  for (const name of ready) {
    const due = readyName({ ...parseReadyName(name), nextAttemptAt: now })
    if (move(join(root, 'ready', name), join(root, 'ready', due))) moved += 1
  }
  for (const name of failed.filter((file) => parseFailedName(file)?.readable)) {
    const { reference, kind } = parseFailedName(name)
    const due = readyName({ reference, kind, createdAt: now, attempts: 0, nextAttemptAt: now })
    if (move(join(root, 'failed', name), join(root, 'ready', due))) moved += 1
  }
  console.log(`\n${moved} message(s) due now; the running server sends them within 10 s.`)
}
