// `npm run mail:queue`: what the mail queue holds (docs/forms.md, "The mail queue").
//
//   npm run mail:queue              list waiting, in-flight and failed messages, and the spam count
//   npm run mail:queue -- --retry   make every waiting message due now and put failed ones back in
//                                   the queue (with a fresh 3-day retry period); the running server
//                                   sends them within 10 s
//
// MAIL_QUEUE_DIR as the server uses it (default var/mail-queue/ in the project).
import { existsSync, readdirSync, readFileSync, renameSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'

const { values: args } = parseArgs({ options: { retry: { type: 'boolean', default: false } } })
const root = resolve(process.env.MAIL_QUEUE_DIR?.trim() || join(process.cwd(), 'var', 'mail-queue'))
const list = (folder) => (existsSync(join(root, folder)) ? readdirSync(join(root, folder)) : [])
const when = (ms) => new Date(ms).toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC')

function describe(folder, name) {
  try {
    const message = JSON.parse(readFileSync(join(root, folder, name), 'utf8'))
    return { reference: message.reference, form: message.form, subject: message.mail?.subject ?? '', createdAt: message.createdAt, lastError: message.lastError }
  } catch {
    return { reference: name.split('~')[0], form: '?', subject: '(unreadable)', createdAt: statSync(join(root, folder, name)).mtimeMs }
  }
}

console.log(`Mail queue: ${root}`)
const ready = list('ready')
console.log(`\nWaiting (${ready.length}):`)
for (const name of ready) {
  const [, , attempts, nextAt] = name.split('~')
  const message = describe('ready', name)
  console.log(`  ${message.reference}  ${message.form.padEnd(10)} received ${when(message.createdAt)}, ${attempts} attempt(s), next ${when(Number(nextAt))}  ${message.subject}`)
}
const active = list('active')
console.log(`\nBeing sent now (${active.length}):`)
for (const name of active) {
  const [reference, , , , host, pid, claimedAt] = name.split('~')
  console.log(`  ${reference}  by ${host} pid ${pid} since ${when(Number(claimedAt))}`)
}
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
    const [reference, createdAt, attempts] = name.split('~')
    renameSync(join(root, 'ready', name), join(root, 'ready', `${reference}~${createdAt}~${attempts}~${now}`))
    moved += 1
  }
  for (const name of failed.filter((file) => file.endsWith('.json'))) {
    const reference = name.replace(/\.json$/, '')
    // A fresh retry period; the CV of a failed application was deleted when it failed.
    renameSync(join(root, 'failed', name), join(root, 'ready', `${reference}~${now}~0~${now}`))
    moved += 1
  }
  console.log(`\n${moved} message(s) due now; the running server sends them within 10 s.`)
}
