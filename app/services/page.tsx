import { alt as ogAlt, size as ogSize } from '@/app/opengraph-image'
import { ServiceCards } from '@/components/services/service-cards'
import { PageBanner } from '@/components/ui/page-banner'
import { getServices } from '@/lib/content'
import { buildMetadata } from '@/lib/metadata'

// The target of the 'Services' crumb on every service page: the six services in one list.
export const metadata = buildMetadata({
  title: 'Structural Engineering & BIM Services',
  description:
    'BIM services, pre-engineered buildings, steel detailing, structural design, steel connection design and rebar detailing, delivered to AISC, IS, Eurocode, ACI, BS and ISO 19650.',
  path: '/services',
  // A page's openGraph replaces the root one, so the site card is named explicitly.
  image: { url: '/opengraph-image', width: ogSize.width, height: ogSize.height, alt: ogAlt },
})

export default function ServicesPage() {
  return (
    <>
      <PageBanner title="Services" breadcrumb={[{ label: 'Services' }]} />
      <ServiceCards services={getServices()} />
    </>
  )
}
