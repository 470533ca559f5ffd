import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { makeDwg, makeDxf, makeIfc, makePdf } from '@/e2e/fixtures/drawing-files'
import { smtpTestSinkForRouteTests } from '@/e2e/support/route-test-sink'
import { makeZip } from '@/e2e/fixtures/forms'
import { liveTakeoffWorkers, takeoffOfFile } from '@/lib/takeoff/runner'
import { TAKEOFF_COOKIE } from '@/lib/takeoff/visitor-cookie'
import { POST } from './route'

const IN_A_MONTH = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)

const scalars = {
  lod: '400',
  codesOther: '',
  size: '3,200 m², 450 t of steel',
  location: 'Houston, TX <USA>',
  description: 'Warehouse with a 10 t crane.\nErection starts in phases.',
  timeline: 'date',
  startDate: IN_A_MONTH,
  budget: '20k-50k',
  drawingsMode: 'upload',
  drawingsLink: '',
  name: 'Dana Reyes',
  company: 'Gulf Steel & Sons',
  email: 'dana@gulfsteel.example',
  phone: '+1 713 555 0142',
  contactMethod: 'whatsapp',
  submissionId: 'b7Yk2m9QxT4w',
  website: '',
}
const lists = { services: ['steel-detailing', 'steel-connection-design'], inputs: ['drawings'], deliverables: ['shop-drawings', 'nc-dstv'], codes: ['aisc', 'other'] }

type Drawing = { file: Buffer; fileName: string }

function brief(overrides: Record<string, string> = {}, drawings: Drawing[] = []) {
  const form = new FormData()
  for (const [name, value] of Object.entries({ ...scalars, codesOther: 'CSA S16', ...overrides })) form.append(name, value)
  for (const [name, values] of Object.entries(lists)) for (const value of values) form.append(name, value)
  for (const drawing of drawings) form.append('drawings', new File([new Uint8Array(drawing.file)], drawing.fileName))
  return form
}

/** Posts the form as bytes, as a browser's request arrives (a FormData body stream cannot be cut off cleanly in undici). */
async function post(form: FormData, accept = '*/*') {
  const encoded = new Response(form)
  const body = new Uint8Array(await encoded.arrayBuffer())
  const headers = { host: '127.0.0.1:3000', accept, 'content-type': encoded.headers.get('content-type') ?? '' }
  return POST(new Request('http://127.0.0.1:3000/api/brief', { method: 'POST', headers, body }))
}

const sink = smtpTestSinkForRouteTests({ BRIEF_MAIL_TO: 'sales@stratum-bim.example', BRIEF_MAX_BYTES: String(64 * 1024) })

