import { join } from 'node:path'
import { smtpTestSinkForRouteTests } from '@/e2e/support/route-test-sink'
import { handleFormPost, type FormReader } from './form-handler'

// The duplicate guard of the shared pipeline (docs/forms.md, "Duplicates"), with a form of its own
// whose mail can be made to fail while it is built.
const sink = smtpTestSinkForRouteTests()
let buildFailures = 0

const readTestForm: FormReader = async (request, env, reference) => {
  const value = (await request.json()) as { email: string; text: string }
  if (buildFailures > 0) {
    buildFailures -= 1
    throw new TypeError('the mail could not be built')
  }
  const mail = { from: env.mailFrom, to: 'sales@stratum-bim.example', replyTo: value.email, subject: `Test [${reference}]`, text: value.text }
  return { kind: 'valid', content: value, mail, lead: { fields: value } }
}

async function send(value: { text: string }, submissionId: string) {
  const request = new Request('http://127.0.0.1:3000/api/contact', {
    method: 'POST',
    headers: { host: '127.0.0.1:3000', 'content-type': 'application/json', 'x-submission-id': submissionId },
    body: JSON.stringify({ email: 'asha@builders.example', ...value }),
  })
  const response = await handleFormPost(request, 'contact', readTestForm)
  return { status: response.status, body: (await response.json()) as { reference?: string; message: string } }
}

describe('the duplicate guard in the form pipeline', () => {
  it('a submission whose mail could not be built (500) is stored when sent again, not answered as a duplicate', async () => {
    buildFailures = 1
    expect((await send({ text: 'Moment connections' }, 'draft-handler-1')).status).toBe(500)
    const retry = await send({ text: 'Moment connections' }, 'draft-handler-1')
    expect(retry.status).toBe(200)
    expect(sink.mails.map((mail) => mail.parsed.subject)).toEqual([`Test [${retry.body.reference}]`])
  })

  it('a queue that cannot be written gives 503 naming the firm e-mail, with a submission id too, and the retry is stored', async () => {
    const queueDir = sink.queueDir
    process.env.MAIL_QUEUE_DIR = join(__filename, 'queue')
    const refused = await send({ text: 'Moment connections' }, 'draft-handler-2')
    expect(refused.status).toBe(503)
    expect(refused.body.message).toContain('info@stratum-bim.example')
    process.env.MAIL_QUEUE_DIR = queueDir
    expect((await send({ text: 'Moment connections' }, 'draft-handler-2')).status).toBe(200)
    expect(sink.mails).toHaveLength(1)
  })

  it('a repeat answers with the first reference; an edited resend under the same id is a new submission', async () => {
    const first = await send({ text: 'Moment connections' }, 'draft-handler-3')
    const repeat = await send({ text: 'Moment connections' }, 'draft-handler-3')
    expect(repeat.body.reference).toBe(first.body.reference)
    const edited = await send({ text: 'Moment connections, and the base plates' }, 'draft-handler-3')
    expect(edited.status).toBe(200)
    expect(edited.body.reference).not.toBe(first.body.reference)
    expect(sink.mails.map((mail) => mail.parsed.text?.trim())).toEqual(['Moment connections', 'Moment connections, and the base plates'])
  })
})
