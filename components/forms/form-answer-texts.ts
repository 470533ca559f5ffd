import { brand } from '@/content/site'
import { fieldMessages, localPath } from '@/lib/http/page-answer'
import type { FormName } from '@/lib/mail/reference'

// What the answer pages of a form posted without JavaScript say (app/form-sent, app/form-problem).
// Their address carries only the form, the reference, the fields at fault and the status. The
// names in it are the visitor's to choose: they match own keys only (Object.hasOwn), never
// `constructor` or `__proto__`.

export const FORM_TITLES: Record<FormName, { name: string; page: string; email: string; next: string }> = {
  contact: {
    name: 'message',
    page: '/contact',
    email: brand.email,
    next: 'An engineer reads every enquiry and answers within one working day. Quote your reference if you call us.',
  },
  career: {
    name: 'application',
    page: '/career',
    email: brand.careersEmail,
    next: 'Our engineering leads review every application and contact shortlisted candidates within two weeks.',
  },
  newsletter: {
    name: 'subscription',
    page: '/',
    email: brand.email,
    next: 'You will receive our project notes about once a month; every issue has a link to unsubscribe.',
  },
  brief: {
    name: 'project brief',
    page: '/start-a-project',
    email: brand.email,
    next: 'An engineer reviews your brief and drawings and answers within one working day.',
  },
}

export function formNameOf(value: string | string[] | undefined): FormName | undefined {
  return typeof value === 'string' && Object.hasOwn(FORM_TITLES, value) ? (value as FormName) : undefined
}

/** A local path to go back to, or the form's own page. */
export function backPathOf(value: string | string[] | undefined, form: FormName): string {
  return localPath(value) ?? FORM_TITLES[form].page
}

const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  fullName: 'Full name',
  email: 'E-mail',
  companyName: 'Company name',
  subject: 'Subject',
  phone: 'Phone',
  message: 'Message',
  consent: 'Consent',
  education: 'Education',
  experience: 'Experience',
  jobRole: 'Job role',
  cv: 'CV',
  // The project brief's.
  services: 'Services',
  inputs: 'What you can send us',
  lod: 'Level of development',
  deliverables: 'Deliverables and formats',
  codes: 'Design codes',
  codesOther: 'Other design code',
  size: 'Project size',
  location: 'Site location',
  timeline: 'When should we start?',
  startDate: 'Start date',
  budget: 'Budget range',
  description: 'Anything else we should know',
  drawingsMode: 'How will you send the drawings?',
  drawingsLink: 'Link to the shared folder',
  drawings: 'Drawings',
  company: 'Company',
  contactMethod: 'How should we contact you?',
}

/** For a field whose messages name the visitor's file (never put in the address): what it accepts. */
const FIELD_FALLBACKS: Record<string, string> = {
  drawings: 'Attach at most 5 PDF, DWG, DXF, IFC or ZIP files, each the kind its name says, or choose another way to send them',
}

const ownValue = (record: Record<string, string>, key: string) => (Object.hasOwn(record, key) ? record[key] : undefined)

/** `email.emailInvalid,phone.invalid` as lines a visitor can act on. */
export function fieldProblems(form: FormName, value: string | string[] | undefined): { field: string; label: string; message: string }[] {
  if (typeof value !== 'string') return []
  const messages = fieldMessages(form)
  return value
    .split(',')
    .slice(0, 20)
    .map((entry) => entry.split('.'))
    .filter(([field]) => field && Object.hasOwn(FIELD_LABELS, field))
    .map(([field = '', key = '']) => ({
      field,
      label: FIELD_LABELS[field]!,
      message:
        ownValue(messages, key) ?? ownValue(FIELD_FALLBACKS, field) ?? 'Please check what you entered here; it does not match what this field accepts',
    }))
}

/** What a refusal without field messages means, by status. */
export function statusProblem(status: number, form: FormName, retrySeconds?: number): string {
  const { name, email } = FORM_TITLES[form]
  switch (status) {
    case 400:
      return `Some of the fields need attention before we can accept your ${name}.`
    case 413:
      if (form === 'career') return 'Your CV is larger than we can accept. Please send a smaller file (PDF, DOC or DOCX).'
      if (form === 'brief')
        return `Your drawings add up to more than we can accept with one brief. Go back, choose “Share a link to a folder” for a larger set, or e-mail the files to ${email}.`
      return `Your ${name} is too long to send. Please shorten it.`
    case 429: {
      const minutes = Math.max(1, Math.ceil((retrySeconds ?? 600) / 60))
      return `We have received several submissions from your connection. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or e-mail us at ${email}.`
    }
    case 503:
      return `We could not store your ${name}, so it was not received. Please try again in a few minutes, or e-mail us at ${email}.`
    case 403:
      return `This form can only be sent from our own website. Please open the form on our site and send it again.`
    case 408:
      return 'The form took too long to arrive. Please check your connection and send it again.'
    default:
      return `Something went wrong on our side, so your ${name} was not received. Please try again later, or e-mail us at ${email}.`
  }
}
