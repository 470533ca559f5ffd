// Relative imports, like config.ts: e2e specs load this module outside Next.
import { visitorStatisticsWith } from '../../content/legal/visitor-statistics'
import { analyticsSettings } from './config'

/** The visitor statistics this build runs, in the banner's and the policies' words (null: none). */
export const visitorStatistics = visitorStatisticsWith(analyticsSettings?.provider)
