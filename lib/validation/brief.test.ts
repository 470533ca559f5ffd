import { briefSchema, briefStepSchema, firstErrorPerField, isPlausibleStartDate, BRIEF_MESSAGES as M } from './brief'
import type { BriefStepId } from './brief'

const MAX = 15 * 1024 * 1024
const IN_THREE_MONTHS = new Date(Date.now() + 90 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)

const valid = {
  services: ['steel-detailing', 'steel-connection-design'],
  inputs: ['drawings', 'model'],
  lod: '400',
  deliverables: ['shop-drawings', 'nc-dstv'],
  codes: ['aisc'],
  codesOther: '',
  size: '3,200 m², 450 t of steel',
  location: 'Houston, TX, USA',
  description: 'Two-storey steel warehouse with a 10 t crane.',
  timeline: 'date',
  startDate: IN_THREE_MONTHS,
  budget: '20k-50k',
  drawingsMode: 'upload',
  drawingsLink: '',
  drawings: [{ name: 'GA-101.pdf', size: 120_000 }, { name: 'grid.dwg', size: 80_000 }],
  name: 'Dana Reyes',
  company: 'Gulf Steel Fabricators',
  email: 'dana@gulfsteel.example',
  phone: '+1 713 555 0142',
  contactMethod: 'email',
  submissionId: 'b7Yk2m9QxT4w',
  website: '',
}

function errors(step: BriefStepId | 'all', overrides: Record<string, unknown>) {
  const schema = step === 'all' ? briefSchema(MAX) : briefStepSchema(step, MAX)
  const result = schema.safeParse({ ...valid, ...overrides })
  return result.success ? {} : firstErrorPerField(result.error)
}

describe('the whole brief', () => {
  it('accepts a complete brief and drops what the chosen options make irrelevant', () => {
    const result = briefSchema(MAX).safeParse({ ...valid, codesOther: 'ignored', drawingsLink: 'https://x.example/a' })
    expect(result.success).toBe(true)
    expect(result.data?.codesOther).toBeUndefined()
    expect(result.data?.drawingsLink).toBeUndefined()
    expect(result.data?.drawings).toHaveLength(2)
  })

  it('keeps no files when the drawings come later, and no date when the timeline is flexible', () => {
    const result = briefSchema(MAX).parse({ ...valid, drawingsMode: 'later', timeline: 'flexible', startDate: '' })
    expect(result.drawings).toEqual([])
    expect(result.startDate).toBeUndefined()
  })

  it('reports every bad field of every step at once', () => {
    expect(Object.keys(errors('all', { services: [], lod: '', name: '', drawings: [] }))).toEqual(['services', 'lod', 'name', 'drawings'])
  })

  it('drops unknown keys', () => {
    expect(briefSchema(MAX).parse({ ...valid, bcc: 'x@evil.test' })).not.toHaveProperty('bcc')
  })
})

describe('step 1, services', () => {
  it.each([[[]], [['cladding']], ['steel-detailing'], [undefined]])('%j: %s', (services) => {
    expect(errors('services', { services })).toEqual({ services: M.services })
  })
  it('removes repeats', () => {
    expect(briefSchema(MAX).parse({ ...valid, services: ['bim-services', 'bim-services'] }).services).toEqual(['bim-services'])
  })
})

describe('step 2, what the client has', () => {
  it.each([[[]], [['photos']]])('%j is refused', (inputs) => {
    expect(errors('inputs', { inputs })).toEqual({ inputs: M.inputs })
  })
})

describe('step 3, LOD and deliverables', () => {
  it('needs a LOD from the list or not sure', () => {
    expect(errors('scope', { lod: '600' })).toEqual({ lod: M.lod })
    expect(errors('scope', { lod: 'not-sure' })).toEqual({})
  })
  it('needs at least one deliverable', () => {
    expect(errors('scope', { deliverables: [] })).toEqual({ deliverables: M.deliverables })
  })
})

describe('step 4, the project', () => {
  it('needs codes, and names “other”', () => {
    expect(errors('project', { codes: [] })).toEqual({ codes: M.codes })
    expect(errors('project', { codes: ['is', 'other'], codesOther: ' ' })).toEqual({ codesOther: M.codesOther })
    expect(errors('project', { codes: ['other'], codesOther: 'CSA S16' })).toEqual({})
  })
  it('needs size and location on one line', () => {
    expect(errors('project', { size: '', location: '' })).toEqual({ size: M.size, location: M.location })
    expect(errors('project', { location: 'Pune\r\nBcc: x@evil.test' })).toEqual({
      location: 'Location cannot contain line breaks or control characters',
    })
  })
  it('needs a plausible start date unless flexible', () => {
    expect(errors('project', { startDate: '' })).toEqual({ startDate: M.startDate })
    expect(errors('project', { startDate: '2020-01-01' })).toEqual({ startDate: M.startDate })
    expect(errors('project', { startDate: '2099-02-30' })).toEqual({ startDate: M.startDate })
    expect(errors('project', { timeline: 'flexible', startDate: '' })).toEqual({})
    expect(errors('project', { timeline: 'soon' })).toEqual({ timeline: M.timeline })
  })
  it('budget is optional but from the list', () => {
    expect(errors('project', { budget: '' })).toEqual({})
    expect(errors('project', { budget: undefined })).toEqual({})
    expect(errors('project', { budget: 'a lot' })).toEqual({ budget: M.budget })
  })
  it('start dates from yesterday to ten years ahead', () => {
    const now = Date.parse('2026-11-24T12:00:00Z')
    expect(isPlausibleStartDate('2026-11-23', now)).toBe(true)
    expect(isPlausibleStartDate('2026-11-20', now)).toBe(false)
    expect(isPlausibleStartDate('2040-01-01', now)).toBe(false)
    expect(isPlausibleStartDate('24/11/2026', now)).toBe(false)
  })
})

