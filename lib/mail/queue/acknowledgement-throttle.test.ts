import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startRedisOnSparePort, type RedisProcess } from '@/e2e/support/redis-server'
import { redisClient, type RedisClient } from '@/lib/redis-client'
import { claimAcknowledgement, mailboxKey } from './acknowledgement-throttle'

const HOUR = 60 * 60_000

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'queue-ack-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('mailbox key', () => {
  it('folds the case and drops a +tag of the local part, nothing else', () => {
    expect(mailboxKey('Victim@Example.com')).toBe('victim@example.com')
    expect(mailboxKey('victim+1@example.com')).toBe('victim@example.com')
    expect(mailboxKey(' VICTIM+Newsletter+2@EXAMPLE.COM ')).toBe('victim@example.com')
    expect(mailboxKey('first.last@example.com')).toBe('first.last@example.com')
    // A local part that starts with + is an address of its own, not a tag.
    expect(mailboxKey('+1@example.com')).toBe('+1@example.com')
    expect(mailboxKey('victim@sub+domain.example')).toBe('victim@sub+domain.example')
  })
})

describe('acknowledgement throttle in the queue folder', () => {
  it('at most one per mailbox per hour, whatever the letter case or +tag', async () => {
    expect(await claimAcknowledgement(root, 'Asha@Builders.example')).toBe(true)
    expect(await claimAcknowledgement(root, 'asha@builders.example')).toBe(false)
    expect(await claimAcknowledgement(root, 'asha+1@builders.example')).toBe(false)
    expect(await claimAcknowledgement(root, 'ASHA+2@builders.EXAMPLE')).toBe(false)
    expect(await claimAcknowledgement(root, 'rohan@mail.example')).toBe(true)
    expect(await claimAcknowledgement(root, 'asha+3@builders.example', { now: Date.now() + HOUR + 1_000 })).toBe(true)
  })
})

describe('acknowledgement throttle in Redis (several instances)', () => {
  let redis: RedisProcess
  let instanceA: RedisClient
  let instanceB: RedisClient
  beforeAll(async () => {
    redis = await startRedisOnSparePort()
    instanceA = redisClient(redis.url)
    instanceB = redisClient(`${redis.url}/0`)
    await Promise.all([instanceA, instanceB].map((client) => new Promise((resolve) => (client.isReady ? resolve(undefined) : client.once('ready', resolve)))))
  })
  afterAll(async () => {
    await Promise.all([instanceA?.close(), instanceB?.close()])
    await redis?.stop()
  })

  it('one per mailbox per hour across instances with folders of their own; the record expires in an hour', async () => {
    const otherRoot = mkdtempSync(join(tmpdir(), 'queue-ack-b-'))
    try {
      const claims = await Promise.all(
        ['victim+1@example.com', 'Victim+2@example.com', 'VICTIM@example.com', 'victim+contact@EXAMPLE.com'].map((address, index) =>
          claimAcknowledgement(index % 2 ? otherRoot : root, address, { redis: index % 2 ? instanceB : instanceA }),
        ),
      )
      expect(claims.filter(Boolean)).toHaveLength(1)
      expect(await claimAcknowledgement(otherRoot, 'someone-else@example.com', { redis: instanceB })).toBe(true)
      const [key] = await instanceA.keys('form-guard:acknowledged:*')
      expect(await instanceA.pTTL(key!)).toBeGreaterThan(HOUR - 60_000)
      expect(await instanceA.pTTL(key!)).toBeLessThanOrEqual(HOUR)
    } finally {
      rmSync(otherRoot, { recursive: true, force: true })
    }
  })

  it('with Redis unreachable, the queue folder decides', async () => {
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const down = redisClient('redis://127.0.0.1:1')
    down.on('error', () => undefined)
    expect(await claimAcknowledgement(root, 'down+1@example.com', { redis: down })).toBe(true)
    expect(await claimAcknowledgement(root, 'down+2@example.com', { redis: down })).toBe(false)
    await down.close().catch(() => undefined)
    expect(warned).toHaveBeenCalledWith(expect.stringMatching(/Redis unavailable/))
    warned.mockRestore()
  })
})
