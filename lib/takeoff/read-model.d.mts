import type { IfcAPI } from 'web-ifc'
import type { ModelSummary } from './types'

export const STEEL_DENSITY: number
export const MAX_TEXT: number
export class ModelError extends Error {}
export function cleanText(value: unknown): string | null
export function readModel(api: IfcAPI, modelID: number): ModelSummary
