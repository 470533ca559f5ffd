import { LegalDocumentView } from '@/components/legal/legal-document'
import { JsonLd } from '@/components/seo/json-ld'
import { getLegalDocument } from '@/lib/content'
import { buildBreadcrumbJsonLd } from '@/lib/json-ld'
import { buildMetadata } from '@/lib/metadata'

const legalDocument = getLegalDocument('privacy-policy')
const path = '/privacy-policy'

export const metadata = buildMetadata({ title: legalDocument.title, description: legalDocument.description, path })

export default function PrivacyPolicyPage() {
  return (
    <>
      <LegalDocumentView document={legalDocument} />
      <JsonLd
        data={buildBreadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: legalDocument.title, path },
        ])}
      />
    </>
  )
}
