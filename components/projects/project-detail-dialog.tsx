'use client'

import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import { isHandOver, showModalAfterPaint } from '@/lib/show-modal-after-paint'
import styles from './project-detail-dialog.module.css'

type ProjectDetailDialogProps = {
  /** The dialog's heading: the project's name, or its title. */
  heading: string
  /** The project title, added to the button's accessible name so nine buttons are told apart. */
  projectTitle: string
  /** Image, facts and the link to the project page, rendered on the server; in the page only once opened. */
  children: ReactNode
  buttonClassName?: string
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])'

/**
 * The card's 'View Detail' button and its modal: a native <dialog> opened with showModal, so the
 * page behind is inert and Escape closes it. A click on the backdrop closes it too, Tab wraps
 * inside it, and focus goes back to the button afterwards. The dialog is painted first and made
 * modal right after (lib/show-modal-after-paint.ts), so the tap answers sooner. Its content joins
 * the page at the first opening, with the modal step, a frame after the dialog's heading (while
 * its fade-in starts from transparent): rendering it in the tap's own frame doubled that frame's
 * work (docs/performance.md, "Interaction latency"). Nine closed dialogs' facts and images were a
 * third of a list page's elements (docs/page-budgets.md), and each project's page carries the
 * same facts for crawlers and visitors without JavaScript.
 */
export function ProjectDetailDialog({ heading, projectTitle, children, buttonClassName }: ProjectDetailDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const headingId = useId()
  const [opened, setOpened] = useState(false)

  // Leaving the page with the dialog open (its link) must not leave the page scroll locked.
  useEffect(() => () => document.body.classList.remove('scroll-locked'), [])

  const open = () => {
    const dialog = dialogRef.current
    if (!dialog || dialog.open) return
    showModalAfterPaint(dialog, () => {
      document.body.classList.add('scroll-locked')
      setOpened(true)
    })
  }

  const close = () => dialogRef.current?.close()

  const onClose = () => {
    if (isHandOver(dialogRef.current)) return
    document.body.classList.remove('scroll-locked')
    buttonRef.current?.focus()
  }

  // The panel fills the dialog box, so a click whose target is the dialog itself hit the backdrop.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (!first || !last) return
    if (event.shiftKey && (document.activeElement === first || !event.currentTarget.contains(document.activeElement))) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <>
      <button ref={buttonRef} type="button" className={buttonClassName} aria-haspopup="dialog" onClick={open}>
        View Detail<span className="visually-hidden">: {projectTitle}</span>
      </button>
      <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={headingId} onClose={onClose} onClick={onDialogClick} onKeyDown={onKeyDown}>
        <div className={styles.panel}>
          <div className={styles.head}>
            <h2 id={headingId} className={styles.heading}>
              {heading}
            </h2>
            <button type="button" className={styles.close} onClick={close} aria-label="Close project details">
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          {opened && children}
        </div>
      </dialog>
    </>
  )
}
