import MiniSearch from 'minisearch'
import { roles } from '@/content/career'
import { openRoles } from '@/lib/careers'
import { getSearchDocuments } from './documents'
import { SEARCH_OPTIONS, type SearchDocument } from './options'

const documents = getSearchDocuments()
const index = new MiniSearch<SearchDocument>(SEARCH_OPTIONS)
index.addAll(documents)
// What the browser does: load the serialised index with the same options.
const loaded = MiniSearch.loadJSON<SearchDocument>(JSON.stringify(index), SEARCH_OPTIONS)
const titles = (query: string) => loaded.search(query).map((hit) => hit.title as string)

describe('site search', () => {
  it('indexes every service, project, office and main page once', () => {
    expect(documents.filter((doc) => doc.kind === 'Service')).toHaveLength(6)
    expect(documents.filter((doc) => doc.kind === 'Project')).toHaveLength(45)
    expect(documents.filter((doc) => doc.kind === 'Office')).toHaveLength(4)
    expect(documents.filter((doc) => doc.kind === 'Page').map((doc) => doc.url)).toEqual(
      expect.arrayContaining(['/', '/about', '/services', '/project', '/career', '/contact', '/search']),
    )
    expect(new Set(documents.map((doc) => doc.id)).size).toBe(documents.length)
  })

  it('indexes the open roles, not the closed ones', () => {
    const roleUrls = documents.filter((doc) => doc.kind === 'Open role').map((doc) => doc.url)
    expect(roleUrls).toEqual(openRoles(new Date()).map((role) => `/career/${role.slug}`))
    expect(roleUrls.length).toBeGreaterThan(0)
    const closed = roles.filter((role) => !openRoles(new Date()).includes(role))
    expect(closed.length).toBeGreaterThan(0)
    for (const role of closed) expect(roleUrls).not.toContain(`/career/${role.slug}`)
    expect(titles('tekla detailer')).toContain('Senior Tekla steel detailer')
  })

  it('finds by prefix and despite typos, titles first', () => {
    expect(titles('hospitl')).toEqual(expect.arrayContaining(['450-Bed Multi-Speciality Hospital', 'District Hospital Block']))
    expect(titles('stel detai')[0]).toBe('Steel Detailing')
    expect(titles('rebar')[0]).toBe('Rebar Detailing')
    expect(titles('texas')).toEqual(['Refinery Pipe Rack Modules', 'Regional Distribution Center'])
    expect(titles('noida')).toContain('Noida office')
  })

  it('keeps what the dialog shows in the loaded index', () => {
    const [hit] = loaded.search('blast furnace')
    expect(hit).toMatchObject({ kind: 'Project', title: 'Blast Furnace Cast House and Conveyor Galleries', detail: 'Kalinganagar, Odisha', url: '/projects/1' })
  })
})
