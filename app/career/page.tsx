import { CareerListing } from '@/components/career/career-listing'
import { careerPage } from '@/content/career'
import { buildMetadata } from '@/lib/metadata'

export const metadata = buildMetadata({ title: careerPage.metaTitle, description: careerPage.metaDescription, path: '/career' })

export default function CareerPage() {
  return <CareerListing title="Career" />
}
