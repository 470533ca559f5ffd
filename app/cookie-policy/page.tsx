import { legalPage } from '@/components/legal/legal-page'

const { metadata, LegalPage } = legalPage('cookie-policy')

export { metadata }
export default LegalPage
