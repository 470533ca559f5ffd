import type { BriefStepId } from '@/lib/validation/brief-rules'
import type { BriefFormValues } from '@/lib/validation/form-values'

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
