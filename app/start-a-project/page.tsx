import { BriefForm } from '@/components/brief/brief-form'
import styles from '@/components/brief/brief-page.module.css'
import { JsonLd } from '@/components/seo/json-ld'
import { PageBanner } from '@/components/ui/page-banner'
import { briefPage } from '@/content/brief'
import { brand } from '@/content/site'
import { getServices } from '@/lib/content'
import { getServerEnv } from '@/lib/env'
import { buildBreadcrumbJsonLd } from '@/lib/json-ld'
import { buildMetadata } from '@/lib/metadata'

export const metadata = buildMetadata({ title: briefPage.metaTitle, description: briefPage.metaDescription, path: '/start-a-project' })

export default function StartAProjectPage() {
  // Read at build time (the page is static): the browser checks the same limit the server enforces.
  const { briefMaxBytes } = getServerEnv()
  const services = getServices().map((service) => ({ value: service.id, label: service.navLabel }))
  return (
    <>
      <PageBanner title="Start a project" breadcrumb={[{ label: 'Start a project' }]} />
      <section className="section">
        <div className={`container ${styles.layout}`}>
          <div className={styles.main}>
            <p className={styles.intro}>{briefPage.intro}</p>
            <BriefForm services={services} maxBytes={briefMaxBytes} salesEmail={brand.email} />
          </div>
          <aside className={styles.aside} aria-labelledby="brief-next-heading">
            <h2 id="brief-next-heading" className={styles.asideHeading}>
              {briefPage.next.heading}
            </h2>
            <ul className={styles.points}>
              {briefPage.next.points.map((point) => (
                <li key={point.title}>
                  <strong>{point.title}.</strong> {point.text}
                </li>
              ))}
            </ul>
            <p>
              Prefer e-mail? Write to <a href={`mailto:${brand.email}`}>{brand.email}</a>.
            </p>
          </aside>
        </div>
      </section>
      <JsonLd data={buildBreadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'Start a project', path: '/start-a-project' }])} />
    </>
  )
}
