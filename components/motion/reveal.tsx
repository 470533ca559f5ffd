import type { ElementType, ReactNode } from 'react'

type RevealProps = {
  children: ReactNode
  as?: ElementType
  className?: string
  /** Delay in ms, for staggering siblings. */
  delay?: number
}

/**
 * Scroll reveal (800 ms, once). A server component: it only marks the element; the single
 * observer in RouteEffects reveals it, so no animation library ships to the browser.
 */
export function Reveal({ children, as: Tag = 'div', className, delay }: RevealProps) {
  return (
    <Tag data-reveal="" className={className} style={delay ? { transitionDelay: `${delay}ms` } : undefined}>
      {children}
    </Tag>
  )
}
