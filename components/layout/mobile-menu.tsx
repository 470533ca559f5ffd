'use client'

import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { usePathname } from 'next/navigation'
import { isHandOver, showModalAfterPaint } from '@/lib/show-modal-after-paint'
import styles from './mobile-menu.module.css'

type MobileMenuProps = {
  /** The panel's head (the logo). */
  head: ReactNode
  icons: { menu: ReactNode; close: ReactNode }
  /** The navigation, rendered on the server. */
  children: ReactNode
}

/**
 * The slide-in menu of small screens, a modal <dialog>: the browser keeps focus inside it, makes
 * the page behind inert, closes it on Escape and returns focus to the menu button. It also closes
 * on a tap outside the panel, on choosing a link and on any change of page. The panel is painted
 * first and made modal right after (lib/show-modal-after-paint.ts), so the tap answers sooner.
 */
export function MobileMenu({ head, icons, children }: MobileMenuProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)
  const dialogId = useId()

  const pathname = usePathname()
  // A new page closes the menu (the dialog's close event then updates the button).
  useEffect(() => dialogRef.current?.close(), [pathname])

  const show = () => {
    if (dialogRef.current) showModalAfterPaint(dialogRef.current)
    setOpen(true)
  }
  const close = () => dialogRef.current?.close()
  const closeOnLink = (event: MouseEvent) => (event.target as Element).closest('a[href]') && close()

  return (
    <div className={styles.mobile}>
      <button type="button" className={styles.menuButton} aria-expanded={open} aria-controls={dialogId} onClick={show}>
        <span className="visually-hidden">Open menu</span>
        {icons.menu}
      </button>
      <dialog ref={dialogRef} id={dialogId} aria-label="Menu" className={styles.dialog} onClose={() => isHandOver(dialogRef.current) || setOpen(false)} onClick={closeOnLink}>
        <div className={styles.backdrop} onClick={close} aria-hidden="true" data-testid="menu-backdrop" />
        <div className={styles.panel}>
          <div className={styles.panelHead}>
            {head}
            <button type="button" className={styles.closeButton} onClick={close}>
              <span className="visually-hidden">Close menu</span>
              {icons.close}
            </button>
          </div>
          {children}
        </div>
      </dialog>
    </div>
  )
}
