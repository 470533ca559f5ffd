// Whether the production build in .next is missing or older than the code it was built from:
// `npm run bench` and `npm run observatory` rebuild (`npm run build`) when it is.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const SOURCES = ['app', 'components', 'content', 'lib', 'public', 'proxy.ts', 'next.config.ts', 'package.json', 'package-lock.json']

export function buildIsStale(root) {
  const buildId = join(root, '.next', 'BUILD_ID')
  if (!existsSync(buildId)) return true
  const built = statSync(buildId).mtimeMs
  const newer = (path) => {
    if (!existsSync(path)) return false
    const stat = statSync(path)
    if (!stat.isDirectory()) return stat.mtimeMs > built
    return readdirSync(path).some((name) => newer(join(path, name)))
  }
  return SOURCES.some((source) => newer(join(root, source)))
}
