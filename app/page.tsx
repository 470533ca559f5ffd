import { AboutIntro } from '@/components/home/about-intro'
import { Expertise } from '@/components/home/expertise'
import { HomeHero } from '@/components/home/hero'
import { ImpactStats } from '@/components/home/impact-stats'
import { LatestNews } from '@/components/home/latest-news'
import { ServicesCarousel } from '@/components/home/services-carousel'
import { Testimonials } from '@/components/home/testimonials'
import { homeMeta } from '@/content/home'
import { brand } from '@/content/site'
import { buildMetadata } from '@/lib/metadata'

// The home page keeps the root layout's default title (the brand plus what the firm does).
export const metadata = buildMetadata({
  title: `${brand.name} | Structural Engineering & BIM Services`,
  absoluteTitle: true,
  description: homeMeta.description,
  path: '/',
})

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <AboutIntro />
      <ServicesCarousel />
      <ImpactStats />
      <Expertise />
      <Testimonials />
      <LatestNews />
    </>
  )
}
