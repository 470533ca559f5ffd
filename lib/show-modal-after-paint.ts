import { afterNextPaint } from '@/lib/after-next-paint'

/**
 * Opens a <dialog> as a modal in two steps: shown at once (non-modal), so the frame after the tap
 * paints it, then made modal (the page behind inert, Escape closes it, focus kept inside) in the
 * task after that paint, where `onModal` runs too. Making a dialog modal restyles the whole page for
 * its inertness: 30–50 ms at 4× CPU slowdown on the home page and /project, which, done inside the
 * tap's handler, held back the frame that shows the dialog (docs/performance.md, "Interaction
 * latency"). The hand-over closes and reopens the dialog in one task, so no frame shows it closed;
 * its `close` event then arrives while it is open again, which `isHandOver` tells the dialog's
 * close handler.
 */
export function showModalAfterPaint(dialog: HTMLDialogElement, onModal?: () => void) {
  if (dialog.open) return
  dialog.show()
  void afterNextPaint().then(() => {
    // Closed again before the first paint (a second tap, a change of page): nothing to do.
    if (!dialog.open || dialog.matches(':modal')) return
    dialog.close()
    dialog.showModal()
    onModal?.()
  })
}

/** True for the `close` event of the hand-over above: the dialog is open (modal) again. */
export const isHandOver = (dialog: HTMLDialogElement | null) => Boolean(dialog?.open)
