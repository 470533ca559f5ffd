import type { Service } from './types'

// Filled by the service pages issue: one record per id of SERVICE_IDS.
export const services: readonly Service[] = []
