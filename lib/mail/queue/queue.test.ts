import { readdirSync, readFileSync, renameSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { getServerEnv } from '@/lib/env'
import { deliverQueued, dueMessages, recoverStaleClaims, GIVE_UP_AFTER_MS } from './deliver'
import { backoffMs } from './jobs'
import { activeName, parseReadyName } from './names.mjs'
import { setUpTestQueue } from '@/e2e/support/test-queue'
import { runQueueOnce } from './worker'
import { loggedLines } from '@/e2e/support/log-spy'

const queue = setUpTestQueue()

describe('the mail queue', () => {
  it('stores a message whole and owner-only in ready/, attachments as files of their own', async () => {
    const name = await queue.enqueue('C-0000001', { attachments: [{ filename: 'cv.pdf', content: Buffer.from('%PDF-1.7 a CV') }] })
    expect(parseReadyName(name)).toMatchObject({ reference: 'C-0000001', attempts: 0 })
    expect(statSync(join(queue.root, 'ready', name)).mode & 0o777).toBe(0o600)
    expect(readFileSync(join(queue.root, 'attachments', 'C-0000001-0'), 'utf8')).toBe('%PDF-1.7 a CV')
    expect(statSync(join(queue.root, 'attachments', 'C-0000001-0')).mode & 0o777).toBe(0o600)
    expect(queue.files('tmp')).toEqual([])
  })

  it('two processes racing for one message: one claim wins, one mail is sent', async () => {
    const name = await queue.enqueue('C-0000002')
    const outcomes = await Promise.all([deliverQueued(queue.root, name, queue.env), deliverQueued(queue.root, name, queue.env), deliverQueued(queue.root, name, queue.env)])
    expect(outcomes.sort()).toEqual(['delivered', 'taken', 'taken'])
    expect(queue.sink.mails).toHaveLength(1)
    expect(queue.sink.mails[0]!.parsed.messageId).toBe('<C-0000002@stratum-bim.example>')
    expect([...queue.files('ready'), ...queue.files('active')]).toEqual([])
  })

  it('a temporary failure is retried later: 30 s, doubling, at most hourly; then delivered once', async () => {
    expect([1, 2, 3, 4, 8, 20].map((attempts) => backoffMs(attempts))).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000])
    // MAIL_QUEUE_RETRY_SECONDS=5: 5 s, doubling, still at most hourly.
    expect([1, 2, 3, 20].map((attempts) => backoffMs(attempts, 5_000))).toEqual([5_000, 10_000, 20_000, 3_600_000])
    await queue.sink.stop()
    const name = await queue.enqueue('C-0000003')
    expect(await deliverQueued(queue.root, name, queue.env)).toBe('retry')
    const [waiting] = queue.files('ready')
    const parsed = parseReadyName(waiting!)!
    expect(parsed.attempts).toBe(1)
    expect(parsed.nextAttemptAt - Date.now()).toBeGreaterThan(25_000)
    expect(await dueMessages(queue.root)).toEqual([])
    expect(await dueMessages(queue.root, Date.now() + 31_000)).toEqual([waiting])
    await queue.sink.start()
    expect(await deliverQueued(queue.root, waiting!, queue.env)).toBe('delivered')
    expect(queue.sink.mails).toHaveLength(1)
  })

  it('a permanent refusal (550) goes to failed/ with its reason, and is not retried', async () => {
    await queue.sink.setMode('rcpt-550')
    const name = await queue.enqueue('C-0000004')
    expect(await deliverQueued(queue.root, name, queue.env)).toBe('failed')
    expect(queue.files('failed')).toEqual(['C-0000004~mail.json'])
    expect(JSON.parse(readFileSync(join(queue.root, 'failed', 'C-0000004~mail.json'), 'utf8')).lastError).toMatch(/550/)
    expect([...queue.files('ready'), ...queue.files('active')]).toEqual([])
    expect(loggedLines('mail_failed')).toEqual([expect.objectContaining({ level: 'error', reference: 'C-0000004', reason: 'EENVELOPE/550' })])
  })

  it('still undelivered 3 days after it arrived: failed/', async () => {
    await queue.sink.stop()
    const name = await queue.enqueue('C-0000005', {}, Date.now() - GIVE_UP_AFTER_MS)
    expect(await deliverQueued(queue.root, name, queue.env)).toBe('failed')
    expect(JSON.parse(readFileSync(join(queue.root, 'failed', 'C-0000005~mail.json'), 'utf8')).lastError).toMatch(/undelivered after 3 days/)
    await queue.sink.start()
  })

  it('a claim left by a killed process is put back and delivered once; a live claim is left alone', async () => {
    const name = await queue.enqueue('C-0000006')
    // As a process with a pid that no longer runs would have left it.
    renameSync(join(queue.root, 'ready', name), join(queue.root, 'active', activeName(name, Date.now()).replace(`~${process.pid}~`, '~999999999~')))
    const live = await queue.enqueue('C-0000007')
    renameSync(join(queue.root, 'ready', live), join(queue.root, 'active', activeName(live, Date.now()).replace(`~${process.pid}~`, `~${process.ppid}~`)))
    expect(await recoverStaleClaims(queue.root)).toBe(1)
    expect(await runQueueOnce(queue.env)).toBe(1)
    expect(queue.sink.mails.map((received) => received.parsed.messageId)).toEqual(['<C-0000006@stratum-bim.example>'])
    expect(queue.files('active')).toHaveLength(1)
    // Past the lease a live claim counts as hung, and goes back too.
    expect(await recoverStaleClaims(queue.root, Date.now() + 11 * 60_000)).toBe(1)
  })

  it('without SMTP_URL the queue delivers to .eml files in the outbox', async () => {
    const outbox = join(queue.root, 'outbox')
    const outboxEnv = getServerEnv({ NODE_ENV: 'test', MAIL_OUTBOX_DIR: outbox, MAIL_QUEUE_DIR: queue.root } as NodeJS.ProcessEnv)
    expect(await deliverQueued(queue.root, await queue.enqueue('C-0000008'), outboxEnv)).toBe('delivered')
    const [eml] = readdirSync(outbox)
    expect(eml).toMatch(/C-0000008\.eml$/)
    expect(readFileSync(join(outbox, eml!), 'utf8')).toContain('Message-ID: <C-0000008@stratum-bim.example>')
  })
})
