'use client'

import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { canDrawWebGl, moveByKey } from '@/components/model-view/key-moves'
import { visitorSentence } from '@/lib/takeoff/format'
import type { ElementNote } from '@/lib/takeoff/types'
import { KIND_COLOURS, KIND_NAMES } from './element-kinds'
import type { PreviewScene } from './preview-scene'
import { PreviewSummary } from './preview-summary'
import { useModelPreview } from './use-model-preview'
import stageStyles from '@/components/model-view/model-stage.module.css'
import styles from './model-preview.module.css'

type ModelPreviewProps = { file: File; onClose: () => void }

/** Phones that report 2 GB or less get the takeoff without the 3D view (navigator.deviceMemory, Chromium only). */
const reportsLittleMemory = () => ((navigator as Navigator & { deviceMemory?: number }).deviceMemory ?? 8) <= 2

const describe = (note: ElementNote) =>
  [
    KIND_NAMES[note.kind].replace(/ \(.*\)$/, ''),
    note.label ?? note.ifcClass,
    note.grade,
    note.mass_kg !== null ? `${note.mass_kg.toLocaleString('en-GB')} kg` : null,
    note.volume_m3 !== null ? `${note.volume_m3.toLocaleString('en-GB')} m³` : null,
    note.storey,
  ]
    .filter(Boolean)
    .join(', ')

/**
 * The buyer's own model, before he sends it: read in this browser by the server's takeoff modules
 * in a Web Worker, drawn on the site's 3D stage coloured by what the takeoff counted, with its
 * storeys to show or hide, a tap naming an element, and the summary the firm will receive. This
 * module and everything it loads (web-ifc, three.js) are fetched when the buyer asks for a
 * preview, never with the page (docs/model-preview.md).
 */
