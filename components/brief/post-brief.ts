import { SUBMISSION_ID_HEADER } from '@/components/forms/submission-id'
import type { FormResponseBody } from '@/lib/http/responses'

/** Own words, not the shared constant: importing that would add bytes to every page's footer script. */
const NETWORK_ERROR = 'We could not reach our server, so nothing was sent. Please check your connection and try again: your answers are kept.'

export type BriefAnswer = { ok: true; reference: string; takeoff?: string } | { ok: false; message: string; errors: Record<string, string> }

/**
 * Sends the form's own fields (exactly what a post without JavaScript would send) to the brief
 * endpoint, asking for JSON; the files only when the visitor chose to upload them.
 */
export async function postBrief(form: HTMLFormElement, withFiles: boolean): Promise<BriefAnswer> {
  const body = new FormData(form)
  if (!withFiles) body.delete('drawings')
  // The draft's submission id: a repeat of this brief is answered with its first reference.
  const headers: Record<string, string> = { Accept: 'application/json', [SUBMISSION_ID_HEADER]: String(body.get('submissionId') ?? '') }
  let response: Response
  try {
    response = await fetch('/api/brief', { method: 'POST', headers, body })
  } catch {
    return { ok: false, message: NETWORK_ERROR, errors: {} }
  }
  const answer = (await response.json().catch(() => null)) as Partial<FormResponseBody> | null
  if (response.ok && answer?.success) return { ok: true, reference: answer.reference ?? '', takeoff: answer.takeoff }
  return {
    ok: false,
    message: answer?.message || `Our server could not accept the brief (error ${response.status}), so nothing was sent.`,
    errors: answer?.errors ?? {},
  }
}
