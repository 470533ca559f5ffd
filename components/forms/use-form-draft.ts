'use client'

import { useEffect } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { submissionIdKey } from './submission-id'

// Drafts: what the visitor types is kept in localStorage under the form's key,
// restored on return and removed after a 200. Only the plain text and choice fields are stored:
// a File cannot be, so the career form keeps the CV's name only.

type Primitive = string | boolean

/** Reads a stored draft, keeping only the known fields with the expected value types. */
export function readDraft<T extends Record<string, Primitive>>(key: string, shape: T): Partial<T> | null {
  try {
    const raw = window.localStorage.getItem(key)
    if (!raw) return null
    const stored = JSON.parse(raw) as Record<string, unknown>
    const draft: Partial<T> = {}
    for (const field of Object.keys(shape) as (keyof T)[]) {
      const value = stored[field as string]
      if (typeof value === typeof shape[field]) draft[field] = value as T[keyof T]
    }
    return Object.keys(draft).length > 0 ? draft : null
  } catch {
    return null
  }
}

export function writeDraft(key: string, values: Record<string, Primitive>): void {
  try {
    const isEmpty = Object.values(values).every((value) => value === '' || value === false)
    if (isEmpty) window.localStorage.removeItem(key)
    else window.localStorage.setItem(key, JSON.stringify(values))
  } catch {
    // Storage full or blocked: the form still works, only the draft is not kept.
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key)
    window.localStorage.removeItem(submissionIdKey(key))
  } catch {
    // Nothing to clear.
  }
}

/** The draft of `values`: each field of `shape`, where the form holds a value of its type. */
export function pickDraft<D extends Record<string, Primitive>>(values: Record<string, unknown>, shape: D): D {
  const draft: Record<string, Primitive> = {}
  for (const [field, empty] of Object.entries(shape)) draft[field] = typeof values[field] === typeof empty ? (values[field] as Primitive) : empty
  return draft as D
}

/**
 * Restores the draft once on mount, then saves on every change: the strings and booleans of the
 * fields in `shape` only.
 */
export function useFormDraft<T extends FieldValues, D extends Record<string, Primitive>>(
  key: string,
  form: Pick<UseFormReturn<T>, 'reset' | 'getValues' | 'subscribe'>,
  shape: D,
) {
  const { reset, getValues, subscribe } = form
  useEffect(() => {
    const draft = readDraft(key, shape)
    if (draft) reset({ ...getValues(), ...draft }, { keepDefaultValues: true })
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => writeDraft(key, pickDraft(values, shape)),
    })
  }, [key, reset, getValues, subscribe, shape])
}
