import type { BriefStepId } from '@/lib/validation/brief-rules'

/** The wizard's values as the browser holds them: checkbox groups as arrays, the drawings as the input's FileList. */
export type BriefFormValues = {
  services: string[]
  inputs: string[]
  lod: string
  deliverables: string[]
  codes: string[]
  codesOther: string
  size: string
  location: string
  description: string
  timeline: string
  startDate: string
  budget: string
  drawingsMode: string
  drawingsLink: string
  drawings: FileList | null
  name: string
  company: string
  email: string
  phone: string
  contactMethod: string
  submissionId: string
  website: string
}

export const EMPTY_BRIEF: BriefFormValues = {
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
}

/** The chosen files (none on the server, where FileList does not exist). */
export const filesOf = (value: unknown): File[] =>
  typeof FileList !== 'undefined' && value instanceof FileList ? Array.from(value) : []

/** The schema's input: files by name and size (their content is checked on the server). */
export function toSchemaInput(values: BriefFormValues) {
  const files = filesOf(values.drawings)
  return { ...values, drawings: files.map((file) => ({ name: file.name, size: file.size })) }
}

/** What each screen shows: the sub-schema's step, or the summary. */
export type Screen = BriefStepId | 'summary'
