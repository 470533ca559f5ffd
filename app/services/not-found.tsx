import Link from 'next/link'
import { PageBanner } from '@/components/ui/page-banner'
import { getServices } from '@/lib/content'

// Next uses a not-found boundary's own metadata for the 404 it renders (and adds noindex itself).
export const metadata = { title: 'Service not found' }

/** An unknown service id: a 404 that points to the six real services. */
export default function ServiceNotFound() {
  return (
    <>
      <PageBanner title="Service not found" breadcrumb={[{ label: 'Services', href: '/services' }, { label: 'Service not found' }]} />
      <section className="section">
        <div className="container">
          <h2>We do not offer a service at this address</h2>
          <p>The link may be out of date. These are the services we provide:</p>
          <ul>
            {getServices().map((service) => (
              <li key={service.id}>
                <Link href={`/services/${service.id}`}>{service.title}</Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}
