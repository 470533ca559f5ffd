import MiniSearch from 'minisearch'
import { getSearchDocuments } from '@/lib/search/documents'
import { SEARCH_OPTIONS } from '@/lib/search/options'

// The site search index, serialised once at build time; the search dialog fetches it on first open.
export const dynamic = 'force-static'

export function GET() {
  const index = new MiniSearch(SEARCH_OPTIONS)
  index.addAll(getSearchDocuments())
  return new Response(JSON.stringify(index), { headers: { 'Content-Type': 'application/json; charset=utf-8' } })
}
