'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'

/** Whether `href` is the page on screen, or the section it belongs to. */
export function isCurrent(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/'
  // Projects stays current on the list and on every project page.
  if (href === '/project') return pathname === '/project' || pathname.startsWith('/project/') || pathname.startsWith('/projects/')
  return pathname === href || pathname.startsWith(`${href}/`)
}

type NavLinkProps = {
  href: string
  className?: string
  /** Added, with aria-current="page", while the link's page is on screen; none for the logo. */
  currentClassName?: string
  'aria-label'?: string
  children: ReactNode
}

/** A header link that marks the current page and never prefetches the page already on screen. */
export function NavLink({ href, className, currentClassName, children, ...rest }: NavLinkProps) {
  const pathname = usePathname()
  const current = currentClassName !== undefined && isCurrent(pathname, href)
  return (
    <Link
      href={href}
      className={current ? `${className} ${currentClassName}` : className}
      aria-current={current ? 'page' : undefined}
      prefetch={pathname === href ? false : undefined}
      {...rest}
    >
      {children}
    </Link>
  )
}
