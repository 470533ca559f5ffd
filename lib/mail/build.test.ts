import nodemailer from 'nodemailer'
import PostalMime from 'postal-mime'
import { makePdf } from '@/e2e/fixtures/forms'
import { escapeHtml } from '@/lib/escape-html'
import { buildCareerMail, buildContactMail, buildNewsletterMail, cvAttachmentName, headerSafe } from './build'

const routing = { from: 'Website <no-reply@stratum-bim.example>', to: 'sales@stratum-bim.example' }

const contact = {
  name: 'Asha <b>Verma</b>',
  email: 'asha@builders.example',
  companyName: 'Verma & Sons "Builders"',
  subject: 'PEB <script>alert(1)</script> shed',
  phone: '9826012345',
  message: 'Line one <img src=x onerror=alert(1)>\nLine two',
}

/** The message as it would go on the wire, and parsed back. */
async function render(message: Parameters<ReturnType<typeof nodemailer.createTransport>['sendMail']>[0]) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const info = await transport.sendMail(message)
  const raw = (info.message as Buffer).toString('utf8')
  const headerBlock = raw.slice(0, raw.indexOf('\n\n'))
  return { raw, headerBlock, parsed: await PostalMime.parse(info.message as Buffer) }
}

describe('escapeHtml and headerSafe', () => {
  it('escapes the five HTML specials', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;')
  })
  it('flattens line breaks and bidi controls', () => {
    expect(headerSafe('Hi\r\nBcc: victim@evil.test')).toBe('Hi Bcc: victim@evil.test')
    expect(headerSafe('cv\u202efdp.exe')).toBe('cv fdp.exe')
  })
})

describe('encoded words from a visitor never reach a header', () => {
  it('headerSafe breaks "=?" so no mail reader decodes what follows', () => {
    expect(headerSafe('=?utf-8?b?SGFja2Vk?=')).toBe('= ?utf-8?b?SGFja2Vk?=')
  })

  it('in the subject and the Reply-To name, even when validation was skipped', async () => {
    const forged = { ...contact, name: '=?utf-8?b?QWRtaW4=?=', subject: 'Offer =?UTF-8?Q?Hacked?= now' }
    const { headerBlock, parsed } = await render(buildContactMail(routing, 'C-ABC1234', forged))
    expect(headerBlock).not.toMatch(/=\?utf-8\?[bq]\?(QWRtaW4|Hacked)/i)
    expect(parsed.subject).not.toMatch(/Offer Hacked/)
    expect(parsed.replyTo?.[0]?.name).not.toBe('Admin')
  })
})

describe('contact mail', () => {
  it('has the subject, reference, Reply-To and every field in both parts', async () => {
    const { parsed } = await render(buildContactMail(routing, 'C-ABC1234', contact))
    expect(parsed.subject).toBe('Contact: PEB <script>alert(1)</script> shed [C-ABC1234]')
    expect(parsed.replyTo).toEqual([{ name: 'Asha <b>Verma</b>', address: 'asha@builders.example' }])
    expect(parsed.to?.[0]?.address).toBe('sales@stratum-bim.example')
    for (const value of ['C-ABC1234', 'asha@builders.example', 'Verma & Sons "Builders"', '9826012345', 'Line two']) {
      expect(parsed.text).toContain(value)
    }
    expect(parsed.text).toContain('<img src=x onerror=alert(1)>')
  })

  it('escapes every visitor value in the HTML part', async () => {
    const { parsed } = await render(buildContactMail(routing, 'C-ABC1234', contact))
    const html = parsed.html ?? ''
    // Escaped text may still read 'onerror=' as text; what must never appear is a live tag.
    expect(html).not.toMatch(/<script|<img|<b>Verma/i)
    expect(html).toContain('PEB &lt;script&gt;alert(1)&lt;/script&gt; shed')
    expect(html).toContain('Verma &amp; Sons &quot;Builders&quot;')
    expect(html).toContain('Line one &lt;img src=x onerror=alert(1)&gt;<br>Line two')
  })

  it('says (no message) when the message is empty', async () => {
    const { parsed } = await render(buildContactMail(routing, 'C-ABC1234', { ...contact, message: undefined }))
    expect(parsed.text).toContain('(no message)')
  })

  it('cannot gain a header from CR/LF in any field', async () => {
    const evil = 'x\r\nBcc: victim@evil.test\r\nX-Evil: 1'
    const { headerBlock, parsed } = await render(
      buildContactMail(routing, 'C-ABC1234', { ...contact, name: evil, subject: evil, companyName: evil, email: 'asha@builders.example' }),
    )
    expect(headerBlock).not.toMatch(/^bcc:/im)
    expect(headerBlock).not.toMatch(/^x-evil:/im)
    expect(parsed.bcc).toBeUndefined()
    expect(parsed.subject).toBe('Contact: x Bcc: victim@evil.test X-Evil: 1 [C-ABC1234]')
  })
})

