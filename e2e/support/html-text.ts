import type { APIRequestContext } from '@playwright/test'

/**
 * The text of a page as the server sends it, before any JavaScript runs: tags, React's text
 * separators and the inline RSC payload are dropped, and entities decoded, so a test can look for
 * a sentence exactly as the content file spells it.
 */
export async function serverHtmlText(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path)
  const html = await response.text()
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
}
