/**
 * @jest-environment node
 */
// The takeoff as a job of the mail queue: stored once, read from the queue's own copy, reused by
// whoever asks next, and not tried a third time after two starts that never finished.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { LEAD_MAX_BYTES, leadTakeoff, removeTakeoff, takeoffFor, visitorLine } from './queue-job'
import type { ModelTakeoff } from './types'
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
      { file: 'frame.ifc', status: 'unreadable', code: 'restarted', reason: 'could not be read: the server restarted while reading it', seconds: 0 },
    ])
  })

  it('tells the visitor the team will read the model when the takeoff is not ready in time', async () => {
    const never = new Promise<never>(() => undefined)
    expect(await visitorLine(never, models, 50)).toBe('Our team will read frame.ifc and reply with a summary.')
    const done = takeoffFor(root, 'B-20260101-DDDD', models)
    expect(await visitorLine(done, models, 60_000)).toMatch(/^We read frame\.ifc: 5 beams, 2 columns, 1 plate, 4 bolts, 5 bars, 1 slab, 1 footing, /)
  })
})

describe('the takeoff a lead webhook carries', () => {
  const payload = { type: 'lead.brief' as const, timestamp: '2026-11-28T03:51:07.798Z', data: { reference: 'B-20260101-EEEE', receivedAt: '2026-11-28T03:51:07.798Z' } }
  const read = (file: string, rows: number): ModelTakeoff => ({
    file,
    status: 'read',
    code: null,
    reason: null,
    seconds: 1.2,
    schema: 'IFC4',
    application: 'Tekla Structures 2025',
    length_unit: 'mm',
    units: { length: 'mm', area: 'm2', volume: 'm3', mass: 'kg', plane_angle: 'deg' },
    storeys: [],
    counts: { IfcBeam: rows },
    findings: [{ code: 'no_connections', text: `${rows} members, no plates or bolts: connections are not modelled` }],
    steel: {
      members: Array.from({ length: rows }, (_, index) => ({ profile: `UB ${index}x178x60`, grade: 'S355', count: 1, length_m: 6, mass_kg: 360, source: 'profile' as const, basis: 'gross' as const, net_mass_kg: null, coating_m2: 8.6, coating_m2_per_t: 23.9 })),
      plates: { count: 0, mass_kg: 0, by_thickness: [] },
      mass_kg: rows * 360,
      coating_m2: rows * 8.6,
    },
    bolts: [],
    studs: [],
    rebar: [],
    concrete: [],
    concrete_m3: 0,
    drivers: { assemblies: 0, distinct_marks: null, heaviest_piece_kg: 360, longest_piece_m: 6 },
    totals: { steel_t: rows * 0.36, steel_kg: rows * 360, rebar_t: 0, rebar_kg: 0, concrete_m3: 0 },
  })

  it('is the whole takeoff while the body stays under 20 kB', () => {
    const takeoff = { reference: 'B-20260101-EEEE', models: [read('frame.ifc', 20)] }
    expect(leadTakeoff(payload, takeoff)).toBe(takeoff)
  })

  it("past 20 kB: each model's status, application, totals and findings (or its code and reason), marked shortened; the body under 20 kB", () => {
    const unreadable: ModelTakeoff = { file: 'broken.ifc', status: 'unreadable', code: 'not_ifc', reason: 'could not be read: it is not an IFC file (no ISO-10303-21 header)', seconds: 0 }
    const takeoff = { reference: 'B-20260101-EEEE', models: [read('frame.ifc', 400), read('hall.ifc', 400), unreadable] }
    expect(JSON.stringify({ ...payload, data: { ...payload.data, takeoff } }).length).toBeGreaterThan(LEAD_MAX_BYTES)
    const shortened = leadTakeoff(payload, takeoff)
    const totals = { steel_t: 144, steel_kg: 144_000, rebar_t: 0, rebar_kg: 0, concrete_m3: 0 }
    const findings = [{ code: 'no_connections', text: '400 members, no plates or bolts: connections are not modelled' }]
    expect(shortened).toEqual({
      reference: 'B-20260101-EEEE',
      shortened: true,
      models: [
        { file: 'frame.ifc', status: 'read', application: 'Tekla Structures 2025', totals, findings, shortened: true },
        { file: 'hall.ifc', status: 'read', application: 'Tekla Structures 2025', totals, findings, shortened: true },
        { file: 'broken.ifc', status: 'unreadable', code: 'not_ifc', reason: unreadable.reason, shortened: true },
      ],
    })
    expect(Buffer.byteLength(JSON.stringify({ ...payload, data: { ...payload.data, takeoff: shortened } }))).toBeLessThan(LEAD_MAX_BYTES)
  })
})
