'use client'

import { useEffect } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { newSubmissionId } from '@/components/forms/submission-id'
import { clearDraft } from '@/components/forms/use-form-draft'
import { draftShape, EMPTY_BRIEF, type BriefFormValues } from '@/lib/validation/form-values'

/** localStorage key of the brief's draft: every answer but the files, the screen and the submission id. */
export const BRIEF_DRAFT_KEY = 'briefFormData'

type Draft = { values: Partial<BriefFormValues>; step: number }

const KEPT = Object.keys(draftShape(EMPTY_BRIEF, ['drawings', 'website'])) as (keyof Omit<BriefFormValues, 'drawings' | 'website'>)[]

function readBriefDraft(): Draft | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(BRIEF_DRAFT_KEY) ?? 'null') as { values?: Record<string, unknown>; step?: unknown } | null
    if (!stored?.values) return null
    const values: Record<string, unknown> = {}
    for (const field of KEPT) {
      const value = stored.values[field]
      if (typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string'))) values[field] = value
    }
    return { values: values as Partial<BriefFormValues>, step: typeof stored.step === 'number' ? stored.step : 0 }
  } catch {
    return null
  }
}

function writeBriefDraft(values: BriefFormValues, step: number): void {
  try {
    const kept = Object.fromEntries(KEPT.map((field) => [field, values[field] ?? '']))
    // Nothing typed yet (or just sent): no draft to keep.
    const empty = KEPT.every((field) => field === 'submissionId' || String(kept[field]) === '')
    if (empty) window.localStorage.removeItem(BRIEF_DRAFT_KEY)
    else window.localStorage.setItem(BRIEF_DRAFT_KEY, JSON.stringify({ values: kept, step }))
  } catch {
    // Storage full or blocked: the wizard still works, only the draft is not kept.
  }
}

export const clearBriefDraft = () => clearDraft(BRIEF_DRAFT_KEY)

/**
 * Restores the draft once on mount (and a service named in ?service=), then saves every change.
 * Calls `onRestored` with the screen the visitor was on.
 */
export function useBriefDraft(form: Pick<UseFormReturn<BriefFormValues>, 'reset' | 'getValues' | 'subscribe'>, step: number, onRestored: (step: number) => void, serviceIds: readonly string[]) {
  const { reset, getValues, subscribe } = form
  useEffect(() => {
    const draft = readBriefDraft()
    const values = { ...getValues(), ...draft?.values }
    const preselected = new URLSearchParams(window.location.search).get('service')
    if (preselected && serviceIds.includes(preselected) && !values.services.includes(preselected)) {
      values.services = [...values.services, preselected]
    }
    if (!values.submissionId) values.submissionId = newSubmissionId()
    reset(values, { keepDefaultValues: true })
    if (draft) onRestored(draft.step)
    // Mount only: the draft is read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    writeBriefDraft(getValues(), step)
    return subscribe({ formState: { values: true }, callback: ({ values }) => writeBriefDraft(values as BriefFormValues, step) })
  }, [getValues, subscribe, step])
}
