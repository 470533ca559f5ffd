import type { KeyboardEvent } from 'react'

/** What the stage's keys need: the camera moves of ModelStage (a type only, so three.js stays out of the page's load). */
type Movable = { turn(left: number, up: number): void; zoom(factor: number): void }

const TURN = Math.PI / 12
const ZOOM = 1.2
const KEY_MOVES: Record<string, (stage: Movable) => void> = {
  ArrowLeft: (stage) => stage.turn(TURN, 0),
  ArrowRight: (stage) => stage.turn(-TURN, 0),
  ArrowUp: (stage) => stage.turn(0, TURN),
  ArrowDown: (stage) => stage.turn(0, -TURN),
  '+': (stage) => stage.zoom(ZOOM),
  '=': (stage) => stage.zoom(ZOOM),
  '-': (stage) => stage.zoom(1 / ZOOM),
  '_': (stage) => stage.zoom(1 / ZOOM),
}

/** The focused canvas's keys: arrows turn the model, + and − zoom. Other keys (Tab) pass. */
export function moveByKey(event: KeyboardEvent<HTMLCanvasElement>, stage: Movable | undefined) {
  const move = KEY_MOVES[event.key]
  if (!move || !stage || event.altKey || event.ctrlKey || event.metaKey) return
  event.preventDefault()
  move(stage)
}

/** Whether this browser gives a WebGL context; asked before three.js is fetched for nothing. */
export function canDrawWebGl(): boolean {
  try {
    const probe = document.createElement('canvas')
    const context = probe.getContext('webgl2') ?? probe.getContext('webgl')
    context?.getExtension('WEBGL_lose_context')?.loseContext()
    return context !== null
  } catch {
    return false
  }
}