export function ModelPreview({ file, onClose }: ModelPreviewProps) {
  const id = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const pointerDown = useRef<{ x: number; y: number } | null>(null)
  const [threeD] = useState(() => (reportsLittleMemory() ? 'little-memory' : canDrawWebGl() ? 'yes' : 'no-webgl'))
  const state = useModelPreview(file, threeD === 'yes')
  const [scene, setScene] = useState<PreviewScene>()
  const [hiddenStoreys, setHiddenStoreys] = useState<ReadonlySet<string | null>>(new Set())
  const [picked, setPicked] = useState<string>()
  // Whether the stage drew the model; 'failed' when WebGL answered the probe but the renderer could not start.
  const [drawing, setDrawing] = useState<'waiting' | 'drawn' | 'failed'>('waiting')

  useEffect(() => headingRef.current?.focus(), [])

  const meshes = state.phase === 'read' && typeof state.meshes === 'object' ? state.meshes : null
  const storeys = useMemo(() => {
    if (!meshes || state.phase !== 'read') return []
    const present = new Set(meshes.groups.map((group) => group.storey))
    const ordered: (string | null)[] = state.model.storeys.map((storey) => storey.name).filter((name) => present.delete(name))
    return [...ordered, ...present]
  }, [meshes, state])

  useEffect(() => {
    const canvas = canvasRef.current
    if (!meshes || !canvas) return
    let active = true
    let created: PreviewScene | undefined
    import('./preview-scene')
      .then(({ createPreviewScene }) => {
        if (!active) return
        created = createPreviewScene(canvas)
        created.show(meshes.groups)
        setScene(created)
        setDrawing('drawn')
      })
      .catch(() => active && setDrawing('failed'))
    return () => {
      active = false
      created?.dispose()
    }
  }, [meshes])

  useEffect(() => {
    scene?.showStoreys(new Set(storeys.filter((storey) => !hiddenStoreys.has(storey))))
  }, [scene, storeys, hiddenStoreys])

  // Drawn elements by kind, for the legend (assemblies and other elements without a body are not drawn).
  const kindCounts = useMemo(() => {
    const counts = new Map<ElementNote['kind'], number>()
    for (const group of meshes?.groups ?? []) counts.set(group.kind, (counts.get(group.kind) ?? 0) + group.elements.length / 2)
    return counts
  }, [meshes])

  const jsonUrl = useMemo(() => (state.phase === 'read' ? URL.createObjectURL(new Blob([`${JSON.stringify(state.model, null, 2)}\n`], { type: 'application/json' })) : null), [state])
  useEffect(() => () => void (jsonUrl && URL.revokeObjectURL(jsonUrl)), [jsonUrl])

  function pick(event: React.PointerEvent<HTMLCanvasElement>) {
    const start = pointerDown.current
    pointerDown.current = null
    // A drag turns the model; only a tap or click names what is under it.
    if (!start || !scene || state.phase !== 'read' || Math.hypot(event.clientX - start.x, event.clientY - start.y) > 6) return
    const element = scene.select(event.clientX, event.clientY)
    const note = element === null ? undefined : state.elements.get(element)
    setPicked(note ? describe(note) : 'Nothing there: tap or click an element of the model.')
  }

  const headingId = `${id}-heading`
  const hintId = `${id}-hint`
  const name = file.name
  let status: string
  if (state.phase === 'reading') status = `Reading ${name} in your browser…`
  else if (state.phase === 'too-large') status = `${name} is too large to preview here (${state.reason}): we will read it on our side when you send the brief.`
  else if (state.phase === 'unreadable') status = `${name} could not be previewed: ${state.reason}. You can still send it; our team will look at it.`
  else {
    const read = visitorSentence(state.model)
    if (threeD === 'little-memory') status = `${read} This device reports little memory, so the 3D view is left out; the summary is complete.`
    else if (threeD === 'no-webgl' || drawing === 'failed') status = `${read} This browser cannot draw 3D graphics (WebGL is off), so only the summary is shown.`
    else if (state.meshes === 'drawing') status = `${read} Drawing the model…`
    else if (state.meshes === 'too-slow') status = `${read} The 3D view took too long here and was stopped; the summary is complete.`
    else status = `${read}${meshes?.complete === false ? ' The model is large, so the 3D view shows part of it.' : ''}`
  }

  const showStage = state.phase === 'read' && threeD === 'yes' && state.meshes !== 'too-slow' && drawing !== 'failed'
  return (
    <section aria-labelledby={headingId} className={styles.preview}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        Preview of {name}
      </h3>
      <p className={styles.private}>
        Read here, in your browser: nothing of this file leaves your device until you send the brief, and nothing of the preview is kept.
      </p>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {showStage && (
        <>
          <div className={stageStyles.stage}>
            <canvas
              ref={canvasRef}
              role="img"
              aria-label={`3D model of ${name}, coloured by what the takeoff counted`}
              aria-describedby={hintId}
              tabIndex={0}
              className={stageStyles.canvas}
              data-drawn={drawing === 'drawn' || undefined}
              onKeyDown={(event) => moveByKey(event, scene)}
              onPointerDown={(event) => (pointerDown.current = { x: event.clientX, y: event.clientY })}
              onPointerUp={pick}
            />
          </div>
          <div className={styles.controls}>
            <p id={hintId} className={styles.hint}>
              Drag to turn, pinch or scroll to zoom, tap or click an element to name it. On the focused model: arrow keys turn it, + and − zoom.
            </p>
            <button type="button" className="button button-outline" onClick={() => scene?.resetView()} disabled={!scene}>
              Reset view
            </button>
          </div>
          <p aria-live="polite" className={styles.picked}>
            {picked}
          </p>
          {kindCounts.size > 0 && (
            <ul className={styles.legend} aria-label="Colours">
              {[...kindCounts].map(([kind, count]) => (
                <li key={kind}>
                  <span className={styles.swatch} style={{ background: KIND_COLOURS[kind] }} aria-hidden="true" />
                  {KIND_NAMES[kind]}: {count.toLocaleString('en-GB')}
                </li>
              ))}
            </ul>
          )}
          {storeys.length > 1 && (
            <fieldset className={styles.storeys}>
              <legend className={styles.storeysLegend}>Storeys shown</legend>
              {storeys.map((storey) => (
                <label key={storey ?? ''} className={styles.storey}>
                  <input
                    type="checkbox"
                    checked={!hiddenStoreys.has(storey)}
                    onChange={(event) => {
                      const next = new Set(hiddenStoreys)
                      if (event.target.checked) next.delete(storey)
                      else next.add(storey)
                      setHiddenStoreys(next)
                    }}
                  />
                  {storey ?? 'On no storey'}
                </label>
              ))}
            </fieldset>
          )}
        </>
      )}
      {state.phase === 'read' && <PreviewSummary model={state.model} />}
      <div className={styles.actions}>
        {jsonUrl && (
          <a href={jsonUrl} download={`${name.replace(/\.[^.]+$/, '')}-takeoff.json`} className="button button-outline">
            Save this summary (JSON)
          </a>
        )}
        <button type="button" className="button" onClick={onClose}>
          Close the preview
        </button>
      </div>
    </section>
  )
}
