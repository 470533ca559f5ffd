import { redisForTwoInstances, type TwoInstancesRedis } from '@/e2e/support/redis-instances'
import { connectedRedis, type RedisClient } from '@/lib/redis-client'
import { claimAcknowledgement, mailboxKey } from './acknowledgement-throttle'
import { loggedLines, quietLog } from '@/e2e/support/log-spy'

const HOUR = 60 * 60_000

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

describe('acknowledgement throttle in memory', () => {
  afterEach(() => jest.useRealTimers())

  it('at most one per mailbox per hour, whatever the letter case or +tag', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] })
    expect(await claimAcknowledgement('Asha@Builders.example')).toBe(true)
    expect(await claimAcknowledgement('asha@builders.example')).toBe(false)
    expect(await claimAcknowledgement('asha+1@builders.example')).toBe(false)
    expect(await claimAcknowledgement('ASHA+2@builders.EXAMPLE')).toBe(false)
    expect(await claimAcknowledgement('rohan@mail.example')).toBe(true)
    jest.advanceTimersByTime(HOUR + 1_000)
    expect(await claimAcknowledgement('asha+3@builders.example')).toBe(true)
  })
})

describe('acknowledgement throttle in Redis (several instances)', () => {
  let redis: TwoInstancesRedis
  let instanceA: RedisClient
  let instanceB: RedisClient
  beforeAll(async () => {
    redis = await redisForTwoInstances()
    ;({ instanceA, instanceB } = redis)
  })
  afterAll(() => redis?.stop())

  it('one per mailbox per hour across instances; the record expires in an hour', async () => {
    const claims = await Promise.all(
      ['victim+1@example.com', 'Victim+2@example.com', 'VICTIM@example.com', 'victim+contact@EXAMPLE.com'].map((address, index) =>
        claimAcknowledgement(address, index % 2 ? instanceB : instanceA),
      ),
    )
    expect(claims.filter(Boolean)).toHaveLength(1)
    expect(await claimAcknowledgement('someone-else@example.com', instanceB)).toBe(true)
    const [key] = await instanceA.keys('form-guard:acknowledged:*')
    expect(await instanceA.pTTL(key!)).toBeGreaterThan(HOUR - 60_000)
    expect(await instanceA.pTTL(key!)).toBeLessThanOrEqual(HOUR)
  })

  it('with Redis unreachable, every acknowledgement goes out (fail open), and one line says so', async () => {
    quietLog()
    const down = (await connectedRedis('redis://127.0.0.1:1'))!
    expect(await claimAcknowledgement('down+1@example.com', down)).toBe(true)
    expect(await claimAcknowledgement('down+2@example.com', down)).toBe(true)
    await down.close().catch(() => undefined)
    expect(loggedLines('redis_unavailable')).toHaveLength(1)
    jest.restoreAllMocks()
  })
})