describe('career mail', () => {
  const application = {
    fullName: 'Rohan Méhta',
    email: 'rohan@mail.example',
    phone: '7310012345',
    education: "Master's",
    experience: '1-3 years',
    jobRole: 'General application',
    message: undefined,
  }

  it('attaches the CV byte for byte under a generated name and our MIME type', async () => {
    const content = makePdf(4096)
    const { parsed } = await render(
      buildCareerMail(routing, 'A-XYZ7890', application, { content, extension: 'pdf', originalName: '../../cv\u202efdp.exe.pdf' }),
    )
    expect(parsed.subject).toBe('Application: General application (Any office) – Rohan Méhta [A-XYZ7890]')
    expect(parsed.replyTo?.[0]?.address).toBe('rohan@mail.example')
    expect(parsed.attachments).toHaveLength(1)
    const attachment = parsed.attachments[0]!
    expect(attachment.filename).toBe('CV - Rohan Mehta.pdf')
    expect(attachment.mimeType).toBe('application/pdf')
    expect(Buffer.from(attachment.content as ArrayBuffer).equals(content)).toBe(true)
    for (const value of ["Master's", '1-3 years', '7310012345', '(no message)']) expect(parsed.text).toContain(value)
  })

  it('names the role and its office in the subject and the body', async () => {
    for (const [jobRole, offices] of [
      ['Senior Tekla steel detailer', 'Noida'],
      ['BIM coordinator', 'Indore or Noida'],
    ] as const) {
      const mail = buildCareerMail(routing, 'A-XYZ7890', { ...application, jobRole }, { content: makePdf(), extension: 'pdf', originalName: 'cv.pdf' })
      const { parsed } = await render(mail)
      expect(parsed.subject).toBe(`Application: ${jobRole} (${offices}) – Rohan Méhta [A-XYZ7890]`)
      expect(parsed.text).toContain(`Job role: ${jobRole}\nOffice: ${offices}\n`)
      expect(parsed.html).toContain(`${offices}</td>`)
    }
  })

  it('never puts path, bidi or control characters in the attachment name', () => {
    expect(cvAttachmentName('../../etc/passwd\r\nX: 1', 'docx')).toBe('CV - etc passwd X 1.docx')
    expect(cvAttachmentName('\u202e\u202e', 'doc')).toBe('CV - applicant.doc')
    expect(cvAttachmentName('a'.repeat(300), 'pdf')).toHaveLength('CV - '.length + 80 + '.pdf'.length)
  })
})

describe('newsletter mail', () => {
  it('names the address in the subject and replies to it', async () => {
    const { parsed } = await render(buildNewsletterMail(routing, 'N-0000000', { email: 'reader@firm.example' }))
    expect(parsed.subject).toBe('Newsletter subscription: reader@firm.example [N-0000000]')
    expect(parsed.replyTo?.[0]?.address).toBe('reader@firm.example')
  })
})
