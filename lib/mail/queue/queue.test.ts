import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { startSmtpServer, type SmtpTestServer } from '@/e2e/support/smtp-server.mjs'
import { getServerEnv, type ServerEnv } from '@/lib/env'
import { deliverQueued, dueMessages, recoverStaleClaims, retryDelayMs, GIVE_UP_AFTER_MS } from './deliver'
import { activeName, parseReadyName } from './folders'
import { enqueueMail } from './store'
import { runQueueOnce } from './worker'

let sink: SmtpTestServer
let root: string
let env: ServerEnv

beforeAll(async () => {
  sink = await startSmtpServer()
})
afterAll(() => sink.close())
beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'queue-unit-'))
  env = getServerEnv({ NODE_ENV: 'test', SMTP_URL: sink.url, MAIL_QUEUE_DIR: root } as NodeJS.ProcessEnv)
  sink.mails.length = 0
  await sink.setMode('accept')
  jest.spyOn(console, 'info').mockImplementation(() => undefined)
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  jest.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => {
  jest.restoreAllMocks()
  rmSync(root, { recursive: true, force: true })
})

const mail = (reference: string, extra: object = {}) => ({
  from: 'Website <no-reply@stratum-bim.example>',
  to: 'sales@stratum-bim.example',
  subject: `Contact [${reference}]`,
  text: 'Steel connection design, 120 t.',
  messageId: `<${reference}@stratum-bim.example>`,
  headers: { 'X-Form-Reference': reference },
  ...extra,
})
const enqueue = (reference: string, extra: object = {}) => enqueueMail(root, { form: 'contact', reference, mail: mail(reference, extra) })
const files = (folder: string) => (existsSync(join(root, folder)) ? readdirSync(join(root, folder)) : [])

describe('the mail queue', () => {
  it('stores a message whole and owner-only in ready/, attachments as files of their own', async () => {
    const name = await enqueue('C-0000001', { attachments: [{ filename: 'cv.pdf', content: Readable.from([Buffer.from('%PDF-1.7 a CV')]) }] })
    expect(parseReadyName(name)).toMatchObject({ reference: 'C-0000001', attempts: 0 })
    expect(statSync(join(root, 'ready', name)).mode & 0o777).toBe(0o600)
    expect(readFileSync(join(root, 'attachments', 'C-0000001-0'), 'utf8')).toBe('%PDF-1.7 a CV')
    expect(statSync(join(root, 'attachments', 'C-0000001-0')).mode & 0o777).toBe(0o600)
    expect(files('tmp')).toEqual([])
  })

  it('two processes racing for one message: one claim wins, one mail is sent', async () => {
    const name = await enqueue('C-0000002')
    const outcomes = await Promise.all([deliverQueued(root, name, env), deliverQueued(root, name, env), deliverQueued(root, name, env)])
    expect(outcomes.sort()).toEqual(['delivered', 'taken', 'taken'])
    expect(sink.mails).toHaveLength(1)
    expect(sink.mails[0]!.parsed.messageId).toBe('<C-0000002@stratum-bim.example>')
    expect([...files('ready'), ...files('active')]).toEqual([])
  })

  it('a temporary failure is retried later: 30 s, doubling, at most hourly; then delivered once', async () => {
    expect([1, 2, 3, 4, 8, 20].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000])
    await sink.stop()
    const name = await enqueue('C-0000003')
    expect(await deliverQueued(root, name, env)).toBe('retry')
    const [waiting] = files('ready')
    const parsed = parseReadyName(waiting!)!
    expect(parsed.attempts).toBe(1)
    expect(parsed.nextAttemptAt - Date.now()).toBeGreaterThan(25_000)
    expect(await dueMessages(root)).toEqual([])
    expect(await dueMessages(root, Date.now() + 31_000)).toEqual([waiting])
    await sink.start()
    expect(await deliverQueued(root, waiting!, env)).toBe('delivered')
    expect(sink.mails).toHaveLength(1)
  })

  it('a permanent refusal (550) goes to failed/ with its reason, without attachments, and is not retried', async () => {
    await sink.setMode('rcpt-550')
    const name = await enqueue('C-0000004', { attachments: [{ filename: 'cv.pdf', content: Buffer.from('%PDF-') }] })
    expect(await deliverQueued(root, name, env)).toBe('failed')
    expect(files('failed')).toEqual(['C-0000004.json'])
    expect(JSON.parse(readFileSync(join(root, 'failed', 'C-0000004.json'), 'utf8')).lastError).toMatch(/550/)
    expect([...files('ready'), ...files('active'), ...files('attachments')]).toEqual([])
    expect(jest.mocked(console.error).mock.calls.flat().join('\n')).toMatch(/"event":"mail_failed","reference":"C-0000004"/)
  })

  it('still undelivered 3 days after it arrived: failed/', async () => {
    await sink.stop()
    const name = await enqueueMail(root, { form: 'contact', reference: 'C-0000005', mail: mail('C-0000005'), now: Date.now() - GIVE_UP_AFTER_MS })
    expect(await deliverQueued(root, name, env)).toBe('failed')
    expect(JSON.parse(readFileSync(join(root, 'failed', 'C-0000005.json'), 'utf8')).lastError).toMatch(/undelivered after 3 days/)
    await sink.start()
  })

  it('a claim left by a killed process is put back and delivered once; a live claim is left alone', async () => {
    const name = await enqueue('C-0000006')
    // As a process with a pid that no longer runs would have left it.
    renameSync(join(root, 'ready', name), join(root, 'active', activeName(name, Date.now()).replace(`~${process.pid}~`, '~999999999~')))
    const live = await enqueue('C-0000007')
    renameSync(join(root, 'ready', live), join(root, 'active', activeName(live, Date.now()).replace(`~${process.pid}~`, `~${process.ppid}~`)))
    expect(await recoverStaleClaims(root)).toBe(1)
    expect(await runQueueOnce(env)).toBe(1)
    expect(sink.mails.map((received) => received.parsed.messageId)).toEqual(['<C-0000006@stratum-bim.example>'])
    expect(files('active')).toHaveLength(1)
    // Past the lease a live claim counts as hung, and goes back too.
    expect(await recoverStaleClaims(root, Date.now() + 11 * 60_000)).toBe(1)
  })

  it('without SMTP_URL the queue delivers to .eml files in the outbox', async () => {
    const outbox = join(root, 'outbox')
    const outboxEnv = getServerEnv({ NODE_ENV: 'test', MAIL_OUTBOX_DIR: outbox, MAIL_QUEUE_DIR: root } as NodeJS.ProcessEnv)
    expect(await deliverQueued(root, await enqueue('C-0000008'), outboxEnv)).toBe('delivered')
    const [eml] = readdirSync(outbox)
    expect(eml).toMatch(/C-0000008\.eml$/)
    expect(readFileSync(join(outbox, eml!), 'utf8')).toContain('Message-ID: <C-0000008@stratum-bim.example>')
  })
})
