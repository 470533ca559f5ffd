import type { SendMailOptions } from 'nodemailer'
import { brand, SITE_URL } from '@/content/site'
import { escapeHtml } from '@/lib/escape-html'
import { messageIdFor } from './reference'

// The short e-mail a visitor gets once the firm's copy of their submission has been delivered
// (docs/forms.md, "Acknowledgement"). It carries nothing the visitor typed, apart from the address
// it goes to, so the forms cannot be used to send a stranger a message of one's choosing.

const NEXT_STEPS: Record<string, { subject: string; lines: string[]; contact: string }> = {
  contact: {
    subject: 'We have received your enquiry',
    lines: [
      'An engineer reads every enquiry and answers within one working day, usually with questions about drawings, codes and deadlines.',
      'If your project is urgent, call us and quote your reference.',
    ],
    contact: brand.email,
  },
  career: {
    subject: 'We have received your application',
    lines: [
      'Our engineering leads review every application and contact shortlisted candidates within two weeks.',
      'Your CV is used only for this application and deleted within 12 months if we do not hire you.',
    ],
    contact: brand.careersEmail,
  },
  newsletter: {
    subject: 'Your newsletter subscription',
    lines: ['You will receive our project notes about once a month. Every issue has a link to unsubscribe.'],
    contact: brand.email,
  },
  brief: {
    subject: 'We have received your project brief',
    lines: ['An engineer reviews your brief and drawings and answers within two working days with questions or a proposal.'],
    contact: brand.email,
  },
}

export function buildAcknowledgement(
  { form, reference, to, receivedAt, from }: { form: string; reference: string; to: string; receivedAt: number; from: string },
): SendMailOptions {
  const steps = NEXT_STEPS[form] ?? NEXT_STEPS.contact!
  const date = new Date(receivedAt).toUTCString().replace(/:\d\d GMT$/, ' UTC')
  const contacts = [`E-mail: ${steps.contact}`, `Phone: ${brand.phones.join(', ')}`, `Web: ${SITE_URL}`]
  const text = [
    `Thank you. ${brand.name} received your submission on ${date}.`,
    `Reference: ${reference}`,
    '',
    'What happens next',
    ...steps.lines,
    '',
    ...contacts,
    '',
    'You receive this e-mail because this address was entered in a form on our website. If that was not you, ignore it: nothing else will be sent.',
  ].join('\n')
  const html = text
    .split('\n\n')
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('')
  return {
    from,
    to,
    replyTo: steps.contact,
    subject: `${steps.subject} [${reference}]`,
    text: `${text}\n`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#14213d">${html}</body></html>`,
    messageId: messageIdFor(`${reference}-ACK`),
    date: new Date(receivedAt),
    headers: { 'X-Form-Reference': `${reference}-ACK`, 'Auto-Submitted': 'auto-replied' },
  }
}
