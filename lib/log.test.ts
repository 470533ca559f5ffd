import { errorFields } from './log.mjs'

describe('errorFields', () => {
  it('keeps an error\'s name, code and SMTP reply code, never its message (a relay may quote the recipient)', () => {
    const refused = Object.assign(new Error('550 5.1.1 <meera.k@client.example>: Recipient address rejected'), { name: 'MailDeliveryError', code: 'EENVELOPE', responseCode: 550 })
    expect(errorFields(refused)).toEqual({ error: 'MailDeliveryError', code: 'EENVELOPE', responseCode: 550 })
    expect(JSON.stringify(errorFields(refused))).not.toContain('client.example')
    expect(errorFields(Object.assign(new Error('open /tmp/x'), { code: 'ENOENT' }))).toEqual({ error: 'Error', code: 'ENOENT' })
    expect(errorFields('a thrown string with meera.k@client.example')).toEqual({ error: 'string' })
    expect(errorFields(null)).toEqual({ error: 'object' })
  })
})
