'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { SearchButton } from '@/components/search/search-button'
import type { NavLink } from '@/content/types'
import styles from './site-header.module.css'

const COMPACT_AFTER_PX = 50

function isCurrent(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/'
  // DECISIONS 3: Projects is current on the list and on every project page.
  if (href === '/project') return pathname === '/project' || pathname.startsWith('/project/') || pathname.startsWith('/projects/')
  return pathname === href || pathname.startsWith(`${href}/`)
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * What the header shows, passed in by the root layout: this island then carries only these few
 * strings, not the whole brand file (addresses, offices, socials) into every page's JavaScript.
 */
export type HeaderContent = {
  /** The server-rendered logo. */
  logo: ReactNode
  homeLabel: string
  blogUrl: string
  mainNav: readonly NavLink[]
  services: readonly { id: string; label: string }[]
  /** The drawings (components/layout/header-icons), server-rendered like the logo. */
  icons: { chevron: ReactNode; menu: ReactNode; close: ReactNode }
}

/** Fixed header: compact on scroll, Services dropdown, slide-in menu on small screens. */
export function SiteHeader({ content }: { content: HeaderContent }) {
  const pathname = usePathname()
  const [compact, setCompact] = useState(false)
  const [menuOpen, setMenuOpen] = useState(false)

  useEffect(() => {
    const onScroll = () => setCompact(window.scrollY > COMPACT_AFTER_PX)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  const [lastPath, setLastPath] = useState(pathname)
  if (pathname !== lastPath) {
    // A new route closes the menu (state adjusted during render, not in an effect).
    setLastPath(pathname)
    setMenuOpen(false)
  }

  return (
    <header className={`${styles.header} ${compact ? styles.compact : ''}`} data-compact={compact ? 'true' : 'false'}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className={`container ${styles.bar}`}>
        {/* Not prefetched on the home page itself: that would fetch the page on screen again. */}
        <Link href="/" className={styles.brand} aria-label={content.homeLabel} prefetch={pathname === '/' ? false : undefined}>
          {content.logo}
        </Link>
        <nav aria-label="Main" className={styles.desktopNav}>
          <ul className={styles.list}>
            {content.mainNav.slice(0, 3).map((item) => (
              <NavItem key={item.href} href={item.href} label={item.label} pathname={pathname} />
            ))}
            <ServicesMenu pathname={pathname} variant="desktop" services={content.services} chevron={content.icons.chevron} />
            <BlogItem href={content.blogUrl} />
            {content.mainNav.slice(3).map((item) => (
              <NavItem key={item.href} href={item.href} label={item.label} pathname={pathname} />
            ))}
          </ul>
        </nav>
        <SearchButton />
        <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} pathname={pathname} content={content} />
      </div>
    </header>
  )
}

function NavItem({ href, label, pathname, onNavigate }: { href: string; label: string; pathname: string; onNavigate?: () => void }) {
  const current = isCurrent(pathname, href)
  return (
    <li>
      <Link
        href={href}
        className={`${styles.link} ${current ? styles.current : ''}`}
        aria-current={current ? 'page' : undefined}
        prefetch={pathname === href ? false : undefined}
        onClick={onNavigate}
      >
        {label}
      </Link>
    </li>
  )
}

function BlogItem({ href }: { href: string }) {
  return (
    <li>
      <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
        Blog<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </li>
  )
}

type ServicesMenuProps = {
  pathname: string
  variant: 'desktop' | 'mobile'
  services: HeaderContent['services']
  chevron: ReactNode
  onNavigate?: () => void
}

/** Services dropdown: hover on desktop, tap anywhere, and the menu-button keyboard pattern. */
function ServicesMenu({ pathname, variant, services, chevron, onNavigate }: ServicesMenuProps) {
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const menuId = useId()
  const active = pathname.startsWith('/services')

  const focusItem = useCallback((index: number) => {
    const links = listRef.current?.querySelectorAll<HTMLAnchorElement>('a')
    if (!links || links.length === 0) return
    const target = links[(index + links.length) % links.length]
    target?.focus()
  }, [])

  const openAndFocus = (index: number) => {
    setOpen(true)
    // The list renders on the next frame; focus once it is visible.
    requestAnimationFrame(() => focusItem(index))
  }

  const onButtonKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault()
      if (open && event.key !== 'ArrowDown') setOpen(false)
      else openAndFocus(0)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      openAndFocus(-1)
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      event.stopPropagation()
      setOpen(false)
    }
  }

  const onListKeyDown = (event: React.KeyboardEvent<HTMLUListElement>) => {
    const links = Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])
    const index = links.indexOf(document.activeElement as HTMLAnchorElement)
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      focusItem(index + 1)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      focusItem(index - 1)
    } else if (event.key === 'Home') {
      event.preventDefault()
      focusItem(0)
    } else if (event.key === 'End') {
      event.preventDefault()
      focusItem(-1)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      setOpen(false)
      buttonRef.current?.focus()
    }
  }

  const hoverProps =
    variant === 'desktop'
      ? { onMouseEnter: () => setOpen(true), onMouseLeave: () => setOpen(false) }
      : {}

  return (
    <li
      className={`${styles.services} ${variant === 'mobile' ? styles.servicesMobile : ''}`}
      {...hoverProps}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.link} ${styles.servicesButton} ${active ? styles.current : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={(event) => {
          // Keyboard activation is handled in onKeyDown; a click (mouse or tap) toggles.
          if (event.detail === 0) return
          setOpen((value) => !value)
        }}
        onKeyDown={onButtonKeyDown}
      >
        Services
        {chevron}
      </button>
      <ul id={menuId} ref={listRef} className={styles.submenu} hidden={!open} onKeyDown={onListKeyDown}>
        {services.map((service) => {
          const href = `/services/${service.id}`
          const current = pathname === href
          return (
            <li key={service.id}>
              <Link
                href={href}
                className={`${styles.sublink} ${current ? styles.current : ''}`}
                aria-current={current ? 'page' : undefined}
                onClick={() => {
                  setOpen(false)
                  onNavigate?.()
                }}
              >
                {service.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </li>
  )
}

type MobileMenuProps = { open: boolean; onOpenChange: (open: boolean) => void; pathname: string; content: HeaderContent }

/** Slide-in menu for small screens: locks page scroll, traps focus, closes on Escape and outside taps. */
function MobileMenu({ open, onOpenChange, pathname, content }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const close = useCallback(() => onOpenChange(false), [onOpenChange])

  useEffect(() => {
    if (!open) return
    document.body.classList.add('scroll-locked')
    const panel = panelRef.current
    panel?.querySelector<HTMLElement>(FOCUSABLE)?.focus()
    const toggle = toggleRef.current

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        close()
        return
      }
      if (event.key !== 'Tab' || !panel) return
      const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.offsetParent !== null)
      const firstEl = focusable[0]
      const lastEl = focusable[focusable.length - 1]
      if (!firstEl || !lastEl) return
      if (event.shiftKey && document.activeElement === firstEl) {
        event.preventDefault()
        lastEl.focus()
      } else if (!event.shiftKey && document.activeElement === lastEl) {
        event.preventDefault()
        firstEl.focus()
      } else if (!panel.contains(document.activeElement)) {
        event.preventDefault()
        firstEl.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.body.classList.remove('scroll-locked')
      document.removeEventListener('keydown', onKeyDown)
      toggle?.focus({ preventScroll: true })
    }
  }, [open, close])

  return (
    <div className={styles.mobile}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
      >
        <span className="visually-hidden">Open menu</span>
        {content.icons.menu}
      </button>
      <div className={`${styles.backdrop} ${open ? styles.backdropOpen : ''}`} onClick={close} aria-hidden="true" data-testid="menu-backdrop" />
      <div
        ref={panelRef}
        id={panelId}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        className={`${styles.panel} ${open ? styles.panelOpen : ''}`}
        inert={!open}
      >
        <div className={styles.panelHead}>
          {content.logo}
          <button type="button" className={styles.closeButton} onClick={close}>
            <span className="visually-hidden">Close menu</span>
            {content.icons.close}
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul className={styles.mobileList}>
            {content.mainNav.slice(0, 3).map((item) => (
              <NavItem key={item.href} href={item.href} label={item.label} pathname={pathname} onNavigate={close} />
            ))}
            <ServicesMenu
              pathname={pathname}
              variant="mobile"
              services={content.services}
              chevron={content.icons.chevron}
              onNavigate={close}
            />
            <BlogItem href={content.blogUrl} />
            {content.mainNav.slice(3).map((item) => (
              <NavItem key={item.href} href={item.href} label={item.label} pathname={pathname} onNavigate={close} />
            ))}
          </ul>
        </nav>
      </div>
    </div>
  )
}
