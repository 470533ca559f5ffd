import type { IfcAPI } from 'web-ifc'
import type { ModelSummary } from './types'

/** Every string taken from a model is cut to this many characters. */
export const MAX_TEXT: number
/** The takeoff of an open model; throws (a ModelError, with a reason in words) for a model it refuses. */
export function readModel(api: IfcAPI, modelID: number): ModelSummary
