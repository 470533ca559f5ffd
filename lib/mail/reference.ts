import { randomInt } from 'node:crypto'
import { SITE_URL } from '@/content/site'

// Crockford-style alphabet: no I, L, O or U, so a reference read out on the phone is unambiguous.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

const PREFIX = { contact: 'C', career: 'A', newsletter: 'N', brief: 'B' } as const
export type FormName = keyof typeof PREFIX

/** A short reference a visitor can quote, e.g. 'C-7K3Q9XZ'; it goes in the mail and the 200 answer. */
export function createReference(form: FormName): string {
  let code = ''
  for (let index = 0; index < 7; index += 1) code += ALPHABET[randomInt(ALPHABET.length)]
  return `${PREFIX[form]}-${code}`
}

/** True for a string shaped like a reference (what a confirmation page may show). */
export function isReference(value: unknown): value is string {
  return typeof value === 'string' && /^[CANB]-[0-9A-HJKMNP-TV-Z]{7}$/.test(value)
}

/** The Message-ID of a submission's mail: derived from its reference, so a resend is the same message. */
export function messageIdFor(reference: string): string {
  let host = 'localhost'
  try {
    host = new URL(SITE_URL).hostname || host
  } catch {
    // Keep localhost.
  }
  return `<${reference}@${host}>`
}
