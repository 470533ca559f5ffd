import { createHash } from 'node:crypto'
import { redisForTwoInstances, type TwoInstancesRedis } from '@/e2e/support/redis-instances'
import { connectedRedis, type RedisClient } from '@/lib/redis-client'
import { claimSubmission, validSubmissionId, type SubmissionClaim } from './duplicate-guard'
import { loggedLines, quietLog } from '@/e2e/support/log-spy'

const HOUR = 60 * 60_000
const SECOND = 1_000
const claim = (id: string, reference: string, options: Parameters<typeof claimSubmission>[3] = {}) => claimSubmission('contact', id, reference, options)
const referenceOf = (result: SubmissionClaim) => (result.kind === 'repeat' ? result.reference : result.kind)
/** Moves the clock `ms` ahead for the guard's expiry (timers stay real, so waiting still works). */
const later = (ms: number) => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'] })
  jest.setSystemTime(Date.now() + ms)
}
afterEach(() => jest.useRealTimers())

describe('duplicate guard in memory (one instance, no REDIS_URL)', () => {
  it('of two requests at once one stores, the other waits and answers with its reference, for 24 h, per form and content', async () => {
    const id = 'draft-3f9a2c71'
    const racing = [claim(id, 'C-1111111'), claim(id, 'C-2222222')]
    const winner = await Promise.race(racing)
    if (winner.kind !== 'first') throw new Error('the first claim to settle is the one that stores')
    await winner.stored()
    const settled = await Promise.all(racing)
    const repeat = settled.find((result) => result !== winner)!
    expect(repeat.kind).toBe('repeat')
    expect(referenceOf(await claim(id, 'C-3333333'))).toBe(referenceOf(repeat))
    expect((await claimSubmission('career', id, 'A-4444444')).kind).toBe('first')
    expect((await claim(id, 'C-5555555', { fingerprint: 'edited' })).kind).toBe('first')
    later(25 * HOUR)
    expect((await claim(id, 'C-6666666')).kind).toBe('first')
  })

  it('a released claim (nothing stored) is new again, also for a repeat that was waiting for it; ids of the wrong shape are ignored', async () => {
    const first = await claim('draft-0a1b2c3d', 'C-1111111')
    const waiting = claim('draft-0a1b2c3d', 'C-2222222')
    if (first.kind !== 'first') throw new Error('expected the first claim')
    await first.release()
    expect((await waiting).kind).toBe('first')
    expect(validSubmissionId('short')).toBeUndefined()
    expect(validSubmissionId('../../etc/passwd-aaaa')).toBeUndefined()
    expect(validSubmissionId('0b7e3c1e-5d2f-4c35-9e51-2f0e4b6c8a90')).toBe('0b7e3c1e-5d2f-4c35-9e51-2f0e4b6c8a90')
  })

  it('a repeat waits at most a few seconds for a request still storing the same submission', async () => {
    expect((await claim('draft-busy0001', 'C-1111111')).kind).toBe('first')
    expect((await claim('draft-busy0001', 'C-2222222', { waitMs: 200 })).kind).toBe('busy')
  })

  it('a record left pending by a request that failed without releasing it is new after 45 s', async () => {
    expect((await claim('draft-crashed1', 'C-1111111')).kind).toBe('first')
    later(46 * SECOND)
    expect((await claim('draft-crashed1', 'C-2222222')).kind).toBe('first')
  })
})

