import type { LegalDocument } from '../types'
import { cookiePolicy } from './cookie-policy'
import { privacyPolicy } from './privacy-policy'
import { termsAndConditions } from './terms-condition'

/** The three legal documents by slug (their route under the site root). */
export const legalDocuments: Readonly<Record<LegalDocument['slug'], LegalDocument>> = {
  'terms-condition': termsAndConditions,
  'privacy-policy': privacyPolicy,
  'cookie-policy': cookiePolicy,
}
