// The id of one submission (docs/forms.md, "Duplicates"): kept with the form's draft, so a retry
// after a lost answer, a double click or a reload sends the same id, and the server answers the
// repeat with the first reference instead of mailing it again. clearDraft() forgets it after a 200.

/** The header that carries it. */
export const SUBMISSION_ID_HEADER = 'X-Submission-Id'

export const submissionIdKey = (draftKey: string) => `${draftKey}.submissionId`

/** A fresh random id: 31 characters of [0-9a-z-]. getRandomValues, unlike randomUUID, also works on a page served without HTTPS. */
export const newSubmissionId = () => Array.from(crypto.getRandomValues(new Uint32Array(4)), (part) => part.toString(36).padStart(7, '0')).join('-')

/** The id stored with the draft under `draftKey`, made now if there is none. */
export function submissionIdFor(draftKey: string): string {
  const key = submissionIdKey(draftKey)
  try {
    const stored = window.localStorage.getItem(key)
    if (stored) return stored
  } catch {
    // Storage blocked: a fresh id per send, so only this send is protected.
  }
  const id = newSubmissionId()
  try {
    window.localStorage.setItem(key, id)
  } catch {
    // As above.
  }
  return id
}
