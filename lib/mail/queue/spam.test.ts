import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expireSpam, keepSpam, SPAM_MAX_RECORDS } from './store'
import { loggedLines, quietLog } from '@/e2e/support/log-spy'

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'queue-spam-'))
})
afterEach(() => {
  jest.restoreAllMocks()
  rmSync(root, { recursive: true, force: true })
})

describe('spam/', () => {
  it(`keeps at most ${SPAM_MAX_RECORDS} honeypot hits; beyond that a new one is dropped with a log line`, async () => {
    expect(SPAM_MAX_RECORDS).toBe(1000)
    mkdirSync(join(root, 'spam'), { recursive: true })
    for (let index = 0; index < SPAM_MAX_RECORDS - 1; index += 1) writeFileSync(join(root, 'spam', `C-${index}.json`), '{}')
    await keepSpam(root, { form: 'contact', reference: 'C-LAST001', fields: { name: 'kept' } })
    expect(readdirSync(join(root, 'spam'))).toContain('C-LAST001.json')

    quietLog()
    await keepSpam(root, { form: 'contact', reference: 'C-DROP001', fields: { name: 'dropped' } })
    expect(readdirSync(join(root, 'spam'))).toHaveLength(SPAM_MAX_RECORDS)
    expect(readdirSync(join(root, 'spam'))).not.toContain('C-DROP001.json')
    expect(loggedLines('spam_dropped')).toEqual([expect.objectContaining({ level: 'warn', reference: 'C-DROP001' })])
  })

  it('the sweep deletes honeypot hits older than 30 days and keeps the others', async () => {
    await keepSpam(root, { form: 'contact', reference: 'C-OLD0001', fields: { name: 'old' } })
    await keepSpam(root, { form: 'contact', reference: 'C-NEW0001', fields: { name: 'new' } })
    const monthAgo = new Date(Date.now() - 31 * 24 * 60 * 60_000)
    utimesSync(join(root, 'spam', 'C-OLD0001.json'), monthAgo, monthAgo)
    await expireSpam(root)
    expect(readdirSync(join(root, 'spam'))).toEqual(['C-NEW0001.json'])
  })
})
