import type { BriefInput } from './brief'
import type { CareerFormValues, ContactFormValues } from './forms'

// Each form's fields, listed once, with the values of an empty form: the form's defaults, and (less
// the fields never stored: the honeypot and files) the shape of its draft. Only types come from the
// zod schemas, so no page loads zod for them, yet `satisfies` fails the build when a field is added
// to or removed from a schema and not here.

/** The browser's values of a schema's fields: text and choices as strings, checkbox groups as string arrays. */
type BrowserValues<Input> = { [Field in keyof Required<Input>]-?: NonNullable<Input[Field]> extends readonly unknown[] ? string[] : NonNullable<Input[Field]> extends boolean ? boolean : string }

export const EMPTY_CONTACT = {
  name: '',
  email: '',
  companyName: '',
  subject: '',
  phone: '',
  message: '',
  consent: false,
  website: '',
} satisfies Required<ContactFormValues>

export const EMPTY_CAREER = {
  fullName: '',
  email: '',
  phone: '',
  education: '',
  experience: '',
  jobRole: '',
  message: '',
  cv: null,
  cvFileName: '',
  website: '',
} satisfies Required<CareerFormValues>

/** The brief wizard's values: its schema's fields, the drawings as the file input's FileList. */
export type BriefFormValues = Omit<BrowserValues<BriefInput>, 'drawings'> & { drawings: FileList | null }

export const EMPTY_BRIEF = {
  services: [],
  inputs: [],
  lod: '',
  deliverables: [],
  codes: [],
  codesOther: '',
  size: '',
  location: '',
  description: '',
  timeline: '',
  startDate: '',
  budget: '',
  drawingsMode: '',
  drawingsLink: '',
  drawings: null,
  name: '',
  company: '',
  email: '',
  phone: '',
  contactMethod: '',
  submissionId: '',
  website: '',
} satisfies BriefFormValues as BriefFormValues

/** `empty` without the fields a draft never keeps. */
export function draftShape<Values extends object, Left extends keyof Values>(empty: Values, left: readonly Left[]): Omit<Values, Left> {
  return Object.fromEntries(Object.entries(empty).filter(([field]) => !left.includes(field as Left))) as Omit<Values, Left>
}
