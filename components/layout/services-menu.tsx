'use client'

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { usePathname } from 'next/navigation'
import { NavLink } from './nav-link'
import styles from './site-header.module.css'

type ServicesMenuProps = {
  services: readonly { id: string; label: string }[]
  /** 'desktop' also opens on hover. */
  variant: 'desktop' | 'mobile'
  chevron: ReactNode
}

/** The Services dropdown: hover on desktop, tap anywhere, and the menu-button keyboard pattern. */
export function ServicesMenu({ services, variant, chevron }: ServicesMenuProps) {
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const menuId = useId()
  const active = usePathname().startsWith('/services')

  const focusItem = (index: number) => {
    const links = listRef.current?.querySelectorAll('a') ?? []
    links[(index + links.length) % links.length]?.focus()
  }

  const openAndFocus = (index: number) => {
    setOpen(true)
    // The list renders on the next frame; focus once it is visible.
    requestAnimationFrame(() => focusItem(index))
  }

  const onButtonKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      Enter: () => (open ? setOpen(false) : openAndFocus(0)),
      ' ': () => (open ? setOpen(false) : openAndFocus(0)),
      ArrowDown: () => openAndFocus(0),
      ArrowUp: () => openAndFocus(-1),
    }
    if (event.key === 'Escape' && open) keys.Escape = () => setOpen(false)
    const action = keys[event.key]
    if (!action) return
    event.preventDefault()
    // Escape closes only the dropdown, not the menu dialog around it.
    event.stopPropagation()
    action()
  }

  const onListKeyDown = (event: KeyboardEvent) => {
    const links = Array.from(listRef.current?.querySelectorAll('a') ?? [])
    const index = links.indexOf(document.activeElement as HTMLAnchorElement)
    const keys: Record<string, () => void> = {
      ArrowDown: () => focusItem(index + 1),
      ArrowUp: () => focusItem(index - 1),
      Home: () => focusItem(0),
      End: () => focusItem(-1),
      Escape: () => {
        setOpen(false)
        buttonRef.current?.focus()
      },
    }
    const action = keys[event.key]
    if (!action) return
    event.preventDefault()
    event.stopPropagation()
    action()
  }

  return (
    <li
      className={variant === 'mobile' ? `${styles.services} ${styles.servicesMobile}` : styles.services}
      onMouseEnter={variant === 'desktop' ? () => setOpen(true) : undefined}
      onMouseLeave={variant === 'desktop' ? () => setOpen(false) : undefined}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget as Node | null) && setOpen(false)}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.link} ${styles.servicesButton} ${active ? styles.current : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        // Keyboard activation is handled in onKeyDown (detail 0); a click or tap toggles.
        onClick={(event) => event.detail !== 0 && setOpen(!open)}
        onKeyDown={onButtonKeyDown}
      >
        Services
        {chevron}
      </button>
      <ul id={menuId} ref={listRef} className={styles.submenu} hidden={!open} onKeyDown={onListKeyDown} onClick={() => setOpen(false)}>
        {services.map((service) => (
          <li key={service.id}>
            <NavLink href={`/services/${service.id}`} className={styles.sublink} currentClassName={styles.current}>
              {service.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  )
}
