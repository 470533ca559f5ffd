import type { Page } from '@playwright/test'

/**
 * Records the path of every React Server Components payload the page requests (`?_rsc=`), which is
 * how next/link prefetches a page: the returned list fills as requests go out.
 */
export function recordPayloadRequests(page: Page): string[] {
  const paths: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.searchParams.has('_rsc')) paths.push(url.pathname)
  })
  return paths
}
