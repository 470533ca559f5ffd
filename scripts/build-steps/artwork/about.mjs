// About page artwork, drawn with the same vocabulary as the home page.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { scene, write } from './home.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')

const phaseIcons = {
  // Design: a set square over a grid line.
  design: 'M8 40 40 8v32zM16 32h10V22M8 44h36',
  // Construction: a crane.
  construction: 'M10 44V8h4v36M14 10h28M14 10l8 8M38 10v12M34 22h8v6h-8zM6 44h14',
  // Operations: a building with a gauge.
  operations: 'M8 44V14l14-6v36M22 44V20h18v24M4 44h40M28 26h6M28 32h6M28 38h6',
}

function icon(d) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48"><path d="${d}" fill="none" stroke="#ea580c" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></svg>\n`
}

export default async function generateAboutArtwork() {
  const dir = join(root, 'public', 'images', 'about')
  const files = {
    'banner.svg': scene('frame', 1600, 500, 'dark', { shift: 0.78, bays: 5, storeys: 3 }),
    'who-we-are.svg': scene('cloud', 800, 600, 'light', { count: 460, seed: 5 }),
    'mission.svg': scene('peb', 800, 600, 'light'),
  }
  for (const [name, d] of Object.entries(phaseIcons)) files[`phase-${name}.svg`] = icon(d)
  for (const [name, content] of Object.entries(files)) write(dir, name, content)
  return `${Object.keys(files).length} files in public/images/about`
}
