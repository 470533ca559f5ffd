import type { ElementNote } from '@/lib/takeoff/types'

/** The preview's colours and words for what the takeoff counted each element as (the legend and the scene share them). */
export const KIND_COLOURS: Record<ElementNote['kind'], string> = {
  steel: '#2563eb',
  plate: '#0e7490',
  bolt: '#d97706',
  stud: '#a16207',
  rebar: '#dc2626',
  concrete: '#78716c',
  other: '#c5cad3',
}

export const KIND_NAMES: Record<ElementNote['kind'], string> = {
  steel: 'Steel members',
  plate: 'Plates',
  bolt: 'Bolts',
  stud: 'Shear studs',
  rebar: 'Rebar',
  concrete: 'Concrete',
  other: 'Not counted (shown faint)',
}

/** The element a tap named, drawn over its kind's colour (the site's accent, app/tokens.css). */
export const MARK_COLOUR = '#f97316'
