import nextConfig from '../next.config'
import * as about from './about'
import * as career from './career'
import * as contact from './contact'
import * as home from './home'
import * as projects from './projects'
import * as services from './services'
import * as site from './site'

/** Every internal path written in the content files (hrefs, links, nav targets). */
function internalPaths(): string[] {
  const text = JSON.stringify([about, career, contact, home, projects, services, site])
  return [...text.matchAll(/"(\/[a-z0-9/-]*)"/gi)].map((match) => match[1]!).filter((path) => !path.startsWith('/images/'))
}

describe('internal links in content', () => {
  it('find the site paths (the scan works)', () => {
    expect(internalPaths()).toEqual(expect.arrayContaining(['/contact', '/services/bim-services']))
  })

  // A link to an old address costs the visitor a 308 hop and the prefetch a second request.
  it('point at pages, never at an address next.config.ts redirects', async () => {
    const redirectSources = new Set((await nextConfig.redirects!()).map((redirect) => redirect.source))
    expect(internalPaths().filter((path) => redirectSources.has(path))).toEqual([])
  })
})
