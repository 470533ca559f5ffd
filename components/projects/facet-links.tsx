import Link from 'next/link'
import type { FacetKind } from '@/lib/projects/filter'
import { facetPath, getFacetOptions, getFacetProjects } from '@/lib/projects/facets'
import styles from './facet-links.module.css'

export const FACET_TITLES: Record<FacetKind, string> = { service: 'Service', sector: 'Sector', location: 'Location' }

/** The id of one kind's list in 'Browse projects by', which the list pages' filter bar links to. */
export const facetBrowseId = (kind: FacetKind) => `browse-${kind}`

/** Links to every facet page of one kind, with its number of projects; states sit under their country. */
export function FacetLinkList({ kind, current }: { kind: FacetKind; current?: string }) {
  return (
    <ul className={styles.list}>
      {getFacetOptions(kind).map((option) => (
        <li key={option.value} className={option.country ? styles.nested : undefined}>
          <Link href={facetPath(kind, option.value)} aria-current={option.value === current ? 'page' : undefined} prefetch={false}>
            {option.label} <span className={styles.count}>({getFacetProjects(kind, option.value).length})</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** 'Browse projects by' service, sector and location: every facet page, linked from each list. */
export function FacetBrowse({ current }: { current?: { kind: FacetKind; value: string } }) {
  return (
    <nav aria-labelledby="facet-browse-heading" className={styles.browse}>
      <h2 id="facet-browse-heading" className={styles.heading}>
        Browse projects by
      </h2>
      <div className={styles.columns}>
        {(['service', 'sector', 'location'] as const).map((kind) => (
          <div key={kind} id={facetBrowseId(kind)}>
            <h3 className={styles.kind}>{FACET_TITLES[kind]}</h3>
            <FacetLinkList kind={kind} current={current?.kind === kind ? current.value : undefined} />
          </div>
        ))}
      </div>
    </nav>
  )
}
