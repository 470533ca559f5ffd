export type InlineHashes = { scripts: string[]; styles: string[] }
export type CspManifest = { buildId: string; routes: Record<string, InlineHashes> }

export const CSP_MANIFEST_FILE: string
export function cspHash(text: string): string
export function hashInlineElements(html: string): InlineHashes
export function routeOfHtmlFile(appDir: string, file: string): string
export function collectCspManifest(distDir: string): CspManifest
export function loadCspManifest(distDir: string): { manifest: CspManifest; stale: boolean }
export function prerenderMetaFile(distDir: string, route: string): string
export function isPageRoute(manifest: CspManifest, route: string): boolean
export function filesEndingWith(dir: string, extension: string): string[]
