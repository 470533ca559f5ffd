import type { Project } from './types'

// Filled by the portfolio issue: ids '1' to '45'.
export const projects: readonly Project[] = []
