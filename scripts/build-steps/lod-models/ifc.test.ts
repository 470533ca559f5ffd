/**
 * @jest-environment node
 */
// Every committed IFC file opens in web-ifc (the IFC engine of That Open Company, run here in
// Node from its own folder, no network) with the expected entities, each with a tessellated body.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as WebIFC from 'web-ifc'
import { ifcGuid, real, str } from './ifc'
import { SERVICE_MODELS } from './models'

const ROOT = join(__dirname, '..', '..', '..')

/** Products in each sample's IFC (its highest level), by entity. */
const EXPECTED: Record<string, Record<string, number>> = {
  'structural-design': { IFCCOLUMN: 4, IFCBEAM: 3, IFCSLAB: 1, IFCBUILDINGELEMENTPROXY: 8 },
  'steel-detailing': { IFCCOLUMN: 2, IFCBEAM: 1, IFCMEMBER: 2, IFCBUILDINGELEMENTPROXY: 5, IFCPLATE: 11, IFCMECHANICALFASTENER: 22, IFCFASTENER: 11 },
  'steel-connection-design': { IFCCOLUMN: 1, IFCBEAM: 1, IFCBUILDINGELEMENTPROXY: 3, IFCPLATE: 5, IFCMECHANICALFASTENER: 8, IFCFASTENER: 8 },
  'rebar-detailing': { IFCCOLUMN: 1, IFCBEAM: 1, IFCREINFORCINGBAR: 38, IFCBUILDINGELEMENTPROXY: 3 },
  'pre-engineering': { IFCCOLUMN: 4, IFCBEAM: 4, IFCMEMBER: 12, IFCBUILDINGELEMENTPROXY: 10, IFCPLATE: 12, IFCMECHANICALFASTENER: 48, IFCFASTENER: 12 },
  'bim-services': { IFCCOLUMN: 4, IFCBEAM: 3, IFCDUCTSEGMENT: 2, IFCBUILDINGELEMENTPROXY: 5 },
}

const PRODUCT_TYPES = [
  'IFCCOLUMN',
  'IFCBEAM',
  'IFCMEMBER',
  'IFCPLATE',
  'IFCMECHANICALFASTENER',
  'IFCFASTENER',
  'IFCREINFORCINGBAR',
  'IFCSLAB',
  'IFCDUCTSEGMENT',
  'IFCBUILDINGELEMENTPROXY',
] as const

const typeCode = (name: string): number => {
  const code = (WebIFC as unknown as Record<string, unknown>)[name]
  if (typeof code !== 'number') throw new Error(`web-ifc has no ${name}`)
  return code
}

const ifcApi = new WebIFC.IfcAPI()

beforeAll(async () => {
  ifcApi.SetWasmPath(`${join(ROOT, 'node_modules', 'web-ifc')}/`, true)
  await ifcApi.Init()
}, 120_000)

afterAll(() => {
  ifcApi.Dispose()
})

