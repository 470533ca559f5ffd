import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { clearDraft } from './use-form-draft'
import type { SubmissionResult } from './use-form-submission'

// Apart from useFormSubmission, which the footer's newsletter form (on every page) also uses:
// that form has no draft and no react-hook-form, so it must not pull this code in.

/**
 * What the form does once the server has answered: after a 200 it empties itself and forgets the
 * draft; otherwise the server's field messages go under their fields and the first gets focus.
 */
export function settleSubmission<T extends FieldValues>(
  result: SubmissionResult,
  form: Pick<UseFormReturn<T>, 'reset' | 'setError' | 'setFocus'>,
  empty: T,
  draftKey: string,
): void {
  if (result.ok) {
    form.reset(empty)
    clearDraft(draftKey)
    return
  }
  const fields = Object.entries(result.errors ?? {}).filter(([field]) => Object.hasOwn(empty, field)) as [Path<T>, string][]
  for (const [field, message] of fields) form.setError(field, { type: 'server', message })
  if (fields[0]) form.setFocus(fields[0][0])
}
