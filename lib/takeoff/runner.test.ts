/**
 * @jest-environment node
 */
// The runner with real worker threads and web-ifc: a good file is read, and every file of the
// hostile corpus (scripts/test-models/hostile-models.ts) ends "unreadable" within the limits, with its worker gone.
import { zip } from '@/e2e/fixtures/forms'
import { TAKEOFF_LIMITS, liveTakeoffWorkers, takeoffOfFile } from './runner'
import { generatedFrame } from '@/scripts/test-models/generated-frame.mjs'
import { HOSTILE_MODELS } from '@/scripts/test-models/hostile-models'
import { frameIfc } from '@/scripts/test-models/ifc-frames'

const FRAME = frameIfc({ schema: 'IFC4', unit: 'mm' })
// Slow machines are up to three times slower: each file may take its 20 s and a worker's start.
const PER_FILE_MS = 3 * (TAKEOFF_LIMITS.wallMs + 5_000)

const text = (value: string) => new TextEncoder().encode(value)

describe('takeoffOfFile', () => {
  it(
    'reads a model in a worker, and the worker is gone when the answer comes',
    async () => {
      const result = await takeoffOfFile('frame.ifc', text(FRAME))
      expect(result).toMatchObject({ file: 'frame.ifc', status: 'read', reason: null, schema: 'IFC4', length_unit: 'mm' })
      expect(result.seconds).toBeLessThan(TAKEOFF_LIMITS.wallMs / 1000)
      expect(liveTakeoffWorkers()).toBe(0)
    },
    PER_FILE_MS,
  )

  it(
    'reads the one .ifc inside an .ifczip',
    async () => {
      const result = await takeoffOfFile('frame.ifczip', new Uint8Array(zip([{ name: 'frame.ifc', content: Buffer.from(FRAME) }])))
      const direct = await takeoffOfFile('frame.ifc', text(FRAME))
      expect(result).toEqual({ ...direct, file: 'frame.ifczip', seconds: result.seconds })
    },
    2 * PER_FILE_MS,
  )

  it.each(HOSTILE_MODELS)(
    'ends "unreadable" for $name, with its worker gone',
    async ({ file, bytes, reason }) => {
      const result = await takeoffOfFile(file, bytes())
      expect(result.status).toBe('unreadable')
      expect(result.reason).toMatch(/^could not be read: /)
      expect(result.reason).toMatch(reason)
      expect(result.seconds).toBeLessThan(TAKEOFF_LIMITS.wallMs / 1000 + 5)
      expect(liveTakeoffWorkers()).toBe(0)
    },
    PER_FILE_MS,
  )

  const bench = generatedFrame(2_000)

  it(
    'stops a file at the wall clock, terminating its worker',
    async () => {
      const result = await takeoffOfFile('slow.ifc', text(bench), { ...TAKEOFF_LIMITS, wallMs: 300 })
      expect(result).toMatchObject({ status: 'unreadable', reason: 'could not be read: it took longer than 0.3 s' })
      expect(result.seconds).toBeLessThan(5)
      expect(liveTakeoffWorkers()).toBe(0)
    },
    PER_FILE_MS,
  )

  it(
    'stops web-ifc at the WebAssembly memory cap',
    async () => {
      const result = await takeoffOfFile('big.ifc', text(bench), { ...TAKEOFF_LIMITS, wasmMaxBytes: 18 * 1024 * 1024 })
      expect(result).toMatchObject({ status: 'unreadable', reason: 'could not be read: it needed more than 18 MB of memory' })
      expect(liveTakeoffWorkers()).toBe(0)
    },
    PER_FILE_MS,
  )

  it(
    'reads one file at a time, and past three waiting says the server was busy',
    async () => {
      const limits = { ...TAKEOFF_LIMITS, maxWaiting: 3 }
      const results = await Promise.all([1, 2, 3, 4, 5].map((index) => takeoffOfFile(`frame-${index}.ifc`, text(FRAME), limits)))
      expect(results.map((result) => result.status)).toEqual(['read', 'read', 'read', 'read', 'unreadable'])
      expect(results[4]).toMatchObject({ code: 'busy' })
      expect(liveTakeoffWorkers()).toBe(0)
    },
    5 * PER_FILE_MS,
  )
})
