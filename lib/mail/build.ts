import { escapeHtml } from '@/lib/escape-html'
import type { SendMailOptions } from 'nodemailer'
import { jobRoleOffices } from '@/lib/careers'
import type { CareerSubmission, ContactSubmission, NewsletterSubmission } from '@/lib/validation/forms'

// One place builds every form mail: a plain-text part, an HTML part with every visitor value
// escaped, Reply-To set to the visitor, and a subject that names the form and the reference.
// Visitor text never becomes a header of its own, nor an encoded word a mail reader would decode:
// one-line values are validated free of line breaks and of `=?…?=`, and headerSafe() flattens
// them and breaks every `=?` again here in case a caller skipped validation.

export type MailRouting = { from: string; to: string }

export type DetectedCv = {
  content: Buffer
  /** From the file's content, not from the visitor: 'pdf' | 'doc' | 'docx'. */
  extension: 'pdf' | 'doc' | 'docx'
  /** The visitor's own file name, shown (escaped) in the mail body only. */
  originalName: string
}

export const CV_CONTENT_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const

const NO_MESSAGE = '(no message)'


/** One line with no control, line-separator or bidi characters and no `=?` (an encoded word's start), for use inside a header. */
export function headerSafe(value: string): string {
  return value
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g, ' ')
    .replace(/=\?/g, '= ?')
    .trim()
}

/** The attachment's file name: ours, built from the applicant's name and the detected type. */
export function cvAttachmentName(fullName: string, extension: DetectedCv['extension']): string {
  const ascii = fullName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 _-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80)
    .trim()
  return `CV - ${ascii || 'applicant'}.${extension}`
}

/** One labelled line of a form mail; a multiline value keeps its line breaks. */
export type Row = { label: string; value: string; multiline?: boolean }

function renderText(title: string, reference: string, rows: Row[]): string {
  const lines = [title, `Reference: ${reference}`, '']
  for (const row of rows) {
    lines.push(row.multiline ? `${row.label}:\n${row.value}` : `${row.label}: ${row.value}`)
  }
  lines.push('', 'Reply to this e-mail to answer the sender directly.')
  return `${lines.join('\n')}\n`
}

/** The rows as an HTML table, every value escaped. */
export function rowsTable(rows: Row[]): string {
  const cells = rows
    .map((row) => {
      const value = escapeHtml(row.value).replace(/\r?\n/g, '<br>')
      return `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;color:#3d4a63;white-space:nowrap">${escapeHtml(row.label)}</th><td style="padding:6px 0">${value}</td></tr>`
    })
    .join('')
  return `<table cellspacing="0" cellpadding="0">${cells}</table>`
}

function renderHtml(title: string, reference: string, rows: Row[]): string {
  return [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#14213d">',
    `<h1 style="font-size:18px">${escapeHtml(title)}</h1>`,
    `<p>Reference: <strong>${escapeHtml(reference)}</strong></p>`,
    rowsTable(rows),
    '<p style="color:#5b6578">Reply to this e-mail to answer the sender directly.</p>',
    '</body></html>',
  ].join('')
}

function baseMessage(
  routing: MailRouting,
  reference: string,
  subject: string,
  replyTo: { name: string; address: string },
  title: string,
  rows: Row[],
): SendMailOptions {
  return {
    from: routing.from,
    to: routing.to,
    replyTo: { name: headerSafe(replyTo.name), address: headerSafe(replyTo.address) },
    subject: `${headerSafe(subject)} [${reference}]`,
    text: renderText(title, reference, rows),
    html: renderHtml(title, reference, rows),
    headers: { 'X-Form-Reference': reference },
  }
}

export function buildContactMail(routing: MailRouting, reference: string, submission: ContactSubmission): SendMailOptions {
  return baseMessage(
    routing,
    reference,
    `Contact: ${submission.subject}`,
    { name: submission.name, address: submission.email },
    'New message from the website contact form',
    [
      { label: 'Name', value: submission.name },
      { label: 'E-mail', value: submission.email },
      { label: 'Company', value: submission.companyName },
      { label: 'Phone', value: submission.phone },
      { label: 'Subject', value: submission.subject },
      { label: 'Message', value: submission.message || NO_MESSAGE, multiline: true },
    ],
  )
}

export function buildCareerMail(
  routing: MailRouting,
  reference: string,
  submission: CareerSubmission,
  cv: DetectedCv,
): SendMailOptions {
  const attachmentName = cvAttachmentName(submission.fullName, cv.extension)
  const offices = jobRoleOffices(submission.jobRole)
  return {
    ...baseMessage(
      routing,
      reference,
      `Application: ${submission.jobRole} (${offices}) – ${submission.fullName}`,
      { name: submission.fullName, address: submission.email },
      'New job application from the website career form',
      [
        { label: 'Full name', value: submission.fullName },
        { label: 'E-mail', value: submission.email },
        { label: 'Phone', value: submission.phone },
        { label: 'Job role', value: submission.jobRole },
        { label: 'Office', value: offices },
        { label: 'Education', value: submission.education },
        { label: 'Experience', value: submission.experience },
        { label: 'CV', value: `${attachmentName} (sent as "${headerSafe(cv.originalName)}", ${cv.content.length} bytes)` },
        { label: 'Message', value: submission.message || NO_MESSAGE, multiline: true },
      ],
    ),
    attachments: [{ filename: attachmentName, content: cv.content, contentType: CV_CONTENT_TYPES[cv.extension] }],
  }
}

export function buildNewsletterMail(
  routing: MailRouting,
  reference: string,
  submission: NewsletterSubmission,
): SendMailOptions {
  return baseMessage(
    routing,
    reference,
    `Newsletter subscription: ${submission.email}`,
    { name: '', address: submission.email },
    'New newsletter subscription from the website footer',
    [{ label: 'E-mail', value: submission.email }],
  )
}
