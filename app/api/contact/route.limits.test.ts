import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { smtpTestSinkForRouteTests } from '@/e2e/support/route-test-sink'
import { postJson, valid } from '@/e2e/support/contact-route-client'

// The per-visitor limit (docs/forms.md, "Limits"): a point is taken before the body is read and
// given back when nothing was stored; honeypot hits keep theirs.
const sink = smtpTestSinkForRouteTests({ CONTACT_MAIL_TO: undefined, TRUST_PROXY: undefined })
const from = (address: string) => ({ 'x-forwarded-for': address })

describe('POST /api/contact: the per-visitor limit', () => {
  it('50 simultaneous posts from one address store at most the limit', async () => {
    process.env.FORM_RATE_LIMIT = '3'
    const answers = await Promise.all(Array.from({ length: 50 }, () => postJson(valid, from('203.0.113.20'))))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(3)
    expect(statuses.filter((status) => status === 429)).toHaveLength(47)
    expect(sink.mails.length + readdirSync(join(sink.queueDir, 'ready')).length).toBe(3)
  })

  it('honeypot hits count: the bot gets its 200 until the limit, then 429, and spam/ stops growing', async () => {
    process.env.FORM_RATE_LIMIT = '2'
    const trap = () => postJson({ ...valid, website: 'http://spam.example' }, from('203.0.113.21'))
    expect([(await trap()).status, (await trap()).status, (await trap()).status]).toEqual([200, 200, 429])
    expect(readdirSync(join(sink.queueDir, 'spam'))).toHaveLength(2)
    expect((await postJson(valid, from('203.0.113.21'))).status).toBe(429)
    expect(sink.mails).toHaveLength(0)
  })

  it('what is not stored gives its point back: a duplicate, a 503, a 400', async () => {
    process.env.FORM_RATE_LIMIT = '2'
    const id = { ...from('203.0.113.22'), 'x-submission-id': 'draft-limits-1' }
    expect((await postJson(valid, id)).status).toBe(200)
    expect((await postJson(valid, id)).status).toBe(200) // the repeat: nothing stored
    expect((await postJson({ ...valid, email: 'bad' }, from('203.0.113.22'))).status).toBe(400)
    const queueDir = process.env.MAIL_QUEUE_DIR
    process.env.MAIL_QUEUE_DIR = join(__filename, 'queue')
    expect((await postJson(valid, from('203.0.113.22'))).status).toBe(503)
    process.env.MAIL_QUEUE_DIR = queueDir
    expect((await postJson(valid, from('203.0.113.22'))).status).toBe(200)
    expect((await postJson(valid, from('203.0.113.22'))).status).toBe(429)
    expect(sink.mails).toHaveLength(2)
  })
})