describe('POST /api/brief', () => {
  it('200: one mail to the sales inbox, summary in order, drawings byte for byte, the JSON for the CRM', async () => {
    const pdf = makePdf(4000)
    const dwg = makeDwg(3000)
    const response = await post(brief({}, [{ file: pdf, fileName: 'GA-101 rev C.pdf' }, { file: dwg, fileName: 'grid.DWG' }]))
    const body = await response.json()
    expect(response.status).toBe(200)
    expect(body.reference).toMatch(/^B-/)
    expect(sink.mails).toHaveLength(1)
    const mail = sink.mails[0]!
    expect(mail.envelope.to).toEqual(['sales@stratum-bim.example'])
    expect(mail.parsed.subject).toBe(`Brief: Steel Detailing, Steel Connection Design – Gulf Steel & Sons [${body.reference}]`)
    expect(mail.parsed.replyTo?.[0]?.address).toBe('dana@gulfsteel.example')
    const labels = ['Company:', 'Contact:', 'Prefers:', 'Services:', 'Start:', 'Budget:', 'Location:', 'Size:', 'LOD:', 'Deliverables:', 'Design codes:', 'Client has:', 'Drawings:', 'Notes:']
    const positions = labels.map((label) => mail.parsed.text!.indexOf(label))
    expect(positions.every((position, index) => position >= 0 && (index === 0 || position > positions[index - 1]!))).toBe(true)
    expect(mail.parsed.text).toContain('Design codes: AISC (US); CSA S16')
    expect(mail.parsed.html).toContain('Houston, TX &lt;USA&gt;')
    expect(mail.parsed.html).not.toContain('<USA>')
    const [json, ...files] = mail.parsed.attachments
    expect(json!.filename).toBe(`brief-${body.reference}.json`)
    const crm = JSON.parse(Buffer.from(json!.content as ArrayBuffer).toString('utf8'))
    expect(crm).toMatchObject({ reference: body.reference, services: lists.services, lod: '400', startDate: IN_A_MONTH, contactMethod: 'whatsapp' })
    expect(crm).not.toHaveProperty('website')
    expect(files.map((file) => file.filename)).toEqual(['GA-101 rev C.pdf', 'grid.dwg'])
    expect(Buffer.from(files[0]!.content as ArrayBuffer).equals(pdf)).toBe(true)
    expect(Buffer.from(files[1]!.content as ArrayBuffer).equals(dwg)).toBe(true)
  })

  it('an empty, unnamed file part (a file input left empty, posted without script) is not a file', async () => {
    const form = brief({ drawingsMode: 'later' })
    form.append('drawings', new File([], ''))
    expect((await post(form)).status).toBe(200)
    expect(sink.mails[0]!.parsed.attachments).toHaveLength(1)
  })

  it('keeps the drawings in the order they were sent, whichever finished writing first', async () => {
    const big = makePdf(60 * 1024)
    const small = makeDwg(500)
    expect((await post(brief({}, [{ file: big, fileName: 'big.pdf' }, { file: small, fileName: 'small.dwg' }]))).status).toBe(200)
    expect(sink.mails[0]!.parsed.attachments.map((file) => file.filename)).toEqual([expect.stringMatching(/\.json$/), 'big.pdf', 'small.dwg'])
  })

  it('a link-only brief: no attachment but the JSON, and the link in the summary', async () => {
    const response = await post(brief({ drawingsMode: 'link', drawingsLink: 'https://drive.example.com/folders/gulf-steel' }))
    expect(response.status).toBe(200)
    const mail = sink.mails[0]!
    expect(mail.parsed.text).toContain('Drawings:     Shared folder: https://drive.example.com/folders/gulf-steel')
    expect(mail.parsed.attachments.map((file) => file.mimeType)).toEqual(['application/json'])
  })

  it('400 for a link with a line break (the URL parser would drop it, the raw link would forge mail lines); nothing is sent', async () => {
    const response = await post(brief({ drawingsMode: 'link', drawingsLink: 'https://drive.example.com/set\r\nDrawings: none' }))
    expect(response.status).toBe(400)
    expect((await response.json()).errors).toEqual({ drawingsLink: 'The link cannot contain line breaks or control characters: paste it again from the address bar' })
    expect(sink.mails).toHaveLength(0)
  })

  it('400 naming the file when a .dwg is not a drawing; nothing is sent', async () => {
    const response = await post(brief({}, [{ file: makeDxf(), fileName: 'plan.dxf' }, { file: makePdf(), fileName: 'frame.dwg' }]))
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.errors.drawings).toMatch(/^“frame\.dwg” does not contain what its name says/)
    expect(sink.mails).toHaveLength(0)
  })

  it('400 with one message per bad field from every step', async () => {
    const response = await post(brief({ lod: '', phone: '7310012345', drawingsMode: 'link', drawingsLink: 'http://x.example' }))
    expect(response.status).toBe(400)
    expect(Object.keys((await response.json()).errors)).toEqual(['lod', 'phone', 'drawingsLink'])
  })

  it('413 while streaming when the drawings pass BRIEF_MAX_BYTES', async () => {
    const big = await post(brief({}, [{ file: makePdf(40 * 1024), fileName: 'a.pdf' }, { file: makeIfc(), fileName: 'b.ifc' }, { file: makePdf(30 * 1024), fileName: 'c.pdf' }]))
    expect(big.status).toBe(413)
    expect((await big.json()).errors.drawings).toMatch(/more than 0\.1 MB; share larger sets by link/)
  })

  it('400 for a sixth file', async () => {
    const six = await post(brief({}, Array.from({ length: 6 }, (_, index) => ({ file: makePdf(), fileName: `s${index}.pdf` }))))
    expect(six.status).toBe(400)
    expect((await six.json()).errors.drawings).toMatch(/at most 5 files/)
    expect(sink.mails).toHaveLength(0)
  })

  it('a filled honeypot answers 200, sends nothing, and keeps the text fields in spam/ (a false positive can be recovered)', async () => {
    const response = await post(brief({ website: 'http://spam.example' }))
    expect(response.status).toBe(200)
    const { reference } = await response.json()
    expect(sink.mails).toHaveLength(0)
    const kept = JSON.parse(readFileSync(join(sink.queueDir, 'spam', `${reference}.json`), 'utf8'))
    expect(kept.fields).toMatchObject({ company: scalars.company, email: scalars.email, description: expect.stringContaining('Erection starts in phases.'), services: lists.services.join(', ') })
  })
})

