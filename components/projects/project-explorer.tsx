'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { Suspense, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { clampToPages, countPages, paginate, PROJECTS_PER_PAGE } from '@/lib/pagination'
import { countByValue, FACET_KINDS, filterProjects, filterQuery, hasFacetFilter, parseFilters, type FacetKind, type FacetOption, type FilterableProject, type Filters } from '@/lib/projects/filter'
import { FacetSelect } from './facet-select'
import { ProjectCard, type ProjectCardData } from './project-card'
import gridStyles from './project-grid.module.css'
import styles from './project-filter.module.css'
import { ProjectPagination } from './project-pagination'

export type ExplorerEntry = FilterableProject & { card: ProjectCardData }

type ProjectExplorerProps = {
  entries: readonly ExplorerEntry[]
  options: Record<FacetKind, readonly FacetOption[]>
  /** The list page this route shows when no filter is set: 1 on /project, N on /project/page/N. */
  basePage: number
  /** The filter bar as links to the facet pages: shown until the island runs, and without JavaScript. */
  linksBar: ReactNode
}

const TITLES: Record<FacetKind, { title: string; all: string }> = {
  service: { title: 'Service', all: 'All services' },
  sector: { title: 'Sector', all: 'All sectors' },
  location: { title: 'Location', all: 'All locations' },
}

const plural = (count: number) => `${count} ${count === 1 ? 'project' : 'projects'}`

/**
 * The portfolio with its filter bar: the choices live in the query (/project?service=…&sector=…),
 * written with history.pushState so the list narrows without a request and Back restores each
 * step. Unfiltered pages keep their own URLs (/project/page/N).
 *
 * The list itself is pre-rendered and hydrated as it is: only the small QueryReader waits for the
 * browser (a static page cannot know its query). Were the explorer to read the query itself, the
 * whole list would be rendered again in the browser at load.
 */
export function ProjectExplorer({ entries, options, basePage, linksBar }: ProjectExplorerProps) {
  const [query, setQuery] = useState<string | null>(null)
  const searchParams = new URLSearchParams(query ?? '')
  const pathname = usePathname()
  const router = useRouter()
  const listRef = useRef<HTMLDivElement>(null)
  const parsed = parseFilters(searchParams, options)
  const filtered = hasFacetFilter(parsed)
  const results = filterProjects(entries, parsed)
  const pageCount = countPages(results.length, PROJECTS_PER_PAGE)
  const page = clampToPages(filtered || searchParams.has('page') ? parsed.page : basePage, pageCount)
  const filters: Filters = { ...parsed, page }
  const labelOf = (kind: FacetKind, value: string) => options[kind].find((option) => option.value === value)?.label ?? value

  const go = (next: Filters) => {
    const url = `/project${filterQuery(next)}`
    // On /project the URL changes in place; from /project/page/N the filtered list is /project's.
    if (pathname === '/project') window.history.pushState(null, '', url)
    else router.push(url, { scroll: false })
  }
  const setFacet = (kind: FacetKind, value: string | undefined) => go({ ...filters, [kind]: value, page: 1 })
  const clear = () => go({ page: 1 })
  const onPageLink = (event: MouseEvent<HTMLAnchorElement>, target: number) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    go({ ...filters, page: target })
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    listRef.current?.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' })
  }

  const status =
    results.length === 0
      ? 'No projects match these filters'
      : `${plural(results.length)}${filtered ? ' match' : ''}${pageCount > 1 ? `, page ${page} of ${pageCount}` : ''}`

  const filterBar = (
    <>
      <div role="group" aria-label="Filter projects" className={styles.bar}>
        {FACET_KINDS.map((kind) => (
          <FacetSelect
            key={kind}
            kind={kind}
            title={TITLES[kind].title}
            allLabel={TITLES[kind].all}
            options={options[kind]}
            counts={countByValue(entries, filters, kind)}
            value={filters[kind]}
            onChange={(value) => setFacet(kind, value)}
          />
        ))}
      </div>
      <div className={styles.summary}>
        <p role="status" className={styles.status} data-testid="project-count">
          {status}
        </p>
        {filtered && (
          <button type="button" className={styles.clear} onClick={clear}>
            Clear filters
          </button>
        )}
      </div>
    </>
  )

  return (
    <div ref={listRef} className={styles.explorer}>
      <Suspense fallback={null}>
        <QueryReader onQuery={setQuery} />
      </Suspense>
      {query === null ? linksBar : filterBar}
      {results.length === 0 ? (
        <div className={styles.empty}>
          <h3>No project matches {FACET_KINDS.flatMap((kind) => (filters[kind] ? [labelOf(kind, filters[kind])] : [])).join(' + ')}</h3>
          <p>Each filter alone has projects; try without one of them:</p>
          <ul className={styles.emptyActions}>
            {FACET_KINDS.filter((kind) => filters[kind]).map((kind) => (
              <li key={kind}>
                <button type="button" className="button button-outline" onClick={() => setFacet(kind, undefined)}>
                  Remove {TITLES[kind].title.toLowerCase()}: {labelOf(kind, filters[kind] ?? '')}
                </button>
              </li>
            ))}
            <li>
              <button type="button" className="button" onClick={clear}>
                Show all projects
              </button>
            </li>
          </ul>
        </div>
      ) : (
        <>
          <ul className={gridStyles.grid} data-testid="project-grid">
            {paginate(results, page, PROJECTS_PER_PAGE).map((entry) => (
              <li key={entry.id} className={gridStyles.item}>
                <ProjectCard card={entry.card} />
              </li>
            ))}
          </ul>
          <ProjectPagination
            currentPage={page}
            pageCount={pageCount}
            {...(filtered && { hrefFor: (n: number) => `/project${filterQuery({ ...filters, page: n })}`, onPageLink })}
          />
        </>
      )}
    </div>
  )
}

/** Reports the page's query once the browser has it, and again whenever it changes. */
function QueryReader({ onQuery }: { onQuery: (query: string) => void }) {
  const query = useSearchParams().toString()
  useEffect(() => onQuery(query), [query, onQuery])
  return null
}
