import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { visitorKey } from '@/lib/http/rate-limit'
import { buildAcknowledgement } from '@/lib/mail/acknowledgement'
import { claimAcknowledgement, claimSubmission, sweepRecords, validSubmissionId, type SubmissionClaim } from './guards'

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'queue-guards-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const HOUR = 60 * 60_000

const SECOND = 1_000
const claim = (id: string, reference: string, options: Parameters<typeof claimSubmission>[4] = {}) => claimSubmission(root, 'contact', id, reference, options)
const referenceOf = (result: SubmissionClaim) => (result.kind === 'repeat' ? result.reference : result.kind)

describe('duplicate guard', () => {
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
    expect((await claimSubmission(root, 'career', id, 'A-4444444')).kind).toBe('first')
    expect((await claim(id, 'C-5555555', { fingerprint: 'edited' })).kind).toBe('first')
    expect((await claim(id, 'C-6666666', { now: Date.now() + 25 * HOUR })).kind).toBe('first')
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

  it('a record left pending by a request that died is new after 45 s, unless the queue holds its message', async () => {
    expect((await claim('draft-crashed1', 'C-1111111')).kind).toBe('first')
    expect((await claim('draft-crashed1', 'C-2222222', { now: Date.now() + 46 * SECOND })).kind).toBe('first')

    expect((await claim('draft-crashed2', 'C-3333333')).kind).toBe('first')
    mkdirSync(join(root, 'ready'), { recursive: true })
    writeFileSync(join(root, 'ready', `C-3333333~${Date.now()}~0~${Date.now()}`), '{}')
    expect(referenceOf(await claim('draft-crashed2', 'C-4444444', { now: Date.now() + 46 * SECOND }))).toBe('C-3333333')
  })

  it('a record of the older format (the bare reference) counts only while the queue holds its message', async () => {
    const legacy = (id: string) => join(root, 'submissions', createHash('sha256').update(`contact:${id}:`).digest('hex'))
    await claim('draft-warm-up1', 'C-0000000')
    writeFileSync(legacy('draft-legacy01'), 'C-1111111')
    expect((await claim('draft-legacy01', 'C-2222222', { now: Date.now() + 46 * SECOND })).kind).toBe('first')
    writeFileSync(legacy('draft-legacy02'), 'C-3333333')
    writeFileSync(join(root, 'failed', 'C-3333333.json'), '{}')
    expect(referenceOf(await claim('draft-legacy02', 'C-4444444', { now: Date.now() + 46 * SECOND }))).toBe('C-3333333')
  })
})

describe('acknowledgements', () => {
  it('at most one per address per hour, whatever the letter case', async () => {
    expect(await claimAcknowledgement(root, 'Asha@Builders.example')).toBe(true)
    expect(await claimAcknowledgement(root, 'asha@builders.example')).toBe(false)
    expect(await claimAcknowledgement(root, 'rohan@mail.example')).toBe(true)
    expect(await claimAcknowledgement(root, 'asha@builders.example', Date.now() + HOUR + 1_000)).toBe(true)
  })

  it('carries the reference, the date and the firm contacts, and nothing the visitor typed', () => {
    const mail = buildAcknowledgement({ form: 'contact', reference: 'C-7K3Q9XZ', to: 'asha@builders.example', receivedAt: Date.UTC(2026, 10, 24, 7, 12), from: 'Website <no-reply@x.example>' })
    expect(mail.subject).toBe('We have received your enquiry [C-7K3Q9XZ]')
    expect(mail.text).toContain('Reference: C-7K3Q9XZ')
    expect(mail.text).toContain('Tue, 24 Nov 2026 07:12 UTC')
    expect(mail.text).toContain('info@stratum-bim.example')
    expect(mail.messageId).toMatch(/^<C-7K3Q9XZ-ACK@/)
    expect(Object.keys(mail).sort()).toEqual(['date', 'from', 'headers', 'html', 'messageId', 'replyTo', 'subject', 'text', 'to'])
  })

  it('the sweep removes records past their time and spam past 30 days', async () => {
    await claimAcknowledgement(root, 'old@firm.example')
    await claimSubmission(root, 'contact', 'draft-0a1b2c3d', 'C-1111111')
    const old = new Date(Date.now() - 2 * HOUR)
    for (const folder of ['acknowledged']) for (const name of readdirSync(join(root, folder))) utimesSync(join(root, folder, name), old, old)
    await sweepRecords(root)
    expect(readdirSync(join(root, 'acknowledged'))).toEqual([])
    expect(readdirSync(join(root, 'submissions'))).toHaveLength(1)
  })
})

describe('rate-limit keys', () => {
  it('IPv4 as is, IPv6 per /64, mapped IPv4 as IPv4, anything else one shared key', () => {
    expect(visitorKey('203.0.113.7')).toBe('203.0.113.7')
    expect(visitorKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(visitorKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64')
    expect(visitorKey('2001:0db8:0001:0002::9')).toBe('2001:db8:1:2::/64')
    expect(visitorKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(visitorKey('::1')).toBe('0:0:0:0::/64')
    expect(visitorKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(visitorKey(undefined)).toBe('unknown')
    expect(visitorKey('not-an-address')).toBe('unknown')
  })
})
