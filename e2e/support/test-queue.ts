import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SendMailOptions } from 'nodemailer'
import { startSmtpServer, type SmtpTestServer } from '@/scripts/local-servers/smtp-server.mjs'
import { getServerEnv, type ServerEnv } from '@/lib/env'
import { enqueueMail } from '@/lib/mail/queue/store'
import { quietLog } from './log-spy'

/** The queue tests' fixture: a fresh queue folder per test and one SMTP test server per file. */
export function setUpTestQueue() {
  const queue = {} as {
    sink: SmtpTestServer
    root: string
    env: ServerEnv
    /** The entries of a queue folder ([] when absent). */
    files: (folder: string) => string[]
    enqueue: (reference: string, extra?: Partial<SendMailOptions>, now?: number) => Promise<string>
  }
  beforeAll(async () => {
    queue.sink = await startSmtpServer()
  })
  afterAll(() => queue.sink.close())
  beforeEach(async () => {
    const root = mkdtempSync(join(tmpdir(), 'queue-unit-'))
    queue.root = root
    queue.env = getServerEnv({ NODE_ENV: 'test', SMTP_URL: queue.sink.url, MAIL_QUEUE_DIR: root } as NodeJS.ProcessEnv)
    queue.files = (folder) => (existsSync(join(root, folder)) ? readdirSync(join(root, folder)).sort() : [])
    queue.enqueue = (reference, extra = {}, now) => enqueueMail(root, { form: 'contact', reference, mail: testMail(reference, extra), now })
    queue.sink.mails.length = 0
    await queue.sink.setMode('accept')
    jest.spyOn(console, 'info').mockImplementation(() => undefined)
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    quietLog()
  })
  afterEach(() => {
    jest.restoreAllMocks()
    rmSync(queue.root, { recursive: true, force: true })
  })
  return queue
}

export const testMail = (reference: string, extra: Partial<SendMailOptions> = {}): SendMailOptions => ({
  from: 'Website <no-reply@stratum-bim.example>',
  to: 'sales@stratum-bim.example',
  subject: `Contact [${reference}]`,
  text: 'Steel connection design, 120 t.',
  messageId: `<${reference}@stratum-bim.example>`,
  headers: { 'X-Form-Reference': reference },
  ...extra,
})
