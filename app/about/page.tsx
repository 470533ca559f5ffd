import { AboutCta } from '@/components/about/about-cta'
import { MissionVision } from '@/components/about/mission-vision'
import { ServicePhases } from '@/components/about/service-phases'
import { WhoWeAre } from '@/components/about/who-we-are'
import { WhyChooseUs } from '@/components/about/why-choose-us'
import { JsonLd } from '@/components/seo/json-ld'
import { PageBanner } from '@/components/ui/page-banner'
import { aboutBanner, aboutMeta } from '@/content/about'
import { buildBreadcrumbJsonLd } from '@/lib/json-ld'
import { buildMetadata } from '@/lib/metadata'

export const metadata = buildMetadata({ title: aboutMeta.title, description: aboutMeta.description, path: '/about' })

export default function AboutPage() {
  return (
    <>
      <PageBanner title={aboutBanner.title} breadcrumb={[{ label: aboutBanner.title }]} backgroundImage={aboutBanner.backgroundImage} />
      <WhoWeAre />
      <ServicePhases />
      <WhyChooseUs />
      <MissionVision />
      <AboutCta />
      <JsonLd data={buildBreadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: aboutBanner.title, path: '/about' }])} />
    </>
  )
}
