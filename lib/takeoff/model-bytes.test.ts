/**
 * @jest-environment node
 */
// The one reader of an upload's .ifc bytes, with both hosts' inflaters: zlib (the server) and
// DecompressionStream (the buyer's browser; Node has it too).
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { constants, deflateRawSync } from 'node:zlib'
import { zip } from '@/e2e/fixtures/forms'
import { HOSTILE_MODELS } from '@/scripts/test-models/hostile-models'
import { frameIfc } from '@/scripts/test-models/ifc-frames'
import { InflateLimitError, inflateRawInBrowser, modelBytes } from './model-bytes.mjs'
import { inflateRawInNode } from './runner'
import { TAKEOFF_LIMITS } from './limits.mjs'

const FRAME = Buffer.from(frameIfc({ schema: 'IFC4', unit: 'mm' }))
const INFLATERS = [
  ['zlib (server)', inflateRawInNode],
  ['DecompressionStream (browser)', inflateRawInBrowser],
] as const

/** Raw deflate of `pieces` × 16 MiB of zeros (16 KB each), built without compressing it all. */
function deflatedZeros(pieces: number): Buffer {
  // A full flush ends each piece on a byte, with no reference back: the pieces concatenate.
  const piece = deflateRawSync(Buffer.alloc(16 * 1024 * 1024), { finishFlush: constants.Z_FULL_FLUSH })
  return Buffer.concat([...Array.from({ length: pieces }, () => piece), deflateRawSync(Buffer.alloc(0))])
}

/** An .ifczip with its entry's compression method changed in both headers. */
function withMethod(content: Buffer, method: number): Buffer {
  const copy = Buffer.from(content)
  copy.writeUInt16LE(method, 8)
  const central = copy.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]))
  copy.writeUInt16LE(method, central + 10)
  return copy
}

describe.each(INFLATERS)('modelBytes with %s', (_host, inflateRaw) => {
  const read = (bytes: Uint8Array, maxInflatedBytes = TAKEOFF_LIMITS.maxInflatedBytes) => modelBytes(bytes, { maxInflatedBytes }, inflateRaw)

  it('passes an .ifc through as it is', async () => {
    const bytes = new Uint8Array(FRAME)
    expect(await read(bytes)).toBe(bytes)
  })

  it('gives the .ifc inside an .ifczip, deflated or stored', async () => {
    expect(Buffer.from((await read(zip([{ name: 'frame.ifc', content: FRAME }]))) as Uint8Array).equals(FRAME)).toBe(true)
    expect(Buffer.from((await read(zip([{ name: 'Frame.IFC', content: FRAME, store: true }]))) as Uint8Array).equals(FRAME)).toBe(true)
  })

  it('reads a zip held in a view on a larger buffer', async () => {
    const archive = zip([{ name: 'frame.ifc', content: FRAME }])
    const padded = new Uint8Array(archive.length + 20)
    padded.set(archive, 7)
    expect(Buffer.from((await read(padded.subarray(7, 7 + archive.length))) as Uint8Array).equals(FRAME)).toBe(true)
  })

  it('refuses the zip bomb of the hostile corpus (60 MB declared as 1 MB) at the cap', async () => {
    const bomb = HOSTILE_MODELS.find((model) => model.name.startsWith('a zip bomb'))
    expect(bomb).toBeDefined()
    const answer = await read(bomb!.bytes())
    expect(answer).toEqual({ code: 'zip_too_large', reason: expect.stringMatching(bomb!.reason) as string })
    expect(TAKEOFF_LIMITS.maxInflatedBytes).toBe(50 * 1024 * 1024)
  })

  it('allows an entry of exactly the cap, and refuses one byte more', async () => {
    const archive = zip([{ name: 'frame.ifc', content: FRAME }])
    expect(Buffer.from((await read(archive, FRAME.length)) as Uint8Array).equals(FRAME)).toBe(true)
    expect(await read(archive, FRAME.length - 1)).toMatchObject({ code: 'zip_too_large' })
    expect(await read(zip([{ name: 'frame.ifc', content: FRAME, store: true }]), FRAME.length - 1)).toMatchObject({ code: 'zip_too_large' })
  })

  it('gives the same refusal codes as the server always has', async () => {
    expect(await read(zip([{ name: 'frame.ifc', content: FRAME }], { zip64Marker: true }))).toMatchObject({ code: 'zip_invalid' })
    expect(await read(zip([{ name: 'frame.ifc', content: FRAME }], { dropEndRecord: true }))).toMatchObject({ code: 'zip_invalid' })
    expect(await read(zip([{ name: 'a.ifc', content: FRAME }, { name: 'b.ifc', content: FRAME }]))).toMatchObject({ code: 'zip_entries', reason: expect.stringContaining('holds 2 files') as string })
    expect(await read(zip([{ name: 'frame.txt', content: FRAME }]))).toMatchObject({ code: 'zip_entries' })
    expect(await read(withMethod(zip([{ name: 'frame.ifc', content: FRAME }]), 12))).toMatchObject({ code: 'zip_method' })

    // Deflate data that is not deflate: the inflater's own error, not a limit.
    const garbled = zip([{ name: 'frame.ifc', content: FRAME }])
    garbled.fill(0xff, 30 + 'frame.ifc'.length, 30 + 'frame.ifc'.length + 8)
    expect(await read(garbled)).toMatchObject({ code: 'zip_damaged' })

    // A directory pointing at no local header.
    const moved = zip([{ name: 'frame.ifc', content: FRAME }])
    moved.writeUInt32LE(5, moved.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 42)
    expect(await read(moved)).toMatchObject({ code: 'zip_damaged' })
  })
})

