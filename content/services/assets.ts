import type { ImageAsset, ServiceId } from '../types'

// Paths of the drawings made by scripts/build-steps/artwork/services.mjs; content/services.test.ts checks
// that every one of them exists in public/.

const DIR = '/images/services'

/** A 800 x 560 drawing of a service: overview, contact or a 'why us' tab. */
export function serviceDrawing(id: ServiceId, name: 'overview' | 'contact' | `why-${number}`, alt: string): ImageAsset {
  return { src: `${DIR}/${id}-${name}.svg`, width: 800, height: 560, alt }
}

/** The banner background (CSS background, so no alt text is read out). */
export function serviceBanner(id: ServiceId): ImageAsset {
  return { src: `${DIR}/${id}-banner.svg`, width: 1600, height: 520, alt: '' }
}

export type IndustryIconName =
  | 'commercial'
  | 'residential'
  | 'industrial'
  | 'healthcare'
  | 'warehouse'
  | 'infrastructure'
  | 'energy'
  | 'datacenter'
  | 'hospitality'
  | 'education'
  | 'transport'
  | 'oilgas'
  | 'fabrication'

/** An industry pictogram; decorative, since the industry's name is written beside it. */
export function industryIcon(name: IndustryIconName): ImageAsset {
  return { src: `${DIR}/industries/${name}.svg`, width: 160, height: 160, alt: '' }
}

/** Shown on a card whose industry has no pictogram of its own. */
export const DEFAULT_INDUSTRY_ICON: ImageAsset = { src: `${DIR}/industries/default.svg`, width: 160, height: 160, alt: '' }
