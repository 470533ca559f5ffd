import { ESTIMATE_NOTE, pendingSentence, takeoffCsv, takeoffHtml, takeoffJson, takeoffText, visitorSentence } from './format'
import type { ReadModel, SteelMemberRow, Takeoff } from './types'

const HOSTILE_PROFILE = `<script>alert(1)</script>${'W'.repeat(200)}`

const member = (row: Partial<SteelMemberRow> & Pick<SteelMemberRow, 'profile' | 'count' | 'mass_kg'>): SteelMemberRow => ({
  grade: 'S355J2',
  length_m: 1,
  source: 'profile',
  basis: 'gross',
  net_mass_kg: null,
  coating_m2: 1,
  coating_m2_per_t: null,
  ...row,
})

const frame: ReadModel = {
  file: 'frame.ifc',
  status: 'read',
  code: null,
  reason: null,
  seconds: 1.2,
  schema: 'IFC4',
  application: 'Tekla Structures 2023 <b>',
  length_unit: 'mm',
  units: { length: 'mm', area: 'm2', volume: 'm3', mass: 'kg', plane_angle: 'deg' },
  storeys: [
    { name: 'Level 1', elevation_m: 0 },
    { name: 'Level 2', elevation_m: 3.5 },
  ],
  counts: { IfcBeam: 10, IfcBeamStandardCase: 2, IfcColumn: 6, IfcMechanicalFastener: 9, IfcReinforcingBar: 3 },
  findings: [
    { code: 'units_converted', text: 'lengths in mm, areas in m² (converted)' },
    { code: 'no_section', text: '1 member without a section or length: no mass' },
  ],
  steel: {
    members: [
      member({ profile: 'UB 406x178x60', count: 1, length_m: 5.777, mass_kg: 347, coating_m2: 8.61 }),
      member({ profile: HOSTILE_PROFILE, count: 2, length_m: 4, mass_kg: 300.5, source: 'quantities', basis: 'net', coating_m2: null }),
      member({ profile: '=HYPERLINK("http://evil")', grade: null, count: 1, length_m: null, mass_kg: null, source: 'none', basis: null, coating_m2: null }),
    ],
    plates: { count: 11, mass_kg: 105.3, by_thickness: [{ thickness_mm: 10, grade: 'S275JR', count: 11, mass_kg: 105.3 }] },
    mass_kg: 752.8,
    coating_m2: 8.6,
  },
  bolts: [{ diameter_mm: 20, length_mm: 60, count: 8, size: 'M20x60', grade: '8.8' }],
  studs: [{ diameter_mm: 19, length_mm: 100, count: 1, size: 'M19x100' }],
  rebar: [{ diameter_mm: 16, role: 'link', grade: 'B500B', host: 'IfcBeam', count: 3, length_m: 10.07, mass_kg: 15.9, kg_per_m3: 86.8 }],
  concrete: [{ kind: 'IfcSlab', predefined: 'BASESLAB', storey: 'Level 1', grade: 'C30/37', count: 1, volume_m3: 9.632, formwork_m2: null }],
  concrete_m3: 9.632,
  drivers: { assemblies: 3, distinct_marks: 5, heaviest_piece_kg: 347, longest_piece_m: 5.777 },
  totals: { steel_t: 0.753, steel_kg: 752.8, rebar_t: 0.016, rebar_kg: 15.9, concrete_m3: 9.632 },
}
const takeoff: Takeoff = {
  reference: 'B-20260101-ABCD',
  models: [frame, { file: 'bad.ifc', status: 'unreadable', code: 'empty', reason: 'could not be read: the file is empty', seconds: 0.1 }],
}

