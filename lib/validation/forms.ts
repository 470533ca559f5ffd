import { z } from 'zod'
import { jobRoleStatus } from '@/lib/careers'
import {
  EDUCATION_OPTIONS,
  EXPERIENCE_OPTIONS,
  LIMITS,
  MESSAGES,
  cvTooLargeMessage,
  hasCvExtension,
} from './form-rules'

// No code generation: zod's JIT probes `new Function`, which the pages' Content-Security-Policy
// (no 'unsafe-eval') refuses and reports as a violation on every page with a form.
z.config({ jitless: true })

// The one module of form rules, shared by react-hook-form in the browser and by the route handlers.
// The firm's own field messages are kept word for word; the others cover the length and count
// limits of docs/forms.md and say plainly what to fix.

export * from './form-rules'

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`

// Line breaks and control characters in one-line fields could bend a mail header or hide text;
// bidi overrides (U+202A-E, U+2066-9) can disguise what a value says.
export const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/
// In the free-text message, tabs and line breaks are fine; other controls are not.
export const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/
// An RFC 2047 encoded word (`=?utf-8?b?…?=`) in a one-line field would be decoded by a mail
// reader once the value stands in a header (subject, Reply-To name): refused, whatever it encodes.
export const ENCODED_WORD = /=\?[\s\S]*\?=/
// Half of a surrogate pair is not text: it cannot be encoded into the mail.
export const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** A required one-line text: trimmed, then required, length-capped and free of control characters. */
export function requiredLine(label: string, requiredMessage: string, max: number) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .normalize('NFC')
    .min(1, requiredMessage)
    .max(max, tooLong(label, max))
    .refine(
      (value) => !SINGLE_LINE_FORBIDDEN.test(value) && !LONE_SURROGATE.test(value),
      `${label} cannot contain line breaks or control characters`,
    )
    .refine((value) => !ENCODED_WORD.test(value), `${label} cannot contain “=?” … “?=” (an encoded mail header)`)
}

export function emailAddress(requiredMessage: string, invalidMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .pipe(
      z
        .email({ error: invalidMessage })
        .max(LIMITS.email, invalidMessage)
        // RFC 5321 caps the local part at 64 characters (OWASP); z.email() does not.
        .refine((value) => (value.split('@')[0]?.length ?? 0) <= 64, invalidMessage),
    )
}

/** Exactly ten ASCII digits after trimming (no spaces, dashes or country code). */
function phoneNumber(requiredMessage: string, invalidMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .regex(/^[0-9]{10}$/, invalidMessage)
}

const optionalMessage = z
  .string({ error: 'Message must be text' })
  .trim()
  .normalize('NFC')
  .max(LIMITS.message, tooLong('Message', LIMITS.message))
  .refine((value) => !MULTI_LINE_FORBIDDEN.test(value) && !LONE_SURROGATE.test(value), 'Message cannot contain control characters')
  .optional()

function choice(options: readonly string[], message: string) {
  return z
    .string({ error: message })
    .max(LIMITS.choice, message)
    .refine((value) => options.includes(value), message)
}

/** An open role's title or the general application, checked at the moment of sending. */
const jobRole = z.string({ error: MESSAGES.career.jobRoleRequired }).superRefine((value, context) => {
  const status = jobRoleStatus(value, new Date())
  if (status === 'open') return
  context.addIssue({ code: 'custom', message: status === 'closed' ? MESSAGES.career.jobRoleClosed : MESSAGES.career.jobRoleRequired })
})

/** The hidden trap field `website`: people leave it empty, many bots fill it. */
const honeypot = z.string().max(LIMITS.honeypot).optional()

/** POST /api/contact body (the consent box is checked in the browser only). */
export const contactSchema = z.object({
  name: requiredLine('Name', MESSAGES.contact.nameRequired, LIMITS.name),
  email: emailAddress(MESSAGES.contact.emailRequired, MESSAGES.contact.emailInvalid),
  companyName: requiredLine('Company name', MESSAGES.contact.companyNameRequired, LIMITS.companyName),
  subject: requiredLine('Subject', MESSAGES.contact.subjectRequired, LIMITS.subject),
  phone: phoneNumber(MESSAGES.contact.phoneRequired, MESSAGES.contact.phoneInvalid),
  message: optionalMessage,
  website: honeypot,
})
export type ContactSubmission = z.output<typeof contactSchema>

/** The contact form in the browser: the request body plus the consent box. */
export const contactFormSchema = contactSchema.extend({
  consent: z
    .boolean({ error: MESSAGES.contact.consentRequired })
    .refine((value) => value, MESSAGES.contact.consentRequired),
})
export type ContactFormValues = z.input<typeof contactFormSchema>

/** The text fields of POST /api/career (the CV part is checked by lib/http/cv-check on the server). */
export const careerFieldsSchema = z.object({
  fullName: requiredLine('Full name', MESSAGES.career.fullNameRequired, LIMITS.name),
  email: emailAddress(MESSAGES.career.emailRequired, MESSAGES.career.emailInvalid),
  phone: phoneNumber(MESSAGES.career.phoneRequired, MESSAGES.career.phoneInvalid),
  education: choice(EDUCATION_OPTIONS, MESSAGES.career.educationRequired),
  experience: choice(EXPERIENCE_OPTIONS, MESSAGES.career.experienceRequired),
  jobRole,
  message: optionalMessage,
  website: honeypot,
})
export type CareerSubmission = z.output<typeof careerFieldsSchema>

type FileLike = { name: string; size: number }
const isFileLike = (value: unknown): value is FileLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FileLike).name === 'string' &&
  typeof (value as FileLike).size === 'number'

/** The CV as chosen in the browser: present, PDF/DOC/DOCX by name, not empty, not over the limit. */
export function cvFileSchema(maxBytes: number) {
  return z.custom<File | null>().superRefine((value, context) => {
    if (!isFileLike(value)) {
      context.addIssue({ code: 'custom', message: MESSAGES.career.cvRequired })
    } else if (!hasCvExtension(value.name)) {
      context.addIssue({ code: 'custom', message: MESSAGES.career.cvType })
    } else if (value.size === 0) {
      context.addIssue({ code: 'custom', message: MESSAGES.career.cvEmpty })
    } else if (value.size > maxBytes) {
      context.addIssue({ code: 'custom', message: cvTooLargeMessage(maxBytes) })
    }
  })
}

/** The career form in the browser: the text fields, the CV and the CV's name kept for the draft. */
export function careerFormSchema(maxBytes: number) {
  return careerFieldsSchema.extend({
    cv: cvFileSchema(maxBytes),
    cvFileName: z.string().optional(),
  })
}
export type CareerFormValues = z.input<ReturnType<typeof careerFormSchema>>

/** POST /api/newsletter body. */
export const newsletterSchema = z.object({
  email: emailAddress(MESSAGES.newsletter.emailRequired, MESSAGES.newsletter.emailInvalid),
  website: honeypot,
})
export type NewsletterSubmission = z.output<typeof newsletterSchema>

/** One message per bad top-level field, the first one found (the order the rules are written in). */
export function firstErrorPerField(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'form'
    if (!Object.hasOwn(errors, field)) errors[field] = issue.message
  }
  return errors
}
