import { JsonLd } from '@/components/seo/json-ld'
import type { LegalDocument } from '@/content/types'
import { getLegalDocument } from '@/lib/content'
import { buildBreadcrumbJsonLd } from '@/lib/json-ld'
import { buildMetadata } from '@/lib/metadata'
import { LegalDocumentView } from './legal-document'

/** The three legal pages differ only by their document: each route file is `legalPage(slug)`. */
export function legalPage(slug: LegalDocument['slug']) {
  const legalDocument = getLegalDocument(slug)
  const path = `/${slug}`

  function LegalPage() {
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

  return { metadata: buildMetadata({ title: legalDocument.title, description: legalDocument.description, path }), LegalPage }
}
