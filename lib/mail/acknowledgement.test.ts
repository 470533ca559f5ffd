import { buildAcknowledgement } from './acknowledgement'

describe('acknowledgement mail', () => {
  it('carries the reference, the date and the firm contacts, and nothing the visitor typed', () => {
    const mail = buildAcknowledgement({ form: 'contact', reference: 'C-7K3Q9XZ', to: 'asha@builders.example', receivedAt: Date.UTC(2026, 10, 24, 7, 12), from: 'Website <no-reply@x.example>' })
    expect(mail.subject).toBe('We have received your enquiry [C-7K3Q9XZ]')
    expect(mail.text).toContain('Reference: C-7K3Q9XZ')
    expect(mail.text).toContain('Tue, 24 Nov 2026 07:12 UTC')
    expect(mail.text).toContain('info@stratum-bim.example')
    expect(mail.messageId).toMatch(/^<C-7K3Q9XZ-ACK@/)
    expect(Object.keys(mail).sort()).toEqual(['date', 'from', 'headers', 'html', 'messageId', 'replyTo', 'subject', 'text', 'to'])
  })

})
