/**
 * Resolves in the task after the next frame has painted. Work that a tap starts but the visitor
 * does not see at once (loading code or a model, making a dialog modal) waits for this, so it does
 * not hold back the frame that answers the tap (docs/performance.md, "Interaction latency").
 */
export const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0))
    // A hidden tab paints no frame.
    if (document.hidden) setTimeout(resolve, 100)
  })
