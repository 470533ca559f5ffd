import { notFound } from 'next/navigation'

// Unknown project ids answer 404 with 'Project not found'. With
// dynamicParams = false, ../[id] rejects them and the router tries the next matching route, this
// one; without it they would get the root 'Page not found'. Rendered per request on purpose: an
// on-demand static render (generateStaticParams returning []) is cached to disk for every
// invented URL (measured: six to eight files under .next/server/route-cache per URL).
export const dynamic = 'force-dynamic'

export default function MissingProject(): never {
  notFound()
}