describe('inflateRawInBrowser', () => {
  it('inflates what zlib inflates, to the byte', async () => {
    const content = Buffer.from(FRAME.toString('latin1').repeat(40), 'latin1')
    const deflated = deflateRawSync(content)
    const [browser, node] = await Promise.all([inflateRawInBrowser(deflated, content.length), inflateRawInNode(deflated, content.length)])
    expect(Buffer.from(browser).equals(content)).toBe(true)
    expect(Buffer.from(node).equals(content)).toBe(true)
  })

  it(
    'stops a 16 GiB bomb soon after the cap, without inflating it whole',
    async () => {
      const bomb = deflatedZeros(1024)
      expect(bomb.length).toBeLessThan(20 * 1024 * 1024)
      const startedAt = performance.now()
      await expect(inflateRawInBrowser(bomb, 1024 * 1024)).rejects.toBeInstanceOf(InflateLimitError)
      // Inflating 16 GiB takes tens of seconds and more memory than the process has. Node's
      // DecompressionStream holds back within one input chunk anyway; Chrome's inflates a chunk
      // whole (fed at once, this bomb crashes the tab): e2e/model-bytes.desktop.spec.ts.
      expect(performance.now() - startedAt).toBeLessThan(3_000)
      await expect(inflateRawInNode(bomb, 1024 * 1024)).rejects.toBeInstanceOf(InflateLimitError)
    },
    30_000,
  )

  it('rejects data that is not raw deflate with an error that is not a limit', async () => {
    const error = await inflateRawInBrowser(new Uint8Array([0xff, 0xff, 0xff, 0xff]), 1024).then(
      () => null,
      (reason: unknown) => reason,
    )
    expect(error).toHaveProperty('message', expect.any(String))
    expect(error).not.toBeInstanceOf(InflateLimitError)
  })
})

describe('the modules a browser bundle takes', () => {
  it('import nothing of Node, all the way down', () => {
    const seen = new Set<string>()
    const visit = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      const source = readFileSync(file, 'utf8')
      for (const [, specifier = ''] of source.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]/gm)) {
        expect(`${file}: ${specifier}`).not.toMatch(/: (node:|fs$|path$|zlib$|crypto$|worker_threads$)/)
        if (!specifier.startsWith('.')) throw new Error(`${file} imports the package ${specifier}`)
        const base = resolve(dirname(file), specifier)
        visit([base, `${base}.ts`].find((candidate) => /\.(ts|mjs)$/.test(candidate) && existsSync(candidate)) ?? base)
      }
    }
    visit(join(__dirname, 'model-bytes.mjs'))
    expect([...seen].map((file) => file.slice(join(__dirname, '..', '..').length + 1)).sort()).toEqual([
      'lib/takeoff/model-bytes.mjs',
      'lib/takeoff/unreadable.mjs',
      'lib/zip-directory.ts',
    ])
  })
})
