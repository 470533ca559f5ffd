import { CAREER_DRAFT_KEY } from '@/components/career/career-form'
import { CONTACT_DRAFT_KEY } from '@/components/contact/contact-form'
import { brand } from '@/content/site'
import type { LegalDocument } from '@/content/types'
import { visitorStatistics } from '@/lib/analytics/visitor-statistics'
import { CONSENT_STORAGE_KEY } from '@/lib/consent'
import { getLegalDocument } from '@/lib/content'
import { formatLegalDate, legalSectionId, parseInlineLinks, stripInlineLinks, telHref } from '@/lib/legal'
import { storageItems } from './cookie-policy'
import { legalDocuments } from './index'

const thisBuild = legalDocuments(visitorStatistics)
const documents = Object.values(thisBuild)

/** All text of a document, links reduced to their labels. */
function plainText(document: LegalDocument): string {
  return [
    document.title,
    ...document.intro,
    ...document.sections.flatMap((section) => [
      section.heading,
      ...(section.paragraphs ?? []),
      ...(section.list ?? []),
      ...(section.table ? [section.table.caption, ...section.table.columns, ...section.table.rows.flat()] : []),
    ]),
  ]
    .map(stripInlineLinks)
    .join('\n')
}

/** Every href written in a document's text. */
function links(document: LegalDocument): string[] {
  const texts = [...document.intro, ...document.sections.flatMap((section) => [...(section.paragraphs ?? []), ...(section.list ?? [])])]
  return texts.flatMap((text) => parseInlineLinks(text).flatMap((segment) => (segment.kind === 'link' ? [segment.href] : [])))
}

describe('legal documents', () => {
  it.each(documents.map((document) => [document.slug, document] as const))('%s has a title, intro, sections and the June 23, 2025 date', (slug, document) => {
    expect(getLegalDocument(slug)).toEqual(document)
    expect(document.title.length).toBeGreaterThan(5)
    expect(document.description.length).toBeGreaterThan(60)
    expect(document.intro.length).toBeGreaterThan(0)
    expect(document.sections.length).toBeGreaterThanOrEqual(8)
    expect(document.lastUpdated).toBe('2025-06-23')
    expect(formatLegalDate(document.lastUpdated)).toBe('June 23, 2025')
    for (const section of document.sections) {
      expect(section.heading.trim()).not.toBe('')
      expect((section.paragraphs?.length ?? 0) + (section.list?.length ?? 0) + (section.table ? 1 : 0)).toBeGreaterThan(0)
    }
  })

  it.each(documents.map((document) => [document.slug, document] as const))('%s has unique, non-empty section anchors', (_slug, document) => {
    const ids = document.sections.map((section) => legalSectionId(section.heading))
    expect(ids.every((id) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(id))).toBe(true)
    expect(new Set([...ids, 'contact-us']).size).toBe(ids.length + 1)
  })

  it.each(documents.map((document) => [document.slug, document] as const))('%s links only to pages that exist', (_slug, document) => {
    const sitePaths = new Set(['/contact', '/terms-condition', '/privacy-policy', '/cookie-policy'])
    for (const href of links(document)) {
      if (href.startsWith('/')) expect(sitePaths).toContain(href)
      else expect(href).toMatch(/^(mailto:|https:\/\/)/)
    }
  })

  it('describe only what the site does: no accounts, social login or payments offered', () => {
    for (const document of documents) {
      const text = plainText(document)
      expect(text).not.toMatch(/delete your account|your account settings|sign in with|log in with|payment details|credit card/i)
      expect(text).not.toMatch(/lorem\s+ipsum/i)
    }
  })

  it('terms: users 18+, 100 USD cap when nothing was purchased, 30 days notice', () => {
    const text = plainText(thisBuild['terms-condition'])
    expect(text).toContain('You must be at least 18 years old')
    expect(text).toMatch(/if you have not purchased anything from us, 100 USD/)
    expect(text).toContain("at least 30 days' notice")
    expect(text).toContain('no user accounts, no sign-in')
  })

  it('privacy: under 13, GDPR rights, CCPA/CPRA, e-mail delivery, what the mail queue keeps and how long, the /contact link', () => {
    const document = thisBuild['privacy-policy']
    const text = plainText(document)
    expect(text).toContain('not intended for children under 13')
    for (const right of ['access', 'rectification', 'erasure', 'objection', 'portability']) {
      expect(text).toMatch(new RegExp(`^${right}: `, 'm'))
    }
    expect(text).toContain('CCPA/CPRA')
    expect(text).toContain('is then deleted from the web server')
    expect(text).toContain('Submissions caught by the spam trap: 30 days, without attachments.')
    expect(text).toMatch(/contactFormData[\s\S]*careerFormData[\s\S]*cookieConsent/)
    expect(text).toContain('loaded only after you accept')
    expect(text).toContain(brand.email)
    expect(links(document)).toContain('/contact')
    expect(links(document)).toContain(`mailto:${brand.email}`)
  })

  it('cookie policy: a table row for every storage item, Google Maps only after consent', () => {
    const section = thisBuild['cookie-policy'].sections.find((candidate) => candidate.table)
    expect(section?.table?.columns).toEqual(['Name', 'Type and provider', 'Purpose', 'Duration', 'Category'])
    const names = section?.table?.rows.map((row) => row[0])
    expect(names).toEqual(['cookieConsent', 'contactFormData', 'careerFormData', 'Google cookies, e.g. NID, AEC, SOCS'])
    expect(section?.table?.rows.every((row) => row.length === 5 && row.every((cell) => cell.trim() !== ''))).toBe(true)
    expect(storageItems.find((item) => item.name.startsWith('Google'))?.duration).toMatch(/only after you accept/)
    expect(plainText(thisBuild['cookie-policy'])).toContain('sets no cookies of its own')
  })

  it('cookie policy names the very keys the code stores (renaming one fails here)', () => {
    const names = storageItems.map((item) => item.name)
    for (const key of [CONSENT_STORAGE_KEY, CONTACT_DRAFT_KEY, CAREER_DRAFT_KEY]) expect(names).toContain(key)
  })

  it('name brand facts from content/site.ts, not copies of them', () => {
    const text = documents.map(plainText).join('\n')
    expect(text).toContain(brand.name)
    expect(text).toContain(brand.address.streetAddress)
  })
})

describe('legal helpers', () => {
  it('parses [label](href) links and keeps other brackets as text', () => {
    expect(parseInlineLinks('See our [contact page](/contact), or [x](javascript:alert(1)).')).toEqual([
      { kind: 'text', text: 'See our ' },
      { kind: 'link', text: 'contact page', href: '/contact' },
      { kind: 'text', text: ', or [x](javascript:alert(1)).' },
    ])
  })

  it('builds anchors, dates and tel links', () => {
    expect(legalSectionId("Children's privacy")).toBe('childrens-privacy')
    expect(legalSectionId('Your rights under US state laws (CCPA/CPRA)')).toBe('your-rights-under-us-state-laws-ccpa-cpra')
    expect(formatLegalDate('2025-01-01')).toBe('January 1, 2025')
    expect(telHref('+91 98260 00000')).toBe('tel:+919826000000')
  })
})
