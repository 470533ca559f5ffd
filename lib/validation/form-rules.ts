// The form rules that need no zod: limits, messages, options and the CV name check. Client
// components import these directly, so the zod schemas (and zod) load only when a form validates.

/** Largest CV accepted when CV_MAX_BYTES is unset (5 MiB). */
export const DEFAULT_CV_MAX_BYTES = 5 * 1024 * 1024

export const EDUCATION_OPTIONS = ["Bachelor's", "Master's", 'Diploma'] as const
export const EXPERIENCE_OPTIONS = ['0-1 year', '1-3 years', '3+ years'] as const

export const CV_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const
/** The file picker's `accept`: extensions first (what the visitor sees), MIME types for older pickers. */
export const CV_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document'

export const LIMITS = {
  name: 100,
  email: 254,
  companyName: 150,
  subject: 150,
  choice: 200,
  message: 5000,
  honeypot: 500,
} as const

export const MESSAGES = {
  contact: {
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email address',
    companyNameRequired: 'Company name is required',
    subjectRequired: 'Subject is required',
    phoneRequired: 'Phone number is required',
    phoneInvalid: 'Phone number must be exactly 10 digits',
    consentRequired: 'You must agree to data collection',
  },
  career: {
    fullNameRequired: 'Full name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email format',
    phoneRequired: 'Phone number is required',
    phoneInvalid: 'Phone number must be 10 digits',
    educationRequired: 'Please select education',
    experienceRequired: 'Please select experience',
    jobRoleRequired: 'Please select job role',
    jobRoleClosed: 'This role has closed; please choose an open role or a general application',
    cvRequired: 'CV file is required',
    cvType: 'Only PDF, DOC or DOCX files are accepted',
    cvOneFile: 'Please attach one file only',
    cvEmpty: 'The selected file is empty',
  },
  newsletter: {
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email address',
  },
} as const

/** 'Your CV must be 5 MB or smaller' for the configured limit. */
export function cvTooLargeMessage(maxBytes: number): string {
  const megabytes = maxBytes / (1024 * 1024)
  const shown = Number.isInteger(megabytes) ? String(megabytes) : megabytes.toFixed(1)
  return `Your CV must be ${shown} MB or smaller`
}

/** True when the name ends in .pdf, .doc or .docx (any letter case; the last extension counts). */
export function hasCvExtension(fileName: string): boolean {
  const lower = fileName.toLowerCase()
  return CV_EXTENSIONS.some((extension) => lower.endsWith(extension))
}
