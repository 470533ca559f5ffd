import { notFound } from 'next/navigation'

// Unknown service ids (DECISIONS 5: 404 with 'Service not found'). With dynamicParams = false,
// ../[id] rejects them and the router tries the next matching route, this one; without it they
// would get the root 'Page not found'. Rendered per request on purpose: an on-demand static
// render would be cached to disk for every invented URL (measured: about eight files each).
export const dynamic = 'force-dynamic'

export default function UnknownService(): never {
  notFound()
}
