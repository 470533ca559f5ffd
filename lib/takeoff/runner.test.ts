/**
 * @jest-environment node
 */
// The runner with real worker threads and web-ifc: a good file is read, and every file of a
// hostile corpus built here ends "unreadable" within the limits, with its worker gone.
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { zip } from '@/e2e/fixtures/forms'
import { TAKEOFF_LIMITS, liveTakeoffWorkers, takeoffOfFile } from './runner'
import { generatedFrame } from '@/scripts/test-models/generated-frame.mjs'
import { frameIfc } from '@/scripts/test-models/ifc-frames'

const SAMPLE = readFileSync(join(__dirname, '..', '..', 'public', 'models', 'structural-design', 'structural-design-sample.ifc'))
const FRAME = frameIfc({ schema: 'IFC4', unit: 'mm' })
// Slow machines are up to three times slower: each file may take its 20 s and a worker's start.
const PER_FILE_MS = 3 * (TAKEOFF_LIMITS.wallMs + 5_000)

const text = (value: string) => new TextEncoder().encode(value)
const id = (pattern: RegExp) => `#${pattern.exec(FRAME)?.[1] ?? '1'}`
const CONTEXT = id(/#(\d+)=IFCGEOMETRICREPRESENTATIONCONTEXT/)
const AXIS = id(/#(\d+)=IFCAXIS2PLACEMENT3D/)
const PLACEMENT = id(/#(\d+)=IFCLOCALPLACEMENT\(#/)
const PROFILE = id(/#(\d+)=IFCISHAPEPROFILEDEF/)

/** The frame with extra entities (numbered from #900001) before the end of its DATA section. */
const frameWith = (...lines: string[]) => text(FRAME.replace(/ENDSEC;\nEND-ISO-10303-21;\n$/, `${lines.join('\n')}\nENDSEC;\nEND-ISO-10303-21;\n`))
/** A beam whose body is the item #900001. */
const beamWithBody = [
  `#900090=IFCSHAPEREPRESENTATION(${CONTEXT},'Body','SweptSolid',(#900001));`,
  '#900091=IFCPRODUCTDEFINITIONSHAPE($,$,(#900090));',
  `#900092=IFCBEAM('0000000000000000hostile',$,'X',$,'IPE300',${PLACEMENT},#900091,'X',.BEAM.);`,
]

function triangleMesh(triangles: number): string {
  const side = Math.ceil(Math.sqrt(triangles / 2)) + 1
  const points: string[] = []
  for (let y = 0; y < side; y += 1) for (let x = 0; x < side; x += 1) points.push(`(${x}.,${y}.,0.)`)
  const faces: string[] = []
  for (let index = 0; faces.length < triangles; index += 1) faces.push(`(${index + 1},${index + 2},${index + side + 1})`)
  return [`#900002=IFCCARTESIANPOINTLIST3D((${points.join(',')}));`, `#900001=IFCTRIANGULATEDFACESET(#900002,$,.T.,(${faces.join(',')}),$);`].join('\n')
}

const HOSTILE: [string, () => Uint8Array, RegExp][] = [
  ['empty', () => new Uint8Array(0), /the file is empty/],
  ['1 MiB of random bytes', () => new Uint8Array(randomBytes(1024 * 1024)), /not an IFC file|compressed/],
  ['a gzip of a sample', () => new Uint8Array(gzipSync(SAMPLE)), /compressed with gzip/],
  ['a sample cut in half', () => new Uint8Array(SAMPLE.subarray(0, SAMPLE.length / 2)), /incomplete|ends inside/],
  ['a header only', () => text("ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION((''),'2;1');\nFILE_NAME('a','b',(''),(''),'','','');\nFILE_SCHEMA(('IFC4'));\nENDSEC;\nEND-ISO-10303-21;\n"), /no DATA section/],
  ['an unknown schema', () => text(FRAME.replace("FILE_SCHEMA(('IFC4'))", "FILE_SCHEMA(('IFC2X2_FINAL'))")), /schema IFC2X2_FINAL is not one/],
  ['200,000 nested parentheses', () => frameWith(`#900001=IFCPROPERTYSET('0000000000000000nested',$,'x',$,${'('.repeat(200_000)}${')'.repeat(200_000)});`), /nests lists more than 32 deep/],
  ['a 20 MB string', () => frameWith(`#900001=IFCLABEL('${'x'.repeat(20 * 1024 * 1024)}');`), /one entity .* is 20 MB/],
  ['a boolean result that is its own operand', () => frameWith('#900001=IFCBOOLEANRESULT(.DIFFERENCE.,#900001,#900001);', ...beamWithBody), /geometry of #900001 refers to itself/],
  [
    'a placement cycle',
    () => frameWith(`#900001=IFCLOCALPLACEMENT(#900002,${AXIS});`, `#900002=IFCLOCALPLACEMENT(#900001,${AXIS});`, `#900003=IFCBEAM('0000000000000000cyclic',$,'X',$,'IPE300',#900001,$,'X',.BEAM.);`),
    /placement #90000\d refers to itself/,
  ],
  [
    'a mapped item that contains itself',
    () => frameWith(`#900001=IFCMAPPEDITEM(#900002,#900004);`, `#900002=IFCREPRESENTATIONMAP(${AXIS},#900090);`, `#900004=IFCCARTESIANTRANSFORMATIONOPERATOR3D($,$,#900005,1.,$);`, '#900005=IFCCARTESIANPOINT((0.,0.,0.));', ...beamWithBody),
    /geometry of #900001 refers to itself/,
  ],
  ['an entity numbered #4000000000', () => frameWith('#4000000000=IFCCARTESIANPOINT((0.,0.,0.));'), /numbers an entity above/],
  ['an extrusion 1E308 long', () => frameWith(`#900001=IFCEXTRUDEDAREASOLID(${PROFILE},${AXIS},#900003,1.E308);`, '#900003=IFCDIRECTION((0.,0.,1.));', ...beamWithBody), /out of range/],
  ['bad tokens', () => frameWith('#900001=IFCBEAM(@@@,%%%,&&&);'), /character STEP does not allow/],
  ['a mesh of 300,000 triangles', () => frameWith(triangleMesh(300_000), ...beamWithBody), /one entity .* more than the 2 MB/],
  ['a 5 MB comment that never ends', () => frameWith(`/* ${'comment '.repeat(650_000)}`), /ends inside a comment/],
  ['ifcXML', () => text('<?xml version="1.0" encoding="UTF-8"?>\n<ifcXML xmlns="http://www.buildingsmart-tech.org/ifcXML/IFC4/final"><IfcProject/></ifcXML>'), /ifcXML/],
  ['a zip bomb (60 MB of blanks declared as 1 MB)', () => new Uint8Array(zip([{ name: 'model.ifc', content: Buffer.alloc(60 * 1024 * 1024, 0x20), declaredSize: 1_000_000 }])), /inflates to more than 50 MB/],
  ['an .ifczip of two entries', () => new Uint8Array(zip([{ name: 'a.ifc', content: Buffer.from(FRAME) }, { name: 'b.ifc', content: Buffer.from(FRAME) }])), /holds 2 files/],
]

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

  it.each(HOSTILE)(
    'ends "unreadable" for %s, with its worker gone',
    async (_name, bytes, why) => {
      const result = await takeoffOfFile('hostile.ifc', bytes())
      expect(result.status).toBe('unreadable')
      expect(result.reason).toMatch(/^could not be read: /)
      expect(result.reason).toMatch(why)
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
