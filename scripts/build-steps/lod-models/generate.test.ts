// The committed models, manifest and size table are exactly what `npm run models` writes now, and
// writing twice gives the same bytes.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { LodModelManifest } from '../../../content/types'
import { DOCS_PATH, generateAll, MANIFEST_PATH, sizeTable, withSizeTable } from './generate'
import { SERVICE_MODELS } from './models'

const ROOT = join(__dirname, '..', '..', '..')

const bytesOf = (contents: Uint8Array | string): Buffer => (typeof contents === 'string' ? Buffer.from(contents, 'utf8') : Buffer.from(contents))

describe('npm run models', () => {
  let first: Awaited<ReturnType<typeof generateAll>>

  beforeAll(async () => {
    first = await generateAll()
  }, 180_000)

  it('writes the same bytes every time', async () => {
    const second = await generateAll()
    expect([...second.files.keys()]).toEqual([...first.files.keys()])
    for (const [path, contents] of first.files) {
      expect([path, bytesOf(second.files.get(path) ?? '').equals(bytesOf(contents))]).toEqual([path, true])
    }
  }, 180_000)

  it('has been run: the committed files equal a fresh generation (run `npm run models` and commit)', () => {
    for (const [path, contents] of first.files) {
      const committed = readFileSync(join(ROOT, path))
      expect([path, committed.equals(bytesOf(contents))]).toEqual([path, true])
    }
    const docs = readFileSync(join(ROOT, DOCS_PATH), 'utf8')
    expect(withSizeTable(docs, first.manifest)).toBe(docs)
    expect(docs).toContain(sizeTable(first.manifest))
  })

  it('leaves no stray files under public/models', () => {
    const expected = [...first.files.keys()].filter((p) => p.startsWith('public/models/')).sort()
    const onDisk = readdirSync(join(ROOT, 'public', 'models')).flatMap((dir) =>
      readdirSync(join(ROOT, 'public', 'models', dir)).map((file) => `public/models/${dir}/${file}`),
    )
    expect(onDisk.sort()).toEqual(expected)
  })

  it('lists every level with its file, sizes and counts, the IFC and the drawing', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, MANIFEST_PATH), 'utf8')) as LodModelManifest
    expect(Object.keys(manifest)).toHaveLength(6)
    for (const [id, entry] of Object.entries(manifest)) {
      for (const [level, l] of Object.entries(entry.levels)) {
        expect(l.src).toBe(`/models/${id}/lod-${level}.glb`)
        expect(l.bytes).toBe(readFileSync(join(ROOT, 'public', l.src)).length)
        expect(l.gzipBytes).toBeLessThan(l.bytes)
        expect(l.elements).toBeGreaterThan(0)
        expect(l.triangles).toBeGreaterThan(l.elements)
      }
      expect(entry.ifc).toMatchObject({ src: `/models/${id}/${id}-sample.ifc`, fileName: `${id}-sample.ifc` })
      expect(entry.ifc.bytes).toBe(readFileSync(join(ROOT, 'public', entry.ifc.src)).length)
      expect(entry.drawing).toEqual({ src: `/models/${id}/drawing.svg`, width: 800, height: 560 })
      // The drawing's own title is the text alternative the service page gives it (content/lod.ts).
      const alt = SERVICE_MODELS.find((model) => model.serviceId === id)?.drawingAlt ?? 'missing'
      expect(readFileSync(join(ROOT, 'public', entry.drawing.src), 'utf8')).toContain(`<title id="t">${alt.replace(/&/g, '&amp;')}</title>`)
      const svg = readFileSync(join(ROOT, 'public', entry.drawing.src), 'utf8')
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 800 560" width="800" height="560"/)
      expect(svg).not.toMatch(/NaN|Infinity/)
    }
  })
})
