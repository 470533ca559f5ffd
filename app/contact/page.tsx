import { ContactSection } from '@/components/contact/contact-section'
import { OfficeMapSection } from '@/components/contact/office-map-section'
import { OfficesSection } from '@/components/contact/offices-section'
import { JsonLd } from '@/components/seo/json-ld'
import { PageBanner } from '@/components/ui/page-banner'
import { contactPage } from '@/content/contact'
import { buildBreadcrumbJsonLd } from '@/lib/json-ld'
import { buildMetadata } from '@/lib/metadata'

export const metadata = buildMetadata({ title: contactPage.metaTitle, description: contactPage.metaDescription, path: '/contact' })

export default function ContactPage() {
  return (
    <>
      <PageBanner title="Contact Us" breadcrumb={[{ label: 'Contact Us' }]} />
      <ContactSection />
      <OfficesSection />
      <OfficeMapSection />
      <JsonLd data={buildBreadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'Contact Us', path: '/contact' }])} />
    </>
  )
}