// With an IFC model, through the real queue, worker thread and SMTP test server: the answer says
// what the model holds, the one mail carries the table, the CSV and the JSON, and nothing of the
// takeoff stays in the queue once the mail is out (docs/takeoff.md).
describe('POST /api/brief with an IFC model', () => {
  const SAMPLE = readFileSync(join(__dirname, '..', '..', '..', 'public', 'models', 'structural-design', 'structural-design-sample.ifc'))
  const READ = 'We read frame.ifc: 3 beams, 4 columns, 1 slab, 1.1 t of steel and 9.6 m³ of concrete; connections are not modelled; no rebar modelled.'
  // A worker's start and web-ifc's compile take about a second here; slow machines are three times slower.
  const SLOW_MS = 90_000
  const queueFiles = (folder: string) => (existsSync(join(sink.queueDir, folder)) ? readdirSync(join(sink.queueDir, folder)) : [])
  /** Waits until the queue has delivered the brief and removed what it kept for it. */
  async function delivered() {
    const deadline = Date.now() + 60_000
    while ((sink.mails.length === 0 || queueFiles('takeoffs').length > 0) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
  }

  // The first worker of a process compiles web-ifc's JavaScript and leaves its code cache to the
  // next ones, as the first takeoff after a server's start does: done here, before the 5 s answers.
  beforeAll(() => takeoffOfFile('warm-up.ifc', SAMPLE), SLOW_MS)

  it(
    'answers with what the model holds, and the one mail carries the takeoff table, CSV and JSON',
    async () => {
      const response = await post(brief({}, [{ file: SAMPLE, fileName: 'frame.ifc' }]))
      const body = await response.json()
      expect(response.status).toBe(200)
      expect(body.takeoff).toBe(READ)
      await delivered()
      expect(sink.mails).toHaveLength(1)
      const mail = sink.mails[0]!.parsed
      expect(mail.text).toContain('Model takeoff (an estimate from the model, not a quotation)')
      expect(mail.text).toMatch(/UB 457x191x67 +\S+ +2 +12\.80 +859\.\d +[\d.]+ +section \(gross\)/)
      expect(mail.text!.indexOf('Before quoting:')).toBeLessThan(mail.text!.indexOf('Steel members by profile and grade'))
      expect(mail.html).toContain('An estimate from the model, not a quotation.')
      expect(mail.html).toContain('UB 305x165x40')
      const names = mail.attachments.map((attachment) => attachment.filename)
      expect(names).toEqual([`brief-${body.reference}.json`, 'frame.ifc', `takeoff-${body.reference}.csv`, `takeoff-${body.reference}.json`])
      const json = JSON.parse(Buffer.from(mail.attachments[3]!.content as ArrayBuffer).toString('utf8'))
      expect(json).toMatchObject({ reference: body.reference, models: [{ file: 'frame.ifc', status: 'read', reason: null, schema: 'IFC4', concrete_m3: 9.632 }] })
      const csv = Buffer.from(mail.attachments[2]!.content as ArrayBuffer).toString('utf8')
      expect(csv).toContain(`"${body.reference}","frame.ifc","total","concrete","","","","9.632","",""`)
      expect(queueFiles('takeoffs')).toEqual([])
      expect(queueFiles('attachments')).toEqual([])
      expect(liveTakeoffWorkers()).toBe(0)
    },
    SLOW_MS,
  )

  it(
    'without JavaScript: the answer page gets the line in a cookie of its own, never in its address',
    async () => {
      const response = await post(brief({}, [{ file: SAMPLE, fileName: 'frame.ifc' }]), 'text/html')
      expect(response.status).toBe(303)
      const location = response.headers.get('location') ?? ''
      expect(location).toMatch(/^\/form-sent\?form=brief&reference=B-/)
      expect(location).not.toContain('frame')
      const cookie = response.headers.get('set-cookie') ?? ''
      expect(cookie).toMatch(new RegExp(`^${TAKEOFF_COOKIE}=B-[^;]+; Path=/form-sent; Max-Age=600; HttpOnly; SameSite=Lax$`))
      expect(decodeURIComponent(cookie.split(';')[0]!.split('=')[1]!)).toMatch(/^B-[^|]+\|We read frame\.ifc: 3 beams, 4 columns, 1 slab/)
      await delivered()
      expect(sink.mails).toHaveLength(1)
    },
    SLOW_MS,
  )

  it(
    'reads the .ifc inside an .ifczip',
    async () => {
      const body = await (await post(brief({}, [{ file: makeZip([{ name: 'frame.ifc', data: SAMPLE }]), fileName: 'frame.ifczip' }]))).json()
      expect(body.takeoff).toBe(READ.replace('frame.ifc', 'frame.ifczip'))
      await delivered()
      expect(sink.mails[0]!.parsed.attachments.map((attachment) => attachment.filename)).toContain('frame.ifczip')
    },
    SLOW_MS,
  )

  it(
    'a model the takeoff cannot read: the brief is delivered once, saying so',
    async () => {
      // A valid header and a placement that is its own parent: accepted at upload, refused by the takeoff.
      const cyclic = Buffer.from(
        SAMPLE.toString('latin1').replace('ENDSEC;\nEND-ISO-10303-21;', "#900001=IFCLOCALPLACEMENT(#900001,$);\n#900002=IFCBEAM('0000000000000000000000',$,'X',$,$,#900001,$,'X',.BEAM.);\nENDSEC;\nEND-ISO-10303-21;"),
        'latin1',
      )
      const body = await (await post(brief({}, [{ file: cyclic, fileName: 'cyclic.ifc' }]))).json()
      expect(body.takeoff).toBe('We could not read cyclic.ifc automatically; our team will open it and reply with a summary.')
      await delivered()
      expect(sink.mails).toHaveLength(1)
      expect(sink.mails[0]!.parsed.text).toContain('Not read automatically: could not be read: the placement #900001 refers to itself.')
      expect(liveTakeoffWorkers()).toBe(0)
    },
    SLOW_MS,
  )

  it('a brief without a model has no takeoff in its answer or its mail', async () => {
    const body = await (await post(brief({}, [{ file: makePdf(), fileName: 'plan.pdf' }]))).json()
    expect(body.success).toBe(true)
    expect(body.takeoff).toBeUndefined()
    expect(sink.mails[0]!.parsed.text).not.toContain('Model takeoff')
  })
})
