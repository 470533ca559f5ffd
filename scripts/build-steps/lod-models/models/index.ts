// The six service samples, in the order the manifest lists them, each with its words from
// content/lod.ts (relative imports: ts-node runs the generator outside Next).
import { serviceLods } from '../../../../content/lod'
import type { Lod, ModelBuilder, ServiceModel } from '../types'
import { bimServices } from './bim-services'
import { preEngineering } from './pre-engineering'
import { rebarDetailing } from './rebar-detailing'
import { steelConnectionDesign } from './steel-connection-design'
import { steelDetailing } from './steel-detailing'
import { structuralDesign } from './structural-design'

function withContent(model: ModelBuilder): ServiceModel {
  const lod = serviceLods.find((entry) => entry.serviceId === model.serviceId)
  if (!lod) throw new Error(`content/lod.ts has no entry for ${model.serviceId}`)
  return {
    ...model,
    title: lod.modelName,
    drawingAlt: lod.drawingAlt,
    levels: lod.levels.map((entry) => Number(entry.level) as Lod),
    levelNotes: Object.fromEntries(lod.levels.map((entry) => [entry.level, entry.modelShows])),
  }
}

export const SERVICE_MODELS: readonly ServiceModel[] = [
  structuralDesign,
  steelDetailing,
  steelConnectionDesign,
  rebarDetailing,
  preEngineering,
  bimServices,
].map(withContent)
