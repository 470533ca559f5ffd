import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import fsp from 'node:fs/promises'
import { join } from 'node:path'
import { deliverQueued, GIVE_UP_AFTER_MS, recoverStaleClaims } from './deliver'
import { parseReadyName } from './names.mjs'
import { expireFailedAttachments, FAILED_ATTACHMENTS_KEPT_MS } from './store'
import { setUpTestQueue } from '@/e2e/support/test-queue'
import { runQueueOnce } from './worker'

// What happens to a message that cannot be delivered (docs/forms.md, "The mail queue").
const queue = setUpTestQueue()
const cv = { attachments: [{ filename: 'cv.pdf', content: Buffer.from('%PDF-1.7 the CV') }] }
const failedRecord = (reference: string) => JSON.parse(readFileSync(join(queue.root, 'failed', `${reference}~mail.json`), 'utf8'))
const retryScript = () => execFileSync(process.execPath, ['scripts/operations/mail-queue.mjs', '--retry'], { env: { ...process.env, MAIL_QUEUE_DIR: queue.root }, encoding: 'utf8' })

describe('a message the mail server refuses for good', () => {
  it('goes to failed/ at once with its attachments kept owner-only, and `--retry` sends it whole, then deletes them', async () => {
    await queue.sink.setMode('rcpt-550')
    expect(await deliverQueued(queue.root, await queue.enqueue('C-0000010', cv), queue.env)).toBe('failed')
    expect(queue.files('failed')).toEqual(['C-0000010~mail.json'])
    expect(failedRecord('C-0000010')).toMatchObject({ lastError: expect.stringMatching(/550/), attachments: [{ filename: 'cv.pdf', file: 'C-0000010-0' }] })
    expect(statSync(join(queue.root, 'attachments', 'C-0000010-0')).mode & 0o777).toBe(0o600)
    expect([...queue.files('ready'), ...queue.files('active')]).toEqual([])

    await queue.sink.setMode('accept')
    expect(retryScript()).toMatch(/1 message\(s\) due now/)
    expect(await runQueueOnce(queue.env)).toBe(1)
    expect(queue.sink.mails).toHaveLength(1)
    expect(Buffer.from(queue.sink.mails[0]!.parsed.attachments[0]!.content as ArrayBuffer).toString()).toBe('%PDF-1.7 the CV')
    expect([...queue.files('failed'), ...queue.files('ready'), ...queue.files('attachments')]).toEqual([])
  })

  it('given up after 3 days: failed/ with its attachments too', async () => {
    await queue.sink.stop()
    try {
      const name = await queue.enqueue('C-0000011', cv, Date.now() - GIVE_UP_AFTER_MS)
      expect(await deliverQueued(queue.root, name, queue.env)).toBe('failed')
    } finally {
      await queue.sink.start()
    }
    expect(failedRecord('C-0000011')).toMatchObject({ lastError: expect.stringMatching(/undelivered after 3 days/), attachments: [{ file: 'C-0000011-0' }] })
    expect(queue.files('attachments')).toEqual(['C-0000011-0'])
  })

  it("a failed message's attachments are deleted after 30 days; its record stays, saying so", async () => {
    await queue.sink.setMode('rcpt-550')
    await deliverQueued(queue.root, await queue.enqueue('C-0000012', cv), queue.env)
    await expireFailedAttachments(queue.root, Date.now() + FAILED_ATTACHMENTS_KEPT_MS - 60_000)
    expect(queue.files('attachments')).toEqual(['C-0000012-0'])
    await expireFailedAttachments(queue.root, Date.now() + FAILED_ATTACHMENTS_KEPT_MS + 60_000)
    expect(queue.files('attachments')).toEqual([])
    expect(failedRecord('C-0000012')).toMatchObject({ attachments: [], lastError: expect.stringMatching(/550.*attachments deleted after 30 days/) })
  })
})

describe('a queue file that cannot be read', () => {
  it('a read error (EMFILE) puts the message back in ready/ with a backoff', async () => {
    const name = await queue.enqueue('C-0000013')
    jest.spyOn(fsp, 'readFile').mockImplementationOnce(() => Promise.reject(Object.assign(new Error('too many open files'), { code: 'EMFILE' })))
    expect(await deliverQueued(queue.root, name, queue.env)).toBe('retry')
    const [waiting] = queue.files('ready')
    expect(parseReadyName(waiting!)).toMatchObject({ reference: 'C-0000013', attempts: 1 })
    expect(queue.files('failed')).toEqual([])
  })

  it('not JSON, or another format version: failed/ as it was', async () => {
    for (const [reference, content] of [['C-0000014', '{"version":1,"refer'], ['C-0000015', '{"version":2,"reference":"C-0000015"}']] as const) {
      const name = await queue.enqueue(reference)
      writeFileSync(join(queue.root, 'ready', name), content)
      expect(await deliverQueued(queue.root, name, queue.env)).toBe('failed')
      expect(readFileSync(join(queue.root, 'failed', `${reference}~mail.unreadable`), 'utf8')).toBe(content)
    }
  })
})

describe('clean-up order', () => {
  it('after delivery the claim goes first and the attachments last; a failure is recorded before anything is deleted', async () => {
    const removed: string[] = []
    const rm = fsp.rm
    jest.spyOn(fsp, 'rm').mockImplementation(async (path, options) => {
      removed.push(`${String(path).replace(`${queue.root}/`, '').split('/')[0]}${existsSync(join(queue.root, 'failed', 'C-0000017~mail.json')) ? ' (failed recorded)' : ''}`)
      return rm(path, options)
    })
    expect(await deliverQueued(queue.root, await queue.enqueue('C-0000016', cv), queue.env)).toBe('delivered')
    expect(removed).toEqual(['active', 'attachments'])
    removed.length = 0
    await queue.sink.setMode('rcpt-550')
    expect(await deliverQueued(queue.root, await queue.enqueue('C-0000017', cv), queue.env)).toBe('failed')
    expect(removed).toEqual(['active (failed recorded)'])
  })

  it('a throw while failing a message leaves no claim this process thinks it still holds', async () => {
    await queue.sink.setMode('rcpt-550')
    const name = await queue.enqueue('C-0000018')
    rmSync(join(queue.root, 'failed'), { recursive: true })
    writeFileSync(join(queue.root, 'failed'), 'not a folder')
    await expect(deliverQueued(queue.root, name, queue.env)).rejects.toThrow()
    expect(queue.files('active')).toHaveLength(1)
    expect(await recoverStaleClaims(queue.root)).toBe(1)
    expect(queue.files('ready')).toEqual([name])
  })
})
