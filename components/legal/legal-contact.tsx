import Link from 'next/link'
import { countryName } from '@/content/legal/constants'
import { brand } from '@/content/site'
import { telHref } from '@/lib/legal'
import styles from './legal-contact.module.css'
import documentStyles from './legal-document.module.css'

export const LEGAL_CONTACT_ID = 'contact-us'

/** The closing contact block of every legal page, built from the brand facts. */
export function LegalContact({ number, documentTitle }: { number: number; documentTitle: string }) {
  const { address } = brand
  return (
    <section id={LEGAL_CONTACT_ID} aria-labelledby={`${LEGAL_CONTACT_ID}-title`} className={documentStyles.section}>
      <h2 id={`${LEGAL_CONTACT_ID}-title`} className={documentStyles.sectionTitle}>
        <span className={documentStyles.number}>{number}.</span> Contact us
      </h2>
      <p>
        Questions about this {documentTitle}, or a request about your data? Write or call us, or send a message
        through our <Link href="/contact">contact page</Link>.
      </p>
      <dl className={styles.contact}>
        <div className={styles.contactItem}>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${brand.email}`}>{brand.email}</a>
          </dd>
        </div>
        <div className={styles.contactItem}>
          <dt>Phone</dt>
          <dd>
            <ul className={styles.phones}>
              {brand.phones.map((phone) => (
                <li key={phone}>
                  <a href={telHref(phone)}>{phone}</a>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div className={styles.contactItem}>
          <dt>Post</dt>
          <dd>
            <address className={styles.address}>
              {brand.name}
              <br />
              {address.streetAddress}
              <br />
              {address.locality}, {address.region} {address.postalCode}
              <br />
              {countryName(address.country)}
            </address>
          </dd>
        </div>
      </dl>
    </section>
  )
}
