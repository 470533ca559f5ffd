'use client'

import type MiniSearch from 'minisearch'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useDeferredValue, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { SearchDocument } from '@/lib/search/options'
import styles from './search-dialog.module.css'
import { loadSearchIndex, searchSite } from './search-index'

const ANNOUNCE_AFTER_MS = 400

/**
 * The search dialog: a native modal <dialog> (the page behind is inert, Escape closes it) holding
 * a combobox. Focus stays in the input; the arrow keys move the highlighted option
 * (aria-activedescendant) and Enter opens it. The number of results is written, after a pause in
 * typing, into a status region that exists from the start, so screen readers announce it.
 */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const router = useRouter()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const [index, setIndex] = useState<MiniSearch<SearchDocument> | null>(null)
  const [failed, setFailed] = useState(false)
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const [announcement, setAnnouncement] = useState('')
  const id = useId()
  const listId = `${id}-results`
  const optionId = (position: number) => `${id}-option-${position}`

  useEffect(() => {
    const dialog = dialogRef.current
    dialog?.showModal()
    inputRef.current?.focus()
    document.body.classList.add('scroll-locked')
    loadSearchIndex().then(setIndex, () => setFailed(true))
    return () => document.body.classList.remove('scroll-locked')
  }, [])

  // The typed letter paints first; the results for it render right after, in a render React can
  // interrupt for the next key (a list of results took about 100 ms at 4x CPU inside the keystroke:
  // docs/performance.md, "Interaction latency").
  const searched = useDeferredValue(query)
  const results = index ? searchSite(index, searched) : []
  const trimmed = searched.trim()
  const summary = !trimmed || !index ? '' : results.length === 0 ? `No results for ${trimmed}` : `${results.length} ${results.length === 1 ? 'result' : 'results'}`

  useEffect(() => {
    const timer = setTimeout(() => setAnnouncement(summary), ANNOUNCE_AFTER_MS)
    return () => clearTimeout(timer)
  }, [summary])

  // Every way out closes the dialog (so the page is no longer inert and focus can go back) and
  // unmounts it in the same event. Waiting for the native close event, a task later, lost a Ctrl-K
  // pressed in between: the button still counted the dialog open, then the late event closed it.
  const close = () => {
    dialogRef.current?.close()
    onClose()
  }

  const open = (position: number) => {
    const hit = results[position]
    if (!hit) return
    router.push(hit.url)
    close()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (results.length === 0) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => (current + step + results.length) % results.length)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      open(active)
    }
  }

  // Tab stays inside the dialog: from the last control back to the first, and the other way.
  const onDialogKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('input, button, a[href]')]
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault()
        close()
      }}
      onKeyDown={onDialogKeyDown}
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      <div className={styles.panel}>
        <div className={styles.head}>
          <h2 id={`${id}-title`} className={styles.title}>
            Search the site
          </h2>
          <button type="button" className={styles.close} onClick={close} aria-label="Close search">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <label htmlFor={`${id}-input`} className={styles.label}>
          Services, projects, offices and pages
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          className={styles.input}
          type="text"
          role="combobox"
          aria-expanded={results.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={results.length > 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder="e.g. steel detailing Texas"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value)
            setActive(0)
          }}
          onKeyDown={onKeyDown}
        />
        <p role="status" className="visually-hidden">
          {announcement}
        </p>
        <ul id={listId} role="listbox" aria-label="Search results" className={styles.results} hidden={results.length === 0}>
          {results.map((hit, position) => (
            <li
              key={hit.id}
              id={optionId(position)}
              role="option"
              aria-selected={position === active}
              className={styles.option}
              onClick={() => open(position)}
              onPointerMove={() => setActive(position)}
            >
              <span className={styles.kind}>{hit.kind}</span>
              <span className={styles.hitTitle}>{hit.title}</span>
              <span className={styles.detail}>{hit.detail}</span>
            </li>
          ))}
        </ul>
        {failed && <p className={styles.note}>Search could not load. The A–Z index below lists every service and project.</p>}
        {!failed && trimmed && index && results.length === 0 && <p className={styles.note}>Nothing matches “{trimmed}”. Try a shorter word, or browse the A–Z index.</p>}
        {!failed && !index && <p className={styles.note}>Loading the search…</p>}
        <p className={styles.footer}>
          <span aria-hidden="true">↑ ↓ to move · Enter to open · Esc to close</span>
          <Link href="/search" onClick={close}>
            A–Z index of services and projects
          </Link>
        </p>
      </div>
    </dialog>
  )
}
