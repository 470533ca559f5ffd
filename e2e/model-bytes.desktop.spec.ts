// The reader of an upload's .ifc bytes (lib/takeoff/model-bytes.mjs) as the buyer's browser runs
// it: the module and what it imports, served as they are (the TypeScript one only stripped of its
// types) under the brief's own policy, with the browser's DecompressionStream as its inflater.
// Width-independent: desktop only.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { constants, deflateRawSync } from 'node:zlib'
import ts from 'typescript'
import { TAKEOFF_LIMITS } from '../lib/takeoff/limits.mjs'
import { zip } from './fixtures/forms'
import { HOSTILE_MODELS } from '../scripts/test-models/hostile-models'
import { frameIfc } from '../scripts/test-models/ifc-frames'
import { expect, test } from './support/test'

const LIB = join(__dirname, '..', 'lib')
const FRAME = Buffer.from(frameIfc({ schema: 'IFC4', unit: 'mm' }))
const BOMB = HOSTILE_MODELS.find((model) => model.name.startsWith('a zip bomb'))

/** What the browser gets for /__reader/<path>: the module's own text, a .ts file's without its types. */
function moduleSource(path: string): string {
  // A module script of our origin, as the policy allows: it hands the module to the test.
  if (path === 'boot.mjs') return "import * as reader from './takeoff/model-bytes.mjs'\nwindow.__reader = reader\n"
  if (path.endsWith('.mjs')) return readFileSync(join(LIB, path), 'utf8')
  const source = readFileSync(join(LIB, `${path}.ts`), 'utf8')
  return ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText
}

/** 16 GiB of zeros as raw deflate (16 MB), from one flushed 16 MiB piece repeated. */
function sixteenGibOfZeros(): Buffer {
  const piece = deflateRawSync(Buffer.alloc(16 * 1024 * 1024), { finishFlush: constants.Z_FULL_FLUSH })
  return Buffer.concat([...Array.from({ length: 1024 }, () => piece), deflateRawSync(Buffer.alloc(0))])
}

test.beforeEach(async ({ page }) => {
  const files: Record<string, Buffer> = {
    'frame.ifczip': zip([{ name: 'frame.ifc', content: FRAME }]),
    'bomb.ifczip': Buffer.from(BOMB!.bytes()),
    'zeros.deflate': sixteenGibOfZeros(),
  }
  await page.route('**/__reader/**', async (route) => {
    const path = new URL(route.request().url()).pathname.replace(/^\/__reader\//, '')
    if (files[path]) return route.fulfill({ body: files[path], contentType: 'application/octet-stream' })
    await route.fulfill({ body: moduleSource(path), contentType: 'text/javascript' })
  })
  await page.goto('/start-a-project')
  await page.addScriptTag({ url: '/__reader/boot.mjs', type: 'module' })
  await page.waitForFunction(() => '__reader' in window)
})

type Reader = typeof import('../lib/takeoff/model-bytes.mjs')
declare global {
  interface Window {
    __reader?: Reader
  }
}

test('the browser reads an .ifczip with the same module and refuses the corpus’s zip bomb at the cap', async ({ page }) => {
  const answers = await page.evaluate(async (maxInflatedBytes) => {
    const { inflateRawInBrowser, modelBytes } = window.__reader as Reader
    const read = async (name: string) => {
      const bytes = new Uint8Array(await (await fetch(`/__reader/${name}`)).arrayBuffer())
      const answer = await modelBytes(bytes, { maxInflatedBytes }, inflateRawInBrowser)
      return answer instanceof Uint8Array ? { bytes: [...answer] } : answer
    }
    return { frame: await read('frame.ifczip'), bomb: await read('bomb.ifczip') }
  }, TAKEOFF_LIMITS.maxInflatedBytes)
  expect(Buffer.from((answers.frame as { bytes: number[] }).bytes).equals(FRAME)).toBe(true)
  expect(answers.bomb).toEqual({ code: 'zip_too_large', reason: expect.stringMatching(BOMB!.reason) })
})

test('a 16 GiB bomb is stopped soon after the cap, never inflated whole', async ({ page }) => {
  const outcome = await page.evaluate(async () => {
    const { inflateRawInBrowser } = window.__reader as Reader
    const bomb = new Uint8Array(await (await fetch('/__reader/zeros.deflate')).arrayBuffer())
    const startedAt = performance.now()
    const error = await inflateRawInBrowser(bomb, 1024 * 1024).then(
      () => null,
      (reason: Error) => reason.name,
    )
    return { error, ms: performance.now() - startedAt }
  })
  expect(outcome.error).toBe('InflateLimitError')
  // Inflating the whole 16 GiB would take the tab tens of seconds, and more memory than it may have.
  expect(outcome.ms).toBeLessThan(5_000)
})
