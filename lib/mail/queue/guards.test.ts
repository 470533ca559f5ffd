import { mkdtempSync, rmSync, utimesSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { visitorKey } from '@/lib/http/rate-limit'
import { buildAcknowledgement } from '@/lib/mail/acknowledgement'
import { claimAcknowledgement, claimSubmission, releaseSubmission, sweepRecords, validSubmissionId } from './guards'

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'queue-guards-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const HOUR = 60 * 60_000

describe('duplicate guard', () => {
  it('answers a repeated submission id with the first reference, for 24 h, per form', async () => {
    const id = 'draft-3f9a2c71'
    const racing = await Promise.all([claimSubmission(root, 'contact', id, 'C-1111111'), claimSubmission(root, 'contact', id, 'C-2222222')])
    expect(racing.filter((first) => first === null)).toHaveLength(1)
    const winner = racing[0] === null ? 'C-1111111' : 'C-2222222'
    expect(racing.find((first) => first !== null)).toBe(winner)
    expect(await claimSubmission(root, 'contact', id, 'C-3333333')).toBe(winner)
    expect(await claimSubmission(root, 'career', id, 'A-4444444')).toBeNull()
    expect(await claimSubmission(root, 'contact', id, 'C-5555555', Date.now() + 25 * HOUR)).toBeNull()
  })

  it('forgets an id whose message could not be stored; ignores ids of the wrong shape', async () => {
    expect(await claimSubmission(root, 'contact', 'draft-0a1b2c3d', 'C-1111111')).toBeNull()
    await releaseSubmission(root, 'contact', 'draft-0a1b2c3d')
    expect(await claimSubmission(root, 'contact', 'draft-0a1b2c3d', 'C-2222222')).toBeNull()
    expect(validSubmissionId('short')).toBeUndefined()
    expect(validSubmissionId('../../etc/passwd-aaaa')).toBeUndefined()
    expect(validSubmissionId('0b7e3c1e-5d2f-4c35-9e51-2f0e4b6c8a90')).toBe('0b7e3c1e-5d2f-4c35-9e51-2f0e4b6c8a90')
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
