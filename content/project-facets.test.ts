import { locationFacetText, sectorFacetText, serviceFacetText } from './project-facets'
import { projects } from './projects'
import { COUNTRY_IDS, INDIA_STATES, SECTOR_IDS, SERVICE_IDS, US_STATES } from './types'

const STATES: Record<string, readonly string[]> = { india: INDIA_STATES, usa: US_STATES, guyana: [] }

describe('project facets', () => {
  it.each(projects.map((project) => [project.id, project] as const))('project %s names services, a sector and a location from the lists', (_id, { facets }) => {
    expect(facets.services.length).toBeGreaterThan(0)
    expect(new Set(facets.services).size).toBe(facets.services.length)
    for (const service of facets.services) expect(SERVICE_IDS).toContain(service)
    expect(SECTOR_IDS).toContain(facets.sector)
    expect(COUNTRY_IDS).toContain(facets.location.country)
    const states = STATES[facets.location.country] ?? []
    // India and the USA need a state from their own list; Guyana has none.
    if (states.length > 0) expect(states).toContain('state' in facets.location ? facets.location.state : undefined)
    else expect('state' in facets.location).toBe(false)
  })

  it('matches each location facet to the location the project shows', () => {
    for (const { location, facets } of projects) {
      const { country } = facets.location
      if ('state' in facets.location) expect(location).toContain(locationFacetText[facets.location.state].label)
      if (country === 'usa') expect(location).toMatch(/, USA$/)
      if (country === 'guyana') expect(location).toMatch(/Guyana$/)
      if (country === 'india') expect(location).not.toMatch(/USA$|Guyana$/)
    }
  })

  it('uses every listed value at least once, so no facet page is empty', () => {
    const used = new Set(projects.flatMap(({ facets }) => [...facets.services, facets.sector, facets.location.country, 'state' in facets.location ? facets.location.state : '']))
    for (const value of [...SERVICE_IDS, ...SECTOR_IDS, ...COUNTRY_IDS, ...INDIA_STATES, ...US_STATES]) expect([value, used.has(value)]).toEqual([value, true])
  })

  it('writes a label, an h1 and an intro for every value', () => {
    const texts = [...Object.values(serviceFacetText), ...Object.values(sectorFacetText), ...Object.values(locationFacetText)]
    expect(texts).toHaveLength(SERVICE_IDS.length + SECTOR_IDS.length + COUNTRY_IDS.length + INDIA_STATES.length + US_STATES.length)
    for (const text of texts) {
      expect(text.label.trim()).not.toBe('')
      expect(text.heading).toMatch(/projects/i)
      expect(text.intro.length).toBeGreaterThan(60)
    }
    expect(new Set(texts.map((text) => text.heading)).size).toBe(texts.length)
  })

  it('spreads the portfolio over several sectors and services', () => {
    for (const sector of SECTOR_IDS) expect(projects.filter((project) => project.facets.sector === sector).length).toBeLessThan(projects.length / 3)
    for (const service of SERVICE_IDS) expect(projects.filter((project) => project.facets.services.includes(service)).length).toBeGreaterThanOrEqual(3)
  })
})
