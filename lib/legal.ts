// Pure helpers of the legal pages: anchors, dates and the tiny link syntax of the legal texts.

/** Anchor id of a section: "Children's privacy" -> 'childrens-privacy'. */
export function legalSectionId(heading: string): string {
  return heading
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** '2025-06-23' -> 'June 23, 2025' (read as a calendar date, independent of the server's time zone). */
export function formatLegalDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  )
}

export type InlineSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

// Only site paths, e-mail, phone and https links are turned into anchors; anything else stays text.
const LINK_PATTERN = /\[([^\]]+)\]\(((?:\/|mailto:|tel:|https:\/\/)[^)\s]*)\)/g

/** Splits legal text into plain text and links written as [label](href). */
export function parseInlineLinks(text: string): InlineSegment[] {
  const segments: InlineSegment[] = []
  let last = 0
  for (const match of text.matchAll(LINK_PATTERN)) {
    const start = match.index ?? 0
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) })
    segments.push({ kind: 'link', text: match[1] ?? '', href: match[2] ?? '' })
    last = start + match[0].length
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) })
  return segments
}

/** Plain text of a legal string, links reduced to their labels (for tests and descriptions). */
export function stripInlineLinks(text: string): string {
  return parseInlineLinks(text)
    .map((segment) => segment.text)
    .join('')
}

/** 'tel:' href of a displayed phone number: '+91 98260 00000' -> 'tel:+919826000000'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`
}
