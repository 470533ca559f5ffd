import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'

export type FetchedPage = { status: number | undefined; headers: IncomingHttpHeaders; rawHeaders: string[]; body: Buffer }
export type FetchPage = (route: string, acceptEncoding: string) => Promise<FetchedPage>

export function prerenderedPageRoutes(distDir: string): string[]
export function createPageCache(options: { routes: Iterable<string>; fetchPage: FetchPage }): {
  serve: (req: IncomingMessage, res: ServerResponse) => boolean
  size: () => number
}
export function fetchFrom(origin: string): FetchPage
