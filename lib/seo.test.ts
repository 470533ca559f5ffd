import { brand, SITE_URL } from '@/content/site'
import { buildBreadcrumbJsonLd, buildOrganizationJsonLd } from './json-ld'
import { absoluteUrl, buildMetadata } from './metadata'

describe('buildMetadata', () => {
  it('sets canonical, Open Graph and Twitter from one input', () => {
    const metadata = buildMetadata({ title: 'About Us', description: 'Who we are.', path: '/about' })
    expect(metadata.title).toBe('About Us')
    expect(metadata.description).toBe('Who we are.')
    expect(metadata.alternates?.canonical).toBe('/about')
    expect(metadata.openGraph).toMatchObject({ title: `About Us | ${brand.name}`, url: '/about', siteName: brand.name })
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' })
  })

  it('falls back to the brand description and keeps absolute titles', () => {
    const metadata = buildMetadata({ title: 'Home of BIM', path: '/', absoluteTitle: true })
    expect(metadata.description).toBe(brand.description)
    expect(metadata.title).toEqual({ absolute: 'Home of BIM' })
  })

  it('builds absolute URLs on the public origin', () => {
    expect(absoluteUrl('/project')).toBe(`${SITE_URL}/project`)
    expect(absoluteUrl('project')).toBe(`${SITE_URL}/project`)
  })
})

describe('JSON-LD', () => {
  it('describes the organisation and one LocalBusiness per office', () => {
    const [organization, ...offices] = buildOrganizationJsonLd()
    expect(organization).toMatchObject({ '@type': 'Organization', name: brand.name, email: brand.email })
    expect(offices.map((office) => office.address.addressLocality)).toEqual(['Indore', 'Noida', 'Mumbai', 'New York'])
    for (const office of offices) expect(office).toMatchObject({ parentOrganization: { '@id': `${SITE_URL}/#organization` } })
  })

  it('numbers breadcrumb items from 1 with absolute URLs', () => {
    const list = buildBreadcrumbJsonLd([
      { name: 'Home', path: '/' },
      { name: 'Projects', path: '/project' },
    ])
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE_URL}/` },
      { '@type': 'ListItem', position: 2, name: 'Projects', item: `${SITE_URL}/project` },
    ])
  })
})