describe('IFC4 samples', () => {
  it('writes IFC GlobalIds of 22 characters from the IFC alphabet, one per seed', () => {
    const a = ifcGuid('steel-detailing/element/column-1')
    expect(a).toMatch(/^[0-3][0-9A-Za-z_$]{21}$/)
    expect(ifcGuid('steel-detailing/element/column-1')).toBe(a)
    expect(ifcGuid('steel-detailing/element/column-2')).not.toBe(a)
  })

  it('writes STEP reals with a decimal point and escapes strings', () => {
    expect([real(0), real(2), real(-0.5), real(0.1234567), real(Math.PI * 0.0001), real(2.5e-7), real(1e-12)]).toEqual(['0.', '2.', '-0.5', '0.12346', '0.000314159', '2.5E-7', '0.'])
    expect(str("Ø20 bar's mark")).toBe("'\\X2\\00D8\\X0\\20 bar''s mark'")
  })

  describe.each(SERVICE_MODELS.map((m) => [m.serviceId]))('%s', (serviceId) => {
    const path = join(ROOT, 'public', 'models', serviceId, `${serviceId}-sample.ifc`)
    const text = readFileSync(path, 'utf8')

    it('is an IFC4 file with a project in metres and a site, building and storey', () => {
      expect(text.startsWith('ISO-10303-21;')).toBe(true)
      expect(text).toContain("FILE_SCHEMA(('IFC4'));")
      const model = ifcApi.OpenModel(new Uint8Array(readFileSync(path)))
      try {
        for (const spatial of ['IFCPROJECT', 'IFCSITE', 'IFCBUILDING', 'IFCBUILDINGSTOREY', 'IFCRELCONTAINEDINSPATIALSTRUCTURE', 'IFCGEOMETRICREPRESENTATIONCONTEXT']) {
          expect([spatial, ifcApi.GetLineIDsWithType(model, typeCode(spatial)).size()]).toEqual([spatial, 1])
        }
        expect(ifcApi.GetLineIDsWithType(model, typeCode('IFCRELAGGREGATES')).size()).toBe(3)
        expect(text).toContain('IFCSIUNIT(*,.LENGTHUNIT.,$,.METRE.)')
      } finally {
        ifcApi.CloseModel(model)
      }
    }, 60_000)

    it('has the expected products, each with a material, a property set and a tessellated body', () => {
      const model = ifcApi.OpenModel(new Uint8Array(readFileSync(path)))
      try {
        const counts: Record<string, number> = {}
        const products = new Set<number>()
        for (const type of PRODUCT_TYPES) {
          const ids = ifcApi.GetLineIDsWithType(model, typeCode(type))
          if (ids.size() > 0) counts[type] = ids.size()
          for (let i = 0; i < ids.size(); i++) products.add(ids.get(i))
        }
        expect(counts).toEqual(EXPECTED[serviceId])

        const vertices = new Map<number, number>()
        ifcApi.StreamAllMeshes(model, (mesh) => {
          let total = vertices.get(mesh.expressID) ?? 0
          for (let i = 0; i < mesh.geometries.size(); i++) {
            const geometry = ifcApi.GetGeometry(model, mesh.geometries.get(i).geometryExpressID)
            total += geometry.GetVertexDataSize()
            geometry.delete()
          }
          vertices.set(mesh.expressID, total)
        })
        for (const id of products) expect([id, (vertices.get(id) ?? 0) > 0]).toEqual([id, true])

        expect(ifcApi.GetLineIDsWithType(model, typeCode('IFCRELDEFINESBYPROPERTIES')).size()).toBe(products.size)
        expect(ifcApi.GetLineIDsWithType(model, typeCode('IFCPROPERTYSET')).size()).toBe(products.size)
        const materials = ifcApi.GetLineIDsWithType(model, typeCode('IFCRELASSOCIATESMATERIAL'))
        let associated = 0
        for (let i = 0; i < materials.size(); i++) {
          const rel = ifcApi.GetLine(model, materials.get(i)) as { RelatedObjects: unknown[] }
          associated += rel.RelatedObjects.length
        }
        expect(associated).toBe(products.size)
      } finally {
        ifcApi.CloseModel(model)
      }
    }, 60_000)

    it('describes members by profile where one fits and names part marks, grades and profiles', () => {
      expect(text).toMatch(/IFCEXTRUDEDAREASOLID\(/)
      expect(text).toContain("IFCPROPERTYSINGLEVALUE('Mark',$,IFCLABEL(")
      expect(text).toContain("IFCPROPERTYSINGLEVALUE('Grade',$,IFCLABEL(")
      expect(text).toContain("IFCPROPERTYSINGLEVALUE('Profile',$,IFCLABEL(")
      if (['steel-detailing', 'steel-connection-design', 'bim-services', 'structural-design'].includes(serviceId)) {
        expect(text).toMatch(/IFCISHAPEPROFILEDEF\(\.AREA\.,'U[BC] /)
      }
      const guids = [...text.matchAll(/^#\d+=IFC\w+\('([0-9A-Za-z_$]{22})'/gm)].map((m) => m[1])
      expect(guids.length).toBeGreaterThan(10)
      expect(new Set(guids).size).toBe(guids.length)
    })
  })

  it('gives each reinforcing bar its diameter, shape code and bar mark', () => {
    const text = readFileSync(join(ROOT, 'public', 'models', 'rebar-detailing', 'rebar-detailing-sample.ifc'), 'utf8')
    const bars = text.match(/^#\d+=IFCREINFORCINGBAR\(.*$/gm) ?? []
    expect(bars).toHaveLength(38)
    for (const line of bars) expect(line).toMatch(/,'B500B',0\.0(08|1|12|16|2|25),/)
    for (const name of ['ShapeCode', 'BarMark', 'NominalDiameter']) {
      expect(text.match(new RegExp(`IFCPROPERTYSINGLEVALUE\\('${name}'`, 'g'))).toHaveLength(38)
    }
    expect(text).toContain("IFCPROPERTYSINGLEVALUE('ShapeCode',$,IFCLABEL('51'),$)")
  })
})
