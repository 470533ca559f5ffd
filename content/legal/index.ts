import type { LegalDocument } from '../types'
import { cookiePolicy } from './cookie-policy'
import { privacyPolicy } from './privacy-policy'
import { termsAndConditions } from './terms-condition'
import type { VisitorStatistics } from './visitor-statistics'

/** The three legal documents by slug (their route under the site root), as a build with these visitor statistics states them. */
export const legalDocuments = (visitorStatistics: VisitorStatistics): Readonly<Record<LegalDocument['slug'], LegalDocument>> => ({
  'terms-condition': termsAndConditions,
  'privacy-policy': privacyPolicy(visitorStatistics),
  'cookie-policy': cookiePolicy(visitorStatistics),
})
