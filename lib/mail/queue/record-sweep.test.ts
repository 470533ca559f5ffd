import { mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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
    await claimSubmission(root, 'contact', 'draft-0a1b2c3d', 'C-1111111')
    const [old] = readdirSync(join(root, 'submissions'))
    await claimSubmission(root, 'contact', 'draft-4e5f6a7b', 'C-2222222')
    const dayAgo = new Date(Date.now() - 25 * HOUR)
    utimesSync(join(root, 'submissions', old!), dayAgo, dayAgo)
    await sweepRecords(root)
    expect(readdirSync(join(root, 'submissions'))).toHaveLength(1)
    expect(readdirSync(join(root, 'submissions'))).not.toContain(old)
  })
})