describe('the takeoff in the mail', () => {
  it('says what the visitor sent in one sentence: masses under a tonne in kg, findings shortened', () => {
    expect(visitorSentence(frame)).toBe('We read frame.ifc: 12 beams, 6 columns, 8 bolts, 1 shear stud, 3 bars, 753 kg of steel, 16 kg of rebar and 9.6 m³ of concrete; no mass.')
    expect(visitorSentence(takeoff.models[1]!)).toBe('We could not read bad.ifc automatically; our team will open it and reply with a summary.')
    expect(pendingSentence(['a.ifc', 'b.ifc'])).toBe('Our team will read a.ifc and b.ifc and reply with a summary.')
  })

  it('writes findings first, then tables whose headers give their units, a dash where nothing was measured', () => {
    const text = takeoffText(takeoff)
    expect(text).toContain('an estimate from the model, not a quotation')
    expect(text.indexOf('Before quoting:')).toBeLessThan(text.indexOf('Steel members by profile and grade'))
    expect(text).toContain('- lengths in mm, areas in m² (converted)')
    expect(text).toMatch(/Profile +Grade +Count +Length m +Mass kg +Coating m² +Mass from/)
    expect(text).toMatch(/UB 406x178x60 +S355J2 +1 +5\.78 +347\.0 +8\.6 +section \(gross\)/)
    expect(text).toMatch(/=HYPERLINK\("http:\/\/evil"\) +– +1 +– +– +– +not measured/)
    expect(text).toMatch(/10\.0 +S275JR +11 +105\.3/)
    expect(text).toMatch(/Ø16 +link +B500B +IfcBeam +3 +10\.1 +15\.9 +87/)
    expect(text).toMatch(/IfcSlab BASESLAB +Level 1 +C30\/37 +1 +9\.63 +–/)
    expect(text).toContain('steel 753 kg (752.8 kg), coating 8.6 m²; rebar 16 kg; concrete 9.63 m³')
    expect(text).not.toContain('lengths in mm above')
    expect(text).toContain('Not read automatically: could not be read: the file is empty.')
    expect(text).toContain(`${HOSTILE_PROFILE.slice(0, 79)}…`)
    expect(text).not.toContain(HOSTILE_PROFILE.slice(0, 81))
  })

  it('escapes every model string in the HTML', () => {
    const html = takeoffHtml(takeoff)
    expect(html).toContain(ESTIMATE_NOTE)
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<b>')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('Tekla Structures 2023 &lt;b&gt;')
    expect(html).toContain('<li>lengths in mm, areas in m² (converted)</li>')
  })

  it('writes CSV a spreadsheet opens without running a formula, totals that are the sums of its rows, and JSON in the fixed shape', () => {
    const csv = takeoffCsv(takeoff)
    const lines = csv.trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      '"reference","file","section","item","count","length_m","mass_kg","volume_m3","source","elevation_m","grade","basis","net_mass_kg","coating_m2","storey","formwork_m2","kg_per_m3","code"',
    )
    expect(csv).toContain('"B-20260101-ABCD","frame.ifc","steel member","UB 406x178x60","1","5.777","347","","profile","","S355J2","gross","","8.61","","","",""')
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`)
    expect(csv).toContain('"bad.ifc","unreadable","could not be read: the file is empty"')
    const cells = lines.map((line) => line.slice(1, -1).split('","'))
    const massOf = (section: string) => cells.filter((row) => row[2] === section).reduce((sum, row) => sum + Number(row[6] || 0), 0)
    const total = (item: string) => Number(cells.find((row) => row[2] === 'total' && row[3] === item)?.[6])
    expect(total('steel')).toBeCloseTo(massOf('steel member') + massOf('plate'), 6)
    expect(total('rebar')).toBeCloseTo(massOf('rebar'), 6)
    const json = JSON.parse(takeoffJson(takeoff))
    expect(json.reference).toBe('B-20260101-ABCD')
    expect(Object.keys(json.models[0])).toEqual(expect.arrayContaining(['file', 'status', 'reason', 'schema', 'application', 'storeys', 'counts', 'steel', 'bolts', 'rebar', 'concrete_m3', 'findings', 'concrete', 'drivers']))
    expect(json.models[1]).toMatchObject({ status: 'unreadable', code: 'empty', reason: 'could not be read: the file is empty' })
  })
})
