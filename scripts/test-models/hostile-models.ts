// The hostile corpus of the takeoff: files built in code (no binary in the repository) that no
// reader may read, each with the words its refusal must match. The server's tests feed them to the
// runner (lib/takeoff/runner.test.ts) and the browser's tests to the model preview, so both hosts
// of the takeoff are held to the same files. Relative imports: Playwright loads this too.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { zip } from '../../e2e/fixtures/forms'
import { frameIfc } from './ifc-frames'

const SAMPLE = readFileSync(join(__dirname, '..', '..', 'public', 'models', 'structural-design', 'structural-design-sample.ifc'))
const FRAME = frameIfc({ schema: 'IFC4', unit: 'mm' })

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

/**
 * Random-looking bytes, the same every run: truly random ones start with "<" (ifcXML) or the gzip
 * magic now and then, and would be refused for another reason.
 */
function noise(length: number): Uint8Array {
  const bytes = new Uint8Array(length)
  let state = 0x9e3779b9
  for (let index = 0; index < length; index += 1) {
    // xorshift32
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    bytes[index] = state & 0xff
  }
  return bytes
}

/** One file of the corpus: what it is, a name to upload it under, a fresh copy of its bytes, and the words its refusal must match. */
export type HostileModel = { name: string; file: string; bytes: () => Uint8Array; reason: RegExp }

/** Every file of the corpus, in a fixed order. */
export const HOSTILE_MODELS: readonly HostileModel[] = [
  { name: 'empty', file: 'hostile.ifc', bytes: () => new Uint8Array(0), reason: /the file is empty/ },
  { name: '1 MiB of random bytes', file: 'hostile.ifc', bytes: () => noise(1024 * 1024), reason: /not an IFC file/ },
  { name: 'a gzip of a sample', file: 'hostile.ifc', bytes: () => new Uint8Array(gzipSync(SAMPLE)), reason: /compressed with gzip/ },
  { name: 'a sample cut in half', file: 'hostile.ifc', bytes: () => new Uint8Array(SAMPLE.subarray(0, SAMPLE.length / 2)), reason: /incomplete|ends inside/ },
  { name: 'a header only', file: 'hostile.ifc', bytes: () => text("ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION((''),'2;1');\nFILE_NAME('a','b',(''),(''),'','','');\nFILE_SCHEMA(('IFC4'));\nENDSEC;\nEND-ISO-10303-21;\n"), reason: /no DATA section/ },
  { name: 'an unknown schema', file: 'hostile.ifc', bytes: () => text(FRAME.replace("FILE_SCHEMA(('IFC4'))", "FILE_SCHEMA(('IFC2X2_FINAL'))")), reason: /schema IFC2X2_FINAL is not one/ },
  { name: '200,000 nested parentheses', file: 'hostile.ifc', bytes: () => frameWith(`#900001=IFCPROPERTYSET('0000000000000000nested',$,'x',$,${'('.repeat(200_000)}${')'.repeat(200_000)});`), reason: /nests lists more than 32 deep/ },
  { name: 'a 20 MB string', file: 'hostile.ifc', bytes: () => frameWith(`#900001=IFCLABEL('${'x'.repeat(20 * 1024 * 1024)}');`), reason: /one entity .* is 20 MB/ },
  { name: 'a boolean result that is its own operand', file: 'hostile.ifc', bytes: () => frameWith('#900001=IFCBOOLEANRESULT(.DIFFERENCE.,#900001,#900001);', ...beamWithBody), reason: /geometry of #900001 refers to itself/ },
  {
    name: 'a placement cycle',
    file: 'hostile.ifc',
    bytes: () => frameWith(`#900001=IFCLOCALPLACEMENT(#900002,${AXIS});`, `#900002=IFCLOCALPLACEMENT(#900001,${AXIS});`, `#900003=IFCBEAM('0000000000000000cyclic',$,'X',$,'IPE300',#900001,$,'X',.BEAM.);`),
    reason: /placement #90000\d refers to itself/,
  },
  {
    name: 'a mapped item that contains itself',
    file: 'hostile.ifc',
    bytes: () => frameWith(`#900001=IFCMAPPEDITEM(#900002,#900004);`, `#900002=IFCREPRESENTATIONMAP(${AXIS},#900090);`, `#900004=IFCCARTESIANTRANSFORMATIONOPERATOR3D($,$,#900005,1.,$);`, '#900005=IFCCARTESIANPOINT((0.,0.,0.));', ...beamWithBody),
    reason: /geometry of #900001 refers to itself/,
  },
  { name: 'an entity numbered #4000000000', file: 'hostile.ifc', bytes: () => frameWith('#4000000000=IFCCARTESIANPOINT((0.,0.,0.));'), reason: /numbers an entity above/ },
  { name: 'an extrusion 1E308 long', file: 'hostile.ifc', bytes: () => frameWith(`#900001=IFCEXTRUDEDAREASOLID(${PROFILE},${AXIS},#900003,1.E308);`, '#900003=IFCDIRECTION((0.,0.,1.));', ...beamWithBody), reason: /out of range/ },
  { name: 'bad tokens', file: 'hostile.ifc', bytes: () => frameWith('#900001=IFCBEAM(@@@,%%%,&&&);'), reason: /character STEP does not allow/ },
  { name: 'a mesh of 300,000 triangles', file: 'hostile.ifc', bytes: () => frameWith(triangleMesh(300_000), ...beamWithBody), reason: /one entity .* more than the 2 MB/ },
  { name: 'a 5 MB comment that never ends', file: 'hostile.ifc', bytes: () => frameWith(`/* ${'comment '.repeat(650_000)}`), reason: /ends inside a comment/ },
  { name: 'ifcXML', file: 'hostile.ifc', bytes: () => text('<?xml version="1.0" encoding="UTF-8"?>\n<ifcXML xmlns="http://www.buildingsmart-tech.org/ifcXML/IFC4/final"><IfcProject/></ifcXML>'), reason: /ifcXML/ },
  { name: 'a zip bomb (60 MB of blanks declared as 1 MB)', file: 'hostile.ifczip', bytes: () => new Uint8Array(zip([{ name: 'model.ifc', content: Buffer.alloc(60 * 1024 * 1024, 0x20), declaredSize: 1_000_000 }])), reason: /inflates to more than 50 MB/ },
  { name: 'an .ifczip of two entries', file: 'hostile.ifczip', bytes: () => new Uint8Array(zip([{ name: 'a.ifc', content: Buffer.from(FRAME) }, { name: 'b.ifc', content: Buffer.from(FRAME) }])), reason: /holds 2 files/ },
]

