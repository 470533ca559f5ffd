import { getFilterData, getFacetProjects, getProjectFacetLinks, getRelatedProjects } from './facets'
import { countByValue, filterProjects, filterQuery, parseFilters } from './filter'
import { getProjectById } from '@/lib/content'

const { projects, options } = getFilterData()

describe('portfolio filter', () => {
  it('narrows by every chosen facet, a country taking in its states', () => {
    const usaSteel = filterProjects(projects, { service: 'steel-detailing', location: 'usa' }).map((project) => project.id)
    expect(usaSteel).toEqual(['12', '14', '30', '40'])
    expect(filterProjects(projects, { location: 'texas', sector: 'warehousing' }).map((project) => project.id)).toEqual(['19'])
    expect(filterProjects(projects, { service: 'rebar-detailing', location: 'guyana' })).toEqual([])
  })

  it('counts each choice against the other facets only', () => {
    const counts = countByValue(projects, { service: 'steel-detailing', sector: 'industrial' }, 'sector')
    expect(counts.get('industrial')).toBe(filterProjects(projects, { service: 'steel-detailing', sector: 'industrial' }).length)
    expect(counts.get('energy')).toBe(filterProjects(projects, { service: 'steel-detailing', sector: 'energy' }).length)
    expect(countByValue(projects, {}, 'location').get('india')).toBe(36)
  })

  it('reads known values from the query and writes them back in a fixed order', () => {
    const filters = parseFilters(new URLSearchParams('sector=industrial&page=2&service=steel-detailing&location=atlantis'), options)
    expect(filters).toEqual({ service: 'steel-detailing', sector: 'industrial', page: 2 })
    expect(filterQuery(filters)).toBe('?service=steel-detailing&sector=industrial&page=2')
    expect(filterQuery({ page: 1 })).toBe('')
    expect(parseFilters(new URLSearchParams('page=0'), options).page).toBe(1)
    expect(parseFilters(new URLSearchParams('page=2.5'), options).page).toBe(1)
  })
})

describe('facet data', () => {
  it('lists the state with its country among a project’s facet links', () => {
    const links = getProjectFacetLinks(getProjectById('12')!)
    expect(links.map((link) => link.href)).toEqual([
      '/project/service/steel-detailing',
      '/project/sector/energy',
      '/project/location/texas',
      '/project/location/usa',
    ])
    expect(links[2]?.label).toBe('Texas, USA')
  })

  it('relates projects that share the sector or a service', () => {
    const project = getProjectById('1')!
    const related = getRelatedProjects(project)
    expect(related).toHaveLength(3)
    for (const other of related) {
      expect(other.id).not.toBe('1')
      expect(other.facets.sector === 'industrial' || other.facets.services.includes('steel-detailing')).toBe(true)
    }
    expect(getFacetProjects('sector', 'sports').map((p) => p.id)).toEqual(['7', '23', '35'])
  })
})