describe('duplicate guard in Redis (several instances)', () => {
  let redis: TwoInstancesRedis
  let instanceA: RedisClient
  let instanceB: RedisClient
  beforeAll(async () => {
    redis = await redisForTwoInstances()
    ;({ instanceA, instanceB } = redis)
  })
  afterAll(() => redis?.stop())

  it('a double submit split between two instances is stored once; the other gets the same reference', async () => {
    const id = 'draft-split0001'
    const onA = claimSubmission('contact', id, 'C-AAAAAAA', { redis: instanceA })
    const onB = claimSubmission('contact', id, 'C-BBBBBBB', { redis: instanceB })
    const winner = await Promise.race([onA, onB])
    if (winner.kind !== 'first') throw new Error('the first claim to settle is the one that stores')
    await winner.stored()
    const settled = await Promise.all([onA, onB])
    const repeat = settled.find((result) => result !== winner)!
    expect(repeat.kind).toBe('repeat')
    const stored = referenceOf(repeat)
    expect(['C-AAAAAAA', 'C-BBBBBBB']).toContain(stored)
    // Later repeats on either instance.
    expect(referenceOf(await claimSubmission('contact', id, 'C-CCCCCCC', { redis: instanceB }))).toBe(stored)
    expect(referenceOf(await claimSubmission('contact', id, 'C-DDDDDDD', { redis: instanceA }))).toBe(stored)
    expect((await claimSubmission('contact', id, 'C-EEEEEEE', { redis: instanceA, fingerprint: 'edited' })).kind).toBe('first')
    expect(await instanceA.pTTL(`form-guard:submission:${createHash('sha256').update(`contact:${id}:`).digest('hex')}`)).toBeGreaterThan(23 * HOUR)
  })

  it('a pending claim makes the other instance wait, then busy; a released one is new; a pending record expires by itself', async () => {
    const first = await claimSubmission('contact', 'draft-pending01', 'C-1111111', { redis: instanceA })
    expect(first.kind).toBe('first')
    expect((await claimSubmission('contact', 'draft-pending01', 'C-2222222', { redis: instanceB, waitMs: 200 })).kind).toBe('busy')
    const key = `form-guard:submission:${createHash('sha256').update('contact:draft-pending01:').digest('hex')}`
    expect(await instanceA.pTTL(key)).toBeLessThanOrEqual(45 * SECOND)
    const waiting = claimSubmission('contact', 'draft-pending01', 'C-3333333', { redis: instanceB })
    if (first.kind === 'first') await first.release()
    expect((await waiting).kind).toBe('first')
  })

  it('a request slower than the pending record still marks it stored, but never over the record of another request', async () => {
    const key = `form-guard:submission:${createHash('sha256').update('contact:draft-slow0001:').digest('hex')}`
    const slow = await claimSubmission('contact', 'draft-slow0001', 'C-1111111', { redis: instanceA })
    if (slow.kind !== 'first') throw new Error('expected the first claim')
    await instanceA.del(key) // the pending record expired
    await slow.stored()
    expect(referenceOf(await claimSubmission('contact', 'draft-slow0001', 'C-2222222', { redis: instanceB }))).toBe('C-1111111')

    const overtaken = await claimSubmission('contact', 'draft-slow0002', 'C-3333333', { redis: instanceA })
    if (overtaken.kind !== 'first') throw new Error('expected the first claim')
    const otherKey = key.replace(/[0-9a-f]{64}$/, createHash('sha256').update('contact:draft-slow0002:').digest('hex'))
    await instanceA.set(otherKey, JSON.stringify({ state: 'stored', reference: 'C-4444444' }))
    await overtaken.stored()
    await overtaken.release()
    expect(JSON.parse(String(await instanceA.get(otherKey)))).toEqual({ state: 'stored', reference: 'C-4444444' })
  })

  it('with Redis unreachable, every submission is new (fail open), and one line says so', async () => {
    quietLog()
    const down = (await connectedRedis('redis://127.0.0.1:1'))!
    const first = await claimSubmission('contact', 'draft-nodown01', 'C-1111111', { redis: down })
    expect(first.kind).toBe('first')
    if (first.kind === 'first') await first.stored()
    expect((await claimSubmission('contact', 'draft-nodown01', 'C-2222222', { redis: down })).kind).toBe('first')
    await down.close().catch(() => undefined)
    expect(loggedLines('redis_unavailable')).toHaveLength(1)
    jest.restoreAllMocks()
  })
})
