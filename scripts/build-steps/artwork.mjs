// Regenerates the site's original artwork: runs every generator in scripts/build-steps/artwork/ (one per
// feature; each writes SVG drawings into public/images/<feature>/). Outputs are committed.
import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const dir = join(dirname(fileURLToPath(import.meta.url)), 'artwork')
for (const file of readdirSync(dir).filter((name) => name.endsWith('.mjs')).sort()) {
  const generator = await import(pathToFileURL(join(dir, file)).href)
  const written = await generator.default()
  console.log(`${file}: ${written ?? 'done'}`)
}
