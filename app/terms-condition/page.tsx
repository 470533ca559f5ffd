import { legalPage } from '@/components/legal/legal-page'

const { metadata, LegalPage } = legalPage('terms-condition')

export { metadata }
export default LegalPage
