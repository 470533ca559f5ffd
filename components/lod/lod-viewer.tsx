'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { canDrawWebGl, moveByKey } from '@/components/model-view/key-moves'
import { afterNextPaint } from '@/lib/after-next-paint'
import type { LodScene } from './lod-scene'
import stageStyles from '@/components/model-view/model-stage.module.css'
import styles from './lod-viewer.module.css'

export type LodViewerLevel = { level: string; src: string; modelShows: string }

type LodViewerProps = {
  /** What the sample is, e.g. 'Beam-to-column moment connection'. */
  modelName: string
  /** Lowest level first; the viewer opens on the first. */
  levels: readonly LodViewerLevel[]
}

type Status = 'closed' | 'loading' | 'ready' | 'failed' | 'no-webgl'

/**
 * The sample model of a service, in 3D on request. Until the visitor presses "View the 3D model"
 * this island is a button: three.js and the model files are fetched on that press
 * (`import('./lod-scene')`), so they are no part of the page's load. Then: a radio group of the
 * levels (each level's GLB fetched when first chosen), the canvas (drag or touch to turn, pinch or
 * wheel to zoom; arrow keys and + / − when focused), "Reset view", and a live line saying what the
 * chosen level shows. Without WebGL it says so and leaves the drawing and the download beside it.
 */
export function LodViewer({ modelName, levels }: LodViewerProps) {
  const id = useId()
  const [status, setStatus] = useState<Status>('closed')
  const [level, setLevel] = useState(levels[0]!.level)
  const [drawnLevel, setDrawnLevel] = useState<string>()
  const [scene, setScene] = useState<LodScene>()
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const focusTargetRef = useRef<HTMLDivElement>(null)
  const opened = status !== 'closed'
  const showsCanvas = opened && status !== 'no-webgl'
  const current = levels.find((entry) => entry.level === level) ?? levels[0]!

  function open() {
    setStatus(canDrawWebGl() ? 'loading' : 'no-webgl')
  }

  // The pressed button is gone: focus goes to what replaced it, so Tab continues from there.
  useEffect(() => {
    if (opened) focusTargetRef.current?.focus()
  }, [opened])

  useEffect(() => {
    const canvas = canvasRef.current
    if (!showsCanvas || !canvas) return
    let active = true
    let created: LodScene | undefined
    import('./lod-scene')
      .then(({ createLodScene }) => {
        if (!active) return
        created = createLodScene(canvas)
        setScene(created)
      })
      .catch(() => {
        // WebGL was there for the probe but the renderer could not start (lost context, blocked).
        if (active) setStatus('no-webgl')
      })
    return () => {
      active = false
      created?.dispose()
    }
  }, [showsCanvas])

  useEffect(() => {
    if (!scene) return
    let active = true
    // After the frame that shows the chosen level ticked: starting the GLB's fetch took 9 of the
    // tap's 37 ms of script at 4× CPU.
    afterNextPaint()
      .then(async () => {
        if (!active) return
        await scene.show(current.src)
        if (!active) return
        setDrawnLevel(current.level)
        setStatus('ready')
      })
      .catch(() => {
        if (active) setStatus('failed')
      })
    return () => {
      active = false
    }
  }, [scene, current])

  if (!opened) {
    return (
      <button type="button" className="button" onClick={open} data-analytics="View the 3D model">
        View the 3D model
      </button>
    )
  }

  if (status === 'no-webgl') {
    return (
      <div ref={focusTargetRef} tabIndex={-1} role="status" className={styles.notice}>
        This browser cannot draw 3D graphics here (WebGL is off or not supported), so the model cannot be shown. The drawing shows
        the sample, and the IFC file below opens in any BIM viewer.
      </div>
    )
  }

  const legendId = `${id}-legend`
  const hintId = `${id}-hint`
  return (
    <div ref={focusTargetRef} tabIndex={-1} role="group" aria-label={`3D model: ${modelName}`} className={styles.viewer}>
      <fieldset role="radiogroup" aria-labelledby={legendId} className={styles.levels}>
        <legend id={legendId} className={styles.legend}>
          Level of development
        </legend>
        {levels.map((entry) => (
          <label key={entry.level} className={styles.level}>
            <input
              type="radio"
              name={`${id}-level`}
              value={entry.level}
              checked={entry.level === level}
              onChange={() => setLevel(entry.level)}
              className={styles.levelInput}
            />
            <span>{`LOD ${entry.level}`}</span>
          </label>
        ))}
      </fieldset>
      <div className={stageStyles.stage}>
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={`${modelName}, LOD ${level}`}
          aria-describedby={hintId}
          tabIndex={0}
          className={stageStyles.canvas}
          data-drawn-level={drawnLevel}
          onKeyDown={(event) => moveByKey(event, scene)}
        />
        {status !== 'ready' && (
          <p role="status" className={styles.overlay}>
            {status === 'failed' ? 'The model could not be loaded. Choose a level to try again, or download the IFC file below.' : 'Loading the 3D model…'}
          </p>
        )}
      </div>
      <p aria-live="polite" className={styles.shows}>
        <strong>LOD {current.level}:</strong> {current.modelShows}
      </p>
      <div className={styles.controls}>
        <p id={hintId} className={styles.hint}>
          Drag to turn, pinch or scroll to zoom. On the focused model: arrow keys turn it, + and − zoom.
        </p>
        <button type="button" className="button button-outline" onClick={() => scene?.resetView()} disabled={!scene}>
          Reset view
        </button>
      </div>
    </div>
  )
}
