// Whether the production build in .next is missing or older than the code it was built from, and
// the rebuild `npm run bench` and `npm run observatory` do when it is.
import { spawnSync } from 'node:child_process'
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

/**
 * `npm run build` when mode is 'always', or 'auto' and the build is stale; 'never' only checks that
 * a build exists. Returns whether it built; throws a plain Error (a setup error for the callers).
 */
export function ensureBuild(root, mode, log) {
  if (mode === 'never') {
    if (!existsSync(join(root, '.next', 'BUILD_ID'))) throw new Error('no build in .next and --no-build given')
    return false
  }
  if (mode === 'auto' && !buildIsStale(root)) return false
  log('── building the site (npm run build)')
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 2, 2], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
  if (build.status !== 0) throw new Error('npm run build failed')
  return true
}
