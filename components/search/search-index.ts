import type MiniSearch from 'minisearch'
import { SEARCH_INDEX_URL, SEARCH_OPTIONS, type SearchDocument, type SearchHit } from '@/lib/search/options'

let loading: Promise<MiniSearch<SearchDocument>> | undefined

/** The site index, fetched and loaded once per page visit; a failed load is retried on the next call. */
export function loadSearchIndex(): Promise<MiniSearch<SearchDocument>> {
  loading ??= Promise.all([
    import('minisearch'),
    fetch(SEARCH_INDEX_URL).then((response) => {
      if (!response.ok) throw new Error(`The search index answered ${response.status}`)
      return response.text()
    }),
  ]).then(([{ default: MiniSearchClass }, json]) => MiniSearchClass.loadJSON<SearchDocument>(json, SEARCH_OPTIONS))
  loading.catch(() => (loading = undefined))
  return loading
}

/** The best hits for a query, at most `limit`, as the dialog lists them. */
export function searchSite(index: MiniSearch<SearchDocument>, query: string, limit = 8): (SearchHit & { id: string })[] {
  if (query.trim() === '') return []
  return index
    .search(query)
    .slice(0, limit)
    .map((hit) => ({ id: String(hit.id), kind: hit.kind, title: hit.title, detail: hit.detail, url: hit.url }))
}
