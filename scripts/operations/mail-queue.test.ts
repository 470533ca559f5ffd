import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { enqueueMail } from '@/lib/mail/queue/store'

// `npm run mail:queue -- --retry` while the running server's worker claims messages.
let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'mail-queue-script-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const mail = (reference: string) => ({ from: 'web@firm.example', to: 'sales@firm.example', subject: reference, text: 'Steel frame, 3 storeys.' })

it('--retry goes on past a message the worker claimed after it was listed', async () => {
  const first = await enqueueMail(root, { form: 'contact', reference: 'C-0000030', mail: mail('C-0000030'), now: 1_000 })
  await enqueueMail(root, { form: 'contact', reference: 'C-0000031', mail: mail('C-0000031'), now: 2_000 })
  writeFileSync(join(root, 'failed', 'C-0000032~mail.json'), JSON.stringify({ version: 1, reference: 'C-0000032', form: 'contact', createdAt: 3_000, mail: mail('C-0000032'), attachments: [] }))
  // Loaded before the script: the worker claims the first message in ready/ just before the script renames it.
  const claim = join(root, 'claim.mjs')
  writeFileSync(
    claim,
    `import fs from 'node:fs'
import { syncBuiltinESMExports } from 'node:module'
const rename = fs.renameSync
fs.renameSync = (from, to) => {
  if (String(from).endsWith('/ready/${first}')) rename(from, '${join(root, 'active', `${first}~worker~1~0`)}')
  return rename(from, to)
}
syncBuiltinESMExports()
`,
  )
  const output = execFileSync(process.execPath, ['--import', pathToFileURL(claim).href, 'scripts/operations/mail-queue.mjs', '--retry'], { env: { ...process.env, MAIL_QUEUE_DIR: root }, encoding: 'utf8' })
  expect(output).toMatch(/2 message\(s\) due now/)
  expect(readdirSync(join(root, 'active'))).toEqual([`${first}~worker~1~0`])
  expect(readdirSync(join(root, 'ready')).map((name) => name.split('~').slice(0, 4).join('~')).sort()).toEqual(['C-0000031~mail~2000~0', expect.stringMatching(/^C-0000032~mail~\d+~0$/)])
  expect(readdirSync(join(root, 'failed'))).toEqual([])
})
