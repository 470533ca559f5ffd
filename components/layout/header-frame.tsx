'use client'

import { useEffect, useState, type ReactNode } from 'react'

const COMPACT_AFTER_PX = 50

/** The fixed header bar, which turns compact once the page is scrolled past 50 px. */
export function HeaderFrame({ className, compactClassName, children }: { className?: string; compactClassName?: string; children: ReactNode }) {
  const [compact, setCompact] = useState(false)

  useEffect(() => {
    const onScroll = () => setCompact(window.scrollY > COMPACT_AFTER_PX)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  return (
    <header className={compact ? `${className} ${compactClassName}` : className} data-compact={compact ? 'true' : 'false'}>
      {children}
    </header>
  )
}
