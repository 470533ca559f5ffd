import { legalPage } from '@/components/legal/legal-page'

const { metadata, LegalPage } = legalPage('privacy-policy')

export { metadata }
export default LegalPage
