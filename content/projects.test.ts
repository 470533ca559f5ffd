import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { projects } from './projects'

const publicDir = join(__dirname, '..', 'public')

describe('projects content', () => {
  it('holds 45 projects with ids "1" to "45", unique and in order', () => {
    expect(projects).toHaveLength(45)
    expect(projects.map((project) => project.id)).toEqual(Array.from({ length: 45 }, (_, index) => String(index + 1)))
    expect(new Set(projects.map((project) => project.id)).size).toBe(45)
  })

  it.each(projects.map((project) => [project.id, project] as const))('project %s has its required fields', (_id, project) => {
    expect(project.title.trim()).not.toBe('')
    expect(project.location.trim()).not.toBe('')
    expect(project.details.trim().length).toBeGreaterThan(40)
    expect(project.image.alt.trim()).not.toBe('')
    expect(project.image.width).toBeGreaterThan(0)
    expect(project.image.height).toBeGreaterThan(0)
    for (const optional of [project.name, project.client, project.area, project.structure]) {
      // Optional fields are either absent or real text, never an empty placeholder.
      if (optional !== undefined) expect(optional.trim()).not.toBe('')
    }
  })

  it('uses images that exist in public/ with the size the records claim', () => {
    for (const { image } of projects) {
      const file = join(publicDir, image.src)
      expect(existsSync(file)).toBe(true)
      const svg = readFileSync(file, 'utf8')
      expect(svg).toContain(`viewBox="0 0 ${image.width} ${image.height}"`)
    }
  })

  it('shares drawings between projects but keeps a varied set', () => {
    const distinct = new Set(projects.map((project) => project.image.src))
    expect(distinct.size).toBeGreaterThanOrEqual(10)
    expect(distinct.size).toBeLessThan(projects.length)
  })

  it('is mostly in India, with work in Guyana and the USA', () => {
    const count = (pattern: RegExp) => projects.filter((project) => pattern.test(project.location)).length
    expect(count(/Guyana$/)).toBeGreaterThan(0)
    expect(count(/USA$/)).toBeGreaterThan(0)
    expect(count(/Guyana$|USA$/)).toBeLessThan(projects.length / 2)
  })

  it('leaves some optional fields unset, so the pages show "---" for them', () => {
    for (const field of ['client', 'area', 'structure', 'name'] as const) {
      const set = projects.filter((project) => project[field] !== undefined).length
      expect(set).toBeGreaterThan(0)
      expect(set).toBeLessThan(projects.length)
    }
  })
})
