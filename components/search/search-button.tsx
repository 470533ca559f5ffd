'use client'

import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import styles from './search-button.module.css'

// The dialog, MiniSearch and the index load on first open, never with the page.
const SearchDialog = lazy(() => import('./search-dialog'))

const noSubscription = () => () => {}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  )
}

/**
 * The header's search: a link to the A–Z index in the HTML (all a visitor without JavaScript
 * gets), a button that opens the search dialog once the page runs, and Ctrl/⌘-K from anywhere.
 */
export function SearchButton() {
  const [open, setOpen] = useState(false)
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const returnFocus = useRef<HTMLElement | null>(null)

  const show = () => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setOpen(true)
  }

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return
      event.preventDefault()
      show()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  const close = () => {
    setOpen(false)
    const target = returnFocus.current?.isConnected ? returnFocus.current : buttonRef.current
    target?.focus()
  }

  const content = (
    <>
      <SearchIcon />
      <span className={styles.label}>Search</span>
    </>
  )
  if (!hydrated)
    return (
      <a href="/search" className={styles.button}>
        {content}
      </a>
    )
  return (
    <>
      <button ref={buttonRef} type="button" className={styles.button} aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K" onClick={show}>
        {content}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={close} />
        </Suspense>
      )}
    </>
  )
}
