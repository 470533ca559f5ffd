import { notFound } from 'next/navigation'

// Unknown service ids answer 404 with 'Service not found'. With dynamicParams = false,
// ../[id] rejects them and the router tries the next matching route, this one; without it they
// would get the root 'Page not found'. Rendered per request on purpose: an on-demand static
// render would be cached to disk for every invented URL (measured: about eight files each).
// The 404 carries its <title> in the HTML; Next 16 renders the not-found body in the browser
// (a notFound() thrown in a dynamic render yields its '__next_error__' shell).
export const dynamic = 'force-dynamic'

export default function UnknownService(): never {
  notFound()
}
