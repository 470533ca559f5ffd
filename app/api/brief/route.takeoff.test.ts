/**
 * @jest-environment node
 */
// A brief with an IFC model, through the real route, queue, worker thread and SMTP test server:
// the answer says what the model holds, the firm's one mail carries the table, the CSV and the
// JSON, and nothing of the takeoff stays in the queue once the mail is out.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { smtpTestSinkForRouteTests } from '@/e2e/support/route-test-sink'
import { makeZip } from '@/e2e/fixtures/forms'
import { liveTakeoffWorkers, takeoffOfFile } from '@/lib/takeoff/runner'
import { TAKEOFF_COOKIE } from '@/lib/takeoff/visitor-cookie'
import { POST } from './route'

const SAMPLE = readFileSync(join(__dirname, '..', '..', '..', 'public', 'models', 'structural-design', 'structural-design-sample.ifc'))
// A worker's start and web-ifc's compile take about a second here; slow machines are three times slower.
jest.setTimeout(90_000)

const sink = smtpTestSinkForRouteTests({ BRIEF_MAIL_TO: 'sales@stratum-bim.example', BRIEF_MAX_BYTES: String(1024 * 1024) })

// The first worker of a process compiles web-ifc's JavaScript and leaves its code cache to the
// next ones, as the first takeoff after a server's start does: done here, before the 5 s answers.
beforeAll(() => takeoffOfFile('warm-up.ifc', SAMPLE))

/** Waits until the queue has delivered the brief and removed what it kept for it. */
async function delivered() {
  const deadline = Date.now() + 60_000
  while ((sink.mails.length === 0 || queueFiles('takeoffs').length > 0) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
}

function brief(file: Buffer, fileName: string) {
  const form = new FormData()
  const fields = {
    lod: '300',
    size: 'Two-bay frame',
    location: 'Leeds',
    description: '',
    codesOther: '',
    timeline: 'flexible',
    budget: '',
    drawingsMode: 'upload',
    drawingsLink: '',
    name: 'Dana Reyes',
    company: 'Gulf Steel & Sons',
    email: 'dana@gulfsteel.example',
    phone: '+1 713 555 0142',
    contactMethod: 'email',
    website: '',
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const [name, values] of Object.entries({ services: ['structural-design'], inputs: ['model'], deliverables: ['shop-drawings'], codes: ['eurocode'] })) {
    for (const value of values) form.append(name, value)
  }
  form.append('drawings', new File([new Uint8Array(file)], fileName))
  return form
}

async function post(form: FormData, accept = 'application/json') {
  const encoded = new Response(form)
  const body = new Uint8Array(await encoded.arrayBuffer())
  const headers = { host: '127.0.0.1:3000', accept, 'content-type': encoded.headers.get('content-type') ?? '' }
  return POST(new Request('http://127.0.0.1:3000/api/brief', { method: 'POST', headers, body }))
}

const queueFiles = (folder: string) => (existsSync(join(sink.queueDir, folder)) ? readdirSync(join(sink.queueDir, folder)) : [])

describe('POST /api/brief with an IFC model', () => {
  it('answers with what the model holds, and the one mail carries the takeoff table, CSV and JSON', async () => {
    const response = await post(brief(SAMPLE, 'frame.ifc'))
    const body = await response.json()
    expect(response.status).toBe(200)
    expect(body.takeoff).toBe('We read frame.ifc: 3 beams, 4 columns, 1 slab, 1.1 t of steel and 9.6 m³ of concrete.')
    await delivered()
    expect(sink.mails).toHaveLength(1)
    const mail = sink.mails[0]!.parsed
    expect(mail.text).toContain('Model takeoff (an estimate from the model, not a quotation)')
    expect(mail.text).toMatch(/UB 457x191x67 +2 +12\.80 +859\.\d {2}profile/)
    expect(mail.html).toContain('An estimate from the model, not a quotation.')
    expect(mail.html).toContain('UB 305x165x40')
    const names = mail.attachments.map((attachment) => attachment.filename)
    expect(names).toEqual([`brief-${body.reference}.json`, 'frame.ifc', `takeoff-${body.reference}.csv`, `takeoff-${body.reference}.json`])
    const json = JSON.parse(Buffer.from(mail.attachments[3]!.content as ArrayBuffer).toString('utf8'))
    expect(json).toMatchObject({ reference: body.reference, models: [{ file: 'frame.ifc', status: 'read', reason: null, schema: 'IFC4', concrete_m3: 9.632 }] })
    const csv = Buffer.from(mail.attachments[2]!.content as ArrayBuffer).toString('utf8')
    expect(csv).toContain(`"${body.reference}","frame.ifc","concrete","concrete","","","","9.632","",""`)
    expect(queueFiles('takeoffs')).toEqual([])
    expect(queueFiles('attachments')).toEqual([])
    expect(liveTakeoffWorkers()).toBe(0)
  })

  it('without JavaScript: the answer page gets the line in a cookie of its own, never in its address', async () => {
    const response = await post(brief(SAMPLE, 'frame.ifc'), 'text/html')
    expect(response.status).toBe(303)
    const location = response.headers.get('location') ?? ''
    expect(location).toMatch(/^\/form-sent\?form=brief&reference=B-/)
    expect(location).not.toContain('frame')
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(new RegExp(`^${TAKEOFF_COOKIE}=B-[^;]+; Path=/form-sent; Max-Age=600; HttpOnly; SameSite=Lax$`))
    expect(decodeURIComponent(cookie.split(';')[0]!.split('=')[1]!)).toMatch(/^B-[^|]+\|We read frame\.ifc: 3 beams, 4 columns, 1 slab/)
    await delivered()
    expect(sink.mails).toHaveLength(1)
  })

  it('reads the .ifc inside an .ifczip', async () => {
    const body = await (await post(brief(makeZip([{ name: 'frame.ifc', data: SAMPLE }]), 'frame.ifczip'))).json()
    expect(body.takeoff).toBe('We read frame.ifczip: 3 beams, 4 columns, 1 slab, 1.1 t of steel and 9.6 m³ of concrete.')
    await delivered()
    expect(sink.mails[0]!.parsed.attachments.map((attachment) => attachment.filename)).toContain('frame.ifczip')
  })

  it('a model the takeoff cannot read: the brief is delivered once, saying so', async () => {
    // A valid header and a placement that is its own parent: accepted at upload, refused by the takeoff.
    const cyclic = Buffer.from(
      SAMPLE.toString('latin1').replace('ENDSEC;\nEND-ISO-10303-21;', "#900001=IFCLOCALPLACEMENT(#900001,$);\n#900002=IFCBEAM('0000000000000000000000',$,'X',$,$,#900001,$,'X',.BEAM.);\nENDSEC;\nEND-ISO-10303-21;"),
      'latin1',
    )
    const response = await post(brief(cyclic, 'cyclic.ifc'))
    const body = await response.json()
    expect(response.status).toBe(200)
    expect(body.takeoff).toBe('We could not read cyclic.ifc automatically; our team will open it and reply with a summary.')
    await delivered()
    expect(sink.mails).toHaveLength(1)
    expect(sink.mails[0]!.parsed.text).toContain('Not read automatically: could not be read: the placement #900001 refers to itself.')
    expect(liveTakeoffWorkers()).toBe(0)
  })

  it('a brief without a model has no takeoff in its answer or its mail', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
    const body = await (await post(brief(pdf, 'plan.pdf'))).json()
    expect(body.success).toBe(true)
    expect(body.takeoff).toBeUndefined()
    expect(sink.mails[0]!.parsed.text).not.toContain('Model takeoff')
  })
})
