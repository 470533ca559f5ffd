import type { Logger } from 'pino'

export const log: Logger
export function errorFields(error: unknown): { error: string; code?: string; responseCode?: number }
