export type StepLimits = { maxLines: number; maxEntities: number; maxEntityBytes: number; maxNesting: number; maxEntityNumber: number }
export const STEP_LIMITS: StepLimits
export function checkStep(bytes: Uint8Array, limits?: StepLimits): string | null
