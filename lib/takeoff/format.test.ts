import { ESTIMATE_NOTE, pendingSentence, takeoffCsv, takeoffHtml, takeoffJson, takeoffText, visitorSentence } from './format'
import type { ReadModel, Takeoff } from './types'

const HOSTILE_PROFILE = `<script>alert(1)</script>${'W'.repeat(200)}`

const frame: ReadModel = {
  file: 'frame.ifc',
  status: 'read',
  reason: null,
  seconds: 1.2,
  schema: 'IFC4',
  application: 'Tekla Structures 2023 <b>',
  length_unit: 'mm',
  storeys: [
    { name: 'Level 1', elevation_m: 0 },
    { name: 'Level 2', elevation_m: 3.5 },
  ],
  counts: { IfcBeam: 10, IfcBeamStandardCase: 2, IfcColumn: 6, IfcMechanicalFastener: 8, IfcReinforcingBar: 3 },
  steel: {
    members: [
      { profile: 'UB 406x178x60', count: 1, length_m: 5.777, mass_kg: 347, source: 'profile' },
      { profile: HOSTILE_PROFILE, count: 2, length_m: 4, mass_kg: 300.5, source: 'quantities' },
      { profile: '=HYPERLINK("http://evil")', count: 1, length_m: 1, mass_kg: 10, source: 'geometry' },
    ],
    plates: { count: 11, mass_kg: 105.3 },
    mass_kg: 762.8,
  },
  bolts: [{ diameter_mm: 20, length_mm: 60, count: 8 }],
  rebar: [{ diameter_mm: 16, count: 3, length_m: 10.07, mass_kg: 15.9 }],
  concrete_m3: 9.632,
  totals: { steel_t: 0.763, rebar_t: 0.016, concrete_m3: 9.632 },
}
const takeoff: Takeoff = { reference: 'B-20260101-ABCD', models: [frame, { file: 'bad.ifc', status: 'unreadable', reason: 'could not be read: the file is empty', seconds: 0.1 }] }

describe('the takeoff in the mail', () => {
  it('says what the visitor sent in one sentence, StandardCase beams counted as beams', () => {
    expect(visitorSentence(frame)).toBe('We read frame.ifc: 12 beams, 6 columns, 8 bolts, 3 bars, 0.8 t of steel, 0.02 t of rebar and 9.6 m³ of concrete.')
    expect(visitorSentence(takeoff.models[1]!)).toBe('We could not read bad.ifc automatically; our team will open it and reply with a summary.')
    expect(pendingSentence(['a.ifc', 'b.ifc'])).toBe('Our team will read a.ifc and b.ifc and reply with a summary.')
  })

  it('writes a text table marked as an estimate, model strings cut to 80 characters', () => {
    const text = takeoffText(takeoff)
    expect(text).toContain('an estimate from the model, not a quotation')
    expect(text).toMatch(/UB 406x178x60 +1 +5\.78 +347\.0 {2}profile/)
    expect(text).toContain('Plates')
    expect(text).toContain('Rebar Ø16:')
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
  })

  it('writes CSV a spreadsheet opens without running a formula, and JSON in the fixed shape', () => {
    const csv = takeoffCsv(takeoff)
    expect(csv.split('\r\n')[0]).toBe('"reference","file","section","item","count","length_m","mass_kg","volume_m3","source","elevation_m"')
    expect(csv).toContain('"B-20260101-ABCD","frame.ifc","steel member","UB 406x178x60","1","5.777","347","","profile",""')
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`)
    expect(csv).toContain('"bad.ifc","unreadable","could not be read: the file is empty"')
    const json = JSON.parse(takeoffJson(takeoff))
    expect(json.reference).toBe('B-20260101-ABCD')
    expect(Object.keys(json.models[0])).toEqual(expect.arrayContaining(['file', 'status', 'reason', 'schema', 'application', 'storeys', 'counts', 'steel', 'bolts', 'rebar', 'concrete_m3']))
    expect(json.models[1]).toMatchObject({ status: 'unreadable', reason: 'could not be read: the file is empty' })
  })
})
