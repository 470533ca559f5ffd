/**
 * @jest-environment node
 */
// The takeoff as a job of the mail queue: stored once, read from the queue's own copy, reused by
// whoever asks next, and not tried a third time after two starts that never finished.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { removeTakeoff, takeoffFor, visitorLine } from './takeoff'
import { liveTakeoffWorkers } from '@/lib/takeoff/runner'
import { frameIfc } from '@/scripts/test-models/ifc-frames'
import { quietLog } from '@/e2e/support/log-spy'

jest.setTimeout(90_000)

let root: string
const models = [{ file: 'frame.ifc', attachment: 'B-20260101-AAAA-1' }]
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'takeoff-job-'))
  mkdirSync(join(root, 'attachments'))
  writeFileSync(join(root, 'attachments', 'B-20260101-AAAA-1'), frameIfc({ unit: 'mm' }))
  quietLog()
})
afterEach(() => {
  jest.restoreAllMocks()
  rmSync(root, { recursive: true, force: true })
})

describe('takeoffFor', () => {
  it('reads the model once, even when asked twice at once, and stores the result until removed', async () => {
    const [first, second] = await Promise.all([takeoffFor(root, 'B-20260101-AAAA', models), takeoffFor(root, 'B-20260101-AAAA', models)])
    expect(second).toBe(first)
    expect(first.models[0]).toMatchObject({ file: 'frame.ifc', status: 'read', length_unit: 'mm' })
    const stored = join(root, 'takeoffs', 'B-20260101-AAAA.json')
    expect(JSON.parse(readFileSync(stored, 'utf8'))).toEqual(first)
    expect(existsSync(join(root, 'takeoffs', 'B-20260101-AAAA.starts'))).toBe(false)

    // A later call (the delivery after a restart) takes the stored result, without a worker.
    rmSync(join(root, 'attachments', 'B-20260101-AAAA-1'))
    expect(await takeoffFor(root, 'B-20260101-AAAA', models)).toEqual(first)
    await removeTakeoff(root, 'B-20260101-AAAA', models)
    expect(existsSync(stored)).toBe(false)
    expect(liveTakeoffWorkers()).toBe(0)
  })

  it('after one start that never finished, reads again; after two, marks the model unreadable', async () => {
    mkdirSync(join(root, 'takeoffs'))
    writeFileSync(join(root, 'takeoffs', 'B-20260101-BBBB.starts'), '1')
    expect((await takeoffFor(root, 'B-20260101-BBBB', models)).models[0]!.status).toBe('read')
    writeFileSync(join(root, 'takeoffs', 'B-20260101-CCCC.starts'), '2')
    expect((await takeoffFor(root, 'B-20260101-CCCC', models)).models).toEqual([
      { file: 'frame.ifc', status: 'unreadable', reason: 'could not be read: the server restarted while reading it', seconds: 0 },
    ])
  })

  it('tells the visitor the team will read the model when the takeoff is not ready in time', async () => {
    const never = new Promise<never>(() => undefined)
    expect(await visitorLine(never, models, 50)).toBe('Our team will read frame.ifc and reply with a summary.')
    const done = takeoffFor(root, 'B-20260101-DDDD', models)
    expect(await visitorLine(done, models, 60_000)).toMatch(/^We read frame\.ifc: 5 beams, 2 columns, 1 plate, 4 bolts, 5 bars, 1 slab, 1 footing, /)
  })
})
