import { mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { claimAcknowledgement } from './acknowledgement-throttle'
import { claimSubmission } from './duplicate-guard'
import { sweepRecords } from './record-sweep'

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'queue-sweep-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const HOUR = 60 * 60_000

describe('record sweep', () => {
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
