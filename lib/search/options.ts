import type { Options } from 'minisearch'

/** What the search dialog shows for each hit; stored in the index beside the searchable text. */
export type SearchHit = {
  kind: SearchKind
  title: string
  /** A short second line: a project's location, a service's label, an office's address. */
  detail: string
  url: string
}

export type SearchKind = 'Page' | 'Service' | 'Project' | 'Office' | 'Open role'

/** One searchable thing on the site: a page, service, project, office or open role. */
export type SearchDocument = SearchHit & {
  id: string
  /** Other names a visitor may type: facets, software, the services a page offers. */
  keywords: string
  /** The body text searched with a lower weight. */
  text: string
}

/**
 * The index options. The index is built with them at build time and loaded with them in the
 * browser (MiniSearch.loadJSON needs the same ones), so they live only here.
 */
export const SEARCH_OPTIONS: Options<SearchDocument> = {
  fields: ['title', 'keywords', 'text'],
  storeFields: ['kind', 'title', 'detail', 'url'],
  searchOptions: {
    // 'stee' finds steel, 'hospitl' finds hospital; every word typed must match.
    prefix: true,
    fuzzy: 0.2,
    combineWith: 'AND',
    boost: { title: 3, keywords: 2 },
    // A service is the broadest answer to a trade's name ('steel detailing'), so it leads its
    // projects and the open roles that mention it.
    boostDocument: (_id, _term, stored) => (stored?.kind === 'Service' ? 2 : 1),
  },
}

/** The URL the build writes the index to. */
export const SEARCH_INDEX_URL = '/search-index.json'
