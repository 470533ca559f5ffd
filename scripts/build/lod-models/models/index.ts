// The six service samples, in the order the manifest lists them.
import type { ServiceModel } from '../types'
import { bimServices } from './bim-services'
import { preEngineering } from './pre-engineering'
import { rebarDetailing } from './rebar-detailing'
import { steelConnectionDesign } from './steel-connection-design'
import { steelDetailing } from './steel-detailing'
import { structuralDesign } from './structural-design'

export const SERVICE_MODELS: readonly ServiceModel[] = [
  structuralDesign,
  steelDetailing,
  steelConnectionDesign,
  rebarDetailing,
  preEngineering,
  bimServices,
]
