import Link from 'next/link'
import { parseInlineLinks } from '@/lib/legal'

/** Legal text with its [label](href) links rendered: site paths as <Link>, the rest as <a>. */
export function InlineText({ text }: { text: string }) {
  return parseInlineLinks(text).map((segment, index) => {
    if (segment.kind === 'text') return segment.text
    if (segment.href.startsWith('/')) {
      return (
        <Link key={index} href={segment.href}>
          {segment.text}
        </Link>
      )
    }
    const external = segment.href.startsWith('https://')
    return (
      <a key={index} href={segment.href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {segment.text}
        {external && <span className="visually-hidden"> (opens in a new tab)</span>}
      </a>
    )
  })
}
