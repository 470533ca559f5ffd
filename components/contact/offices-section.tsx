import { contactPage } from '@/content/contact'
import { brand } from '@/content/site'
import type { Office } from '@/content/types'
import { formatHours } from '@/lib/office-hours'
import { OfficeOrder } from './office-order'
import { OfficeStatus } from './office-status'
import styles from './offices.module.css'

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`
const COUNTRY_NAMES: Record<string, string> = { IN: 'India', US: 'USA' }

function OfficeCard({ office }: { office: Office }) {
  const headingId = `office-${office.id}`
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.city}>
        {office.city}
      </h3>
      <address className={styles.address}>
        {office.streetAddress}
        <br />
        {office.city}, {office.region} {office.postalCode}, {COUNTRY_NAMES[office.country] ?? office.country}
      </address>
      <ul className={styles.contacts}>
        <li>
          Phone: <a href={telHref(office.telephone)}>{office.telephone}</a>
        </li>
        <li>
          E-mail: <a href={`mailto:${office.email}`}>{office.email}</a>
        </li>
        {office.whatsapp && (
          <li>
            <a href={`https://wa.me/${office.whatsapp}`} target="_blank" rel="noopener noreferrer">
              WhatsApp {office.city}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        )}
      </ul>
      <p className={styles.hoursTitle}>Opening hours (local time)</p>
      <ul className={styles.hours}>
        {formatHours(office.hours).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <OfficeStatus timeZone={office.timeZone} hours={office.hours} />
    </article>
  )
}

/** The four offices with their hours; the browser adds each one's local time and open state. */
export function OfficesSection() {
  return (
    <section className="section" aria-labelledby="offices-heading">
      <div className="container">
        <h2 id="offices-heading">{contactPage.offices.heading}</h2>
        <p className={styles.intro}>{contactPage.offices.intro}</p>
        <OfficeOrder cards={brand.offices.map((office) => ({ id: office.id, country: office.country, card: <OfficeCard office={office} /> }))} />
      </div>
    </section>
  )
}
