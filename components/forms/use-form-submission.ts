'use client'

import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { FormResponseBody } from '@/lib/http/responses'

/** How long a confirmation stays on screen (SPEC §9; DECISIONS 1: both forms). */
export const CONFIRMATION_MS = 5000

export const NETWORK_ERROR_MESSAGE =
  'We could not reach our server, so nothing was sent. Please check your connection and try again.'

export type SubmissionState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'success'; message: string; reference?: string }
  | { kind: 'error'; message: string }

export type SubmissionResult = { ok: true } | { ok: false; errors?: Record<string, string> }

/** The header that carries the submission id; the server answers a repeat with the first reference. */
export const SUBMISSION_ID_HEADER = 'X-Submission-Id'

/**
 * One id per submission, kept with the draft (`draftKey` + '.submissionId') so that a retry after a
 * lost answer, a double click or a reload repeats it; a new one after each accepted submission.
 */
function useSubmissionId(draftKey?: string) {
  const memory = useRef<string>(undefined)
  const key = `${draftKey}.submissionId`
  return useMemo(() => {
    const storage = (task: (store: Storage) => string | null | void) => {
      try {
        return draftKey ? task(localStorage) : null
      } catch {
        return null
      }
    }
    return {
      // getRandomValues, unlike randomUUID, also works on a page served without HTTPS.
      current: () => (memory.current ??= storage((store) => store.getItem(key)) || crypto.getRandomValues(new Uint32Array(4)).join('-')),
      keep: () => storage((store) => store.setItem(key, memory.current!)),
      renew: () => {
        memory.current = undefined
        storage((store) => store.removeItem(key))
      },
    }
  }, [draftKey, key])
}

/**
 * Sends a form and tracks what the visitor sees: 'sending' while in flight, success only after
 * a 200 (cleared after 5 s), otherwise the server's own words. `request` gets the submission id
 * to send in the X-Submission-Id header.
 */
export function useFormSubmission(draftKey?: string) {
  const [state, setState] = useState<SubmissionState>({ kind: 'idle' })
  const submissionId = useSubmissionId(draftKey)

  useEffect(() => {
    if (state.kind !== 'success') return
    const timer = setTimeout(() => setState({ kind: 'idle' }), CONFIRMATION_MS)
    return () => clearTimeout(timer)
  }, [state])

  const send = useCallback(async (request: (submissionId: string) => Promise<Response>): Promise<SubmissionResult> => {
    setState({ kind: 'sending' })
    let response: Response
    try {
      response = await request(submissionId.current())
      submissionId.keep()
    } catch {
      setState({ kind: 'error', message: NETWORK_ERROR_MESSAGE })
      return { ok: false }
    }
    const body = (await response.json().catch(() => null)) as Partial<FormResponseBody> | null
    if (response.ok && body?.success) {
      submissionId.renew()
      setState({ kind: 'success', message: body.message ?? 'Your message has been submitted successfully!', reference: body.reference })
      return { ok: true }
    }
    const message =
      typeof body?.message === 'string' && body.message !== ''
        ? body.message
        : `Our server could not accept the form (error ${response.status}), so nothing was sent.`
    setState({ kind: 'error', message })
    return { ok: false, errors: body?.errors }
  }, [submissionId])

  return { state, send }
}
