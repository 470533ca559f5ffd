'use client'

import { useCallback, useEffect, useState } from 'react'
import type { FormResponseBody } from '@/lib/http/responses'

/** How long a confirmation stays on screen. */
export const CONFIRMATION_MS = 5000

export const NETWORK_ERROR_MESSAGE =
  'We could not reach our server, so nothing was sent. Please check your connection and try again.'

export type SubmissionState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'success'; message: string; reference?: string }
  | { kind: 'error'; message: string }

export type SubmissionResult = { ok: true } | { ok: false; errors?: Record<string, string> }

/**
 * Sends a form and tracks what the visitor sees: 'sending' while in flight, success only after
 * a 200 (cleared after 5 s), otherwise the server's own words.
 */
export function useFormSubmission() {
  const [state, setState] = useState<SubmissionState>({ kind: 'idle' })

  useEffect(() => {
    if (state.kind !== 'success') return
    const timer = setTimeout(() => setState({ kind: 'idle' }), CONFIRMATION_MS)
    return () => clearTimeout(timer)
  }, [state])

  const send = useCallback(async (request: () => Promise<Response>): Promise<SubmissionResult> => {
    setState({ kind: 'sending' })
    let response: Response
    try {
      response = await request()
    } catch {
      setState({ kind: 'error', message: NETWORK_ERROR_MESSAGE })
      return { ok: false }
    }
    const body = (await response.json().catch(() => null)) as Partial<FormResponseBody> | null
    if (response.ok && body?.success) {
      setState({ kind: 'success', message: body.message ?? 'Your message has been submitted successfully!', reference: body.reference })
      return { ok: true }
    }
    const message =
      typeof body?.message === 'string' && body.message !== ''
        ? body.message
        : `Our server could not accept the form (error ${response.status}), so nothing was sent.`
    setState({ kind: 'error', message })
    return { ok: false, errors: body?.errors }
  }, [])

  return { state, send }
}