describe('step 5, drawings', () => {
  it('needs a way to send them', () => {
    expect(errors('drawings', { drawingsMode: '' })).toEqual({ drawingsMode: M.drawingsMode })
    expect(errors('drawings', { drawingsMode: 'later', drawings: [] })).toEqual({})
  })
  it('a link must be https', () => {
    expect(errors('drawings', { drawingsMode: 'link', drawingsLink: '' })).toEqual({ drawingsLink: M.drawingsLink })
    expect(errors('drawings', { drawingsMode: 'link', drawingsLink: 'http://files.example/set' })).toEqual({ drawingsLink: M.drawingsLink })
    expect(errors('drawings', { drawingsMode: 'link', drawingsLink: 'https://user:pw@files.example/set' })).toEqual({
      drawingsLink: M.drawingsLink,
    })
    expect(errors('drawings', { drawingsMode: 'link', drawingsLink: 'https://drive.example.com/folders/abc' })).toEqual({})
  })
  it('a link with a line break or another control character is refused, not cleaned by the URL parser', () => {
    for (const link of ['https://files.example/set\r\nBcc: x@evil.example', 'https://files.example/\tset', 'https://files.example/set\u2028x', 'https://files.example/\u202eset']) {
      expect(errors('drawings', { drawingsMode: 'link', drawingsLink: link })).toEqual({ drawingsLink: M.drawingsLinkControl })
      expect(errors('all', { drawingsMode: 'link', drawingsLink: link, drawings: [] })).toEqual({ drawingsLink: M.drawingsLinkControl })
    }
  })
  it('a drawing whose name holds a control character is refused', () => {
    expect(errors('drawings', { drawings: [{ name: 'GA\r\n101.pdf', size: 1000 }] })).toEqual({ drawings: M.drawingsNameControl })
  })
  it('upload: one to five files of the five types, none empty, at most the byte cap in all', () => {
    const file = (name: string, size = 1000) => ({ name, size })
    expect(errors('drawings', { drawings: [] })).toEqual({ drawings: M.drawingsRequired })
    expect(errors('drawings', { drawings: Array.from({ length: 6 }, (_, i) => file(`s${i}.pdf`)) })).toEqual({ drawings: M.drawingsTooMany })
    expect(errors('drawings', { drawings: [file('model.rvt')] })).toEqual({ drawings: M.drawingsType('model.rvt') })
    expect(errors('drawings', { drawings: [file('a.pdf', 0)] })).toEqual({ drawings: M.drawingsEmpty('a.pdf') })
    expect(errors('drawings', { drawings: [file('a.pdf', MAX - 10), file('b.dwg', 11)] })).toEqual({ drawings: M.drawingsTooLarge(MAX) })
    expect(errors('drawings', { drawings: [file('a.PDF'), file('b.dwg'), file('c.dxf'), file('d.ifc'), file('e.zip')] })).toEqual({})
  })
})

describe('step 6, contact', () => {
  it('needs name, company and a valid address', () => {
    expect(errors('contact', { name: ' ', company: '', email: 'dana@' })).toEqual({ name: M.name, company: M.company, email: M.emailInvalid })
  })
  it.each(['9826012345', '+91', '+91 98260 12345 678 901', '+1 (212) 555-0100x', '00 91 98260 12345'])('phone %j needs the country code form', (phone) => {
    expect(errors('contact', { phone })).toEqual({ phone: M.phone })
  })
  it.each(['+91 98260 12345', '+1 (212) 555-0100', '+44 20 7946 0958', '+971-4-555-0100'])('phone %j is fine', (phone) => {
    expect(errors('contact', { phone })).toEqual({})
  })
  it('needs a contact method from the list', () => {
    expect(errors('contact', { contactMethod: 'fax' })).toEqual({ contactMethod: M.contactMethod })
  })
})

describe('hidden fields', () => {
  it('submissionId is optional but well-formed', () => {
    expect(errors('all', { submissionId: '' })).toEqual({})
    expect(Object.keys(errors('all', { submissionId: 'x' }))).toEqual(['submissionId'])
  })
})
