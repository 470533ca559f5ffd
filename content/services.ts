import { bimServices } from './services/bim-services'
import { preEngineering } from './services/pre-engineering'
import { rebarDetailing } from './services/rebar-detailing'
import { steelConnectionDesign } from './services/steel-connection-design'
import { steelDetailing } from './services/steel-detailing'
import { structuralDesign } from './services/structural-design'
import type { Service } from './types'

/** The six services, one record per id of SERVICE_IDS and in that (menu) order. */
export const services: readonly Service[] = [
  bimServices,
  preEngineering,
  steelDetailing,
  structuralDesign,
  steelConnectionDesign,
  rebarDetailing,
]
