import {
  clampPage,
  getPageNumbers,
  getProjectPageCount,
  getProjectPagePath,
  getProjects,
  getProjectsPage,
  paginate,
  parseProjectPage,
  PROJECTS_PER_PAGE,
} from './content'

describe('project list pagination', () => {
  it('has 9 projects per page and 5 pages for 45 projects', () => {
    expect(PROJECTS_PER_PAGE).toBe(9)
    expect(getProjectPageCount()).toBe(5)
  })

  it('gives each page its own 9 projects, in order, covering all 45 once', () => {
    const pages = [1, 2, 3, 4, 5].map((page) => getProjectsPage(page))
    pages.forEach((projects) => expect(projects).toHaveLength(9))
    expect(pages.flat().map((project) => project.id)).toEqual(getProjects().map((project) => project.id))
    expect(pages[2]?.[0]?.id).toBe('19')
  })

  it('clamps the page to 1..pageCount', () => {
    expect(clampPage(0, 5)).toBe(1)
    expect(clampPage(-3, 5)).toBe(1)
    expect(clampPage(9, 5)).toBe(5)
    expect(clampPage(3.7, 5)).toBe(3)
    expect(clampPage(Number.NaN, 5)).toBe(1)
    expect(clampPage(2, 0)).toBe(1)
  })

  it('paginates any list, with a short last page', () => {
    const items = Array.from({ length: 10 }, (_, index) => index)
    expect(paginate(items, 1, 4)).toEqual([0, 1, 2, 3])
    expect(paginate(items, 3, 4)).toEqual([8, 9])
    expect(paginate(items, 7, 4)).toEqual([8, 9])
    expect(paginate([], 1, 4)).toEqual([])
  })

  it('accepts only canonical numbers of existing pages from the path', () => {
    expect(parseProjectPage('3')).toBe(3)
    expect(parseProjectPage('5')).toBe(5)
    for (const bad of ['0', '6', '03', '3.0', '-1', 'three', '', ' 3']) expect(parseProjectPage(bad)).toBeUndefined()
  })

  it('puts page 1 at /project and the others under /project/page/N', () => {
    expect(getProjectPagePath(1)).toBe('/project')
    expect(getProjectPagePath(4)).toBe('/project/page/4')
  })

  it('shows every page number up to 7 pages', () => {
    expect(getPageNumbers(1, 5)).toEqual([1, 2, 3, 4, 5])
    expect(getPageNumbers(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(getPageNumbers(1, 1)).toEqual([1])
  })

  it('elides distant pages of long lists but keeps the ends and the neighbours', () => {
    expect(getPageNumbers(1, 20)).toEqual([1, 2, 3, 4, 'ellipsis', 20])
    expect(getPageNumbers(10, 20)).toEqual([1, 'ellipsis', 9, 10, 11, 'ellipsis', 20])
    expect(getPageNumbers(20, 20)).toEqual([1, 'ellipsis', 17, 18, 19, 20])
    expect(getPageNumbers(4, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10])
  })
})
