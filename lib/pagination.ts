// Page arithmetic shared by the server lists and the /project filter island (no content imports).

/** Projects per list page, on /project, its filtered views and the facet pages. */
export const PROJECTS_PER_PAGE = 9

/** The URL of a list page: page 1 is /project itself, the others /project/page/N. */
export function getProjectPagePath(page: number): string {
  return page <= 1 ? '/project' : `/project/page/${page}`
}

/** Clamps a page number to 1..pageCount. Non-finite input gives page 1. */
export function clampToPages(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pageCount))
}

/** Number of pages a list of `total` items fills, at least 1. */
export function countPages(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage))
}

/** One page of any list, `page` counted from 1 and clamped to the pages that exist. */
export function paginate<T>(items: readonly T[], page: number, perPage: number): readonly T[] {
  const start = (clampToPages(page, countPages(items.length, perPage)) - 1) * perPage
  return items.slice(start, start + perPage)
}

/**
 * The page numbers the pagination shows: all of them up to 7 pages; beyond that the first, the
 * last, the current one with its neighbours, and 'ellipsis' for each gap.
 */
export function getPageNumbers(current: number, pageCount: number): readonly (number | 'ellipsis')[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1)
  const page = clampToPages(current, pageCount)
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount))
  // Near either end, show enough numbers that the row keeps the same length.
  if (page <= 3) [2, 3, 4].forEach((n) => shown.add(n))
  if (page >= pageCount - 2) [pageCount - 3, pageCount - 2, pageCount - 1].forEach((n) => shown.add(n))
  const sorted = [...shown].sort((a, b) => a - b)
  const result: (number | 'ellipsis')[] = []
  let previous = 0
  for (const n of sorted) {
    // A gap of one number shows that number: an ellipsis would take the same room.
    if (n - previous === 2) result.push(previous + 1)
    else if (previous > 0 && n - previous > 2) result.push('ellipsis')
    result.push(n)
    previous = n
  }
  return result
}
