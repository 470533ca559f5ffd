'use client'

import { useEffect, useState } from 'react'
import { TAKEOFF_LIMITS } from '@/lib/takeoff/limits.mjs'
import type { MeshGroup } from '@/lib/takeoff/model-meshes'
import type { PreviewAnswer, PreviewRequest } from '@/lib/takeoff/browser-worker'
import type { ElementNote, ReadModel } from '@/lib/takeoff/types'

/** Refusals that say the model is too big for a browser tab, not that something is wrong with it. */
const TOO_LARGE = new Set(['memory', 'too_many_entities', 'too_many_lines', 'entity_too_large', 'zip_too_large', 'timeout'])

export type PreviewState =
  | { phase: 'reading' }
  | { phase: 'too-large'; reason: string }
  | { phase: 'unreadable'; reason: string }
  | { phase: 'read'; model: ReadModel; elements: Map<number, ElementNote>; meshes: 'drawing' | 'none' | 'too-slow' | { groups: MeshGroup[]; complete: boolean } }

/**
 * The takeoff of one file in a Web Worker of its own (lib/takeoff/browser-worker.ts), ended when
 * the preview closes, when the answer is in, or at the server's wall clock per phase (the summary,
 * then the triangles): a hostile file costs the tab at most that.
 */
export function useModelPreview(file: File, wantMeshes: boolean): PreviewState {
  // The preview is keyed by its file: one file per life of this hook.
  const tooBig = file.size > TAKEOFF_LIMITS.maxInflatedBytes
  const [state, setState] = useState<PreviewState>(() =>
    tooBig ? { phase: 'too-large', reason: `it is more than ${TAKEOFF_LIMITS.maxInflatedBytes / 1024 / 1024} MB` } : { phase: 'reading' },
  )

  useEffect(() => {
    if (tooBig) return
    const worker = new Worker(new URL('../../lib/takeoff/browser-worker.ts', import.meta.url), { type: 'module', name: 'model-preview' })
    let timer: ReturnType<typeof setTimeout> | undefined
    // An ended worker may still report (a script load it had in flight fails): nothing after the end counts.
    const end = () => {
      clearTimeout(timer)
      worker.onmessage = null
      worker.onerror = null
      worker.terminate()
    }
    const clock = (onTimeout: () => void) => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        end()
        onTimeout()
      }, TAKEOFF_LIMITS.wallMs)
    }
    clock(() => setState({ phase: 'too-large', reason: `it took longer than ${TAKEOFF_LIMITS.wallMs / 1000} s to read` }))
    worker.onmessage = ({ data }: MessageEvent<PreviewAnswer>) => {
      if (data.type === 'refused') {
        end()
        const reason = data.reason.replace(/^could not be read: /, '')
        setState(TOO_LARGE.has(data.code) ? { phase: 'too-large', reason } : { phase: 'unreadable', reason })
      } else if (data.type === 'summary') {
        const model: ReadModel = { file: file.name, status: 'read', code: null, reason: null, seconds: data.seconds, ...data.summary }
        setState({ phase: 'read', model, elements: data.elements, meshes: wantMeshes ? 'drawing' : 'none' })
        if (wantMeshes) clock(() => setState((current) => (current.phase === 'read' ? { ...current, meshes: 'too-slow' } : current)))
        else end()
      } else {
        end()
        setState((current) => (current.phase === 'read' ? { ...current, meshes: { groups: data.groups, complete: data.complete } } : current))
      }
    }
    worker.onerror = (event) => {
      event.preventDefault()
      end()
      setState((current) => (current.phase === 'read' ? { ...current, meshes: 'too-slow' } : { phase: 'unreadable', reason: 'the reader stopped in this browser' }))
    }
    worker.postMessage({ file, meshes: wantMeshes } satisfies PreviewRequest)
    return end
  }, [file, wantMeshes, tooBig])

  return state
}
