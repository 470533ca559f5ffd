import { contactPage } from '@/content/contact'
import { brand } from '@/content/site'
import { OfficeMap } from './office-map'

/** The head office map, loaded only after consent (Google's frame sets third-party cookies). */
export function OfficeMapSection() {
  const office = brand.offices.find((candidate) => candidate.city === 'Indore') ?? brand.offices[0]
  const address = `${brand.address.streetAddress}, ${brand.address.locality}, ${brand.address.region} ${brand.address.postalCode}, India`
  return (
    <section className="section section-alt" aria-labelledby="office-map-heading">
      <div className="container">
        <h2 id="office-map-heading">{contactPage.map.heading}</h2>
        <OfficeMap embedUrl={brand.mapEmbedUrl} mapUrl={office?.mapUrl ?? brand.mapEmbedUrl} title={contactPage.map.frameTitle} address={address} />
      </div>
    </section>
  )
}
