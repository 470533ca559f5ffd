// `npm run models` (ts-node, see scripts/tsconfig.json): writes the LOD sample models, their IFC
// files and drawings under public/models/, the manifest content/lod-models.json and the size table
// in docs/lod-models.md (docs/lod-models.md says what each model shows). The output is committed.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { DOCS_PATH, generateAll, withSizeTable } from './lod-models/generate'

async function main(): Promise<void> {
  const root = process.cwd()
  const { files, manifest } = await generateAll()
  for (const [path, contents] of files) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), contents)
  }
  const docsPath = join(root, DOCS_PATH)
  writeFileSync(docsPath, withSizeTable(readFileSync(docsPath, 'utf8'), manifest))
  for (const [id, entry] of Object.entries(manifest)) {
    const levels = Object.entries(entry.levels).map(([level, l]) => `${level}: ${l.elements} el, ${(l.gzipBytes / 1024).toFixed(1)} KiB gz`)
    console.log(`${id}: ${levels.join('; ')}; IFC ${(entry.ifc.bytes / 1024).toFixed(1)} KiB`)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
