import Link from 'next/link'
import { CookieSettingsButton } from '@/components/consent/cookie-consent'
import { NewsletterForm } from '@/components/newsletter/newsletter-form'
import { brand, legalNav, mainNav, serviceNav, specialities } from '@/content/site'
import { Logo } from './logo'
import styles from './site-footer.module.css'

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const

function telHref(phone: string) {
  return `tel:${phone.replace(/[^+\d]/g, '')}`
}

/** Footer: links, specialities, offices, contact block, socials, newsletter, legal. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.top}`}>
        <div className={styles.about}>
          <Link href="/" aria-label={`${brand.shortName}, home`} className={styles.logoLink}>
            <Logo />
          </Link>
          <p>{brand.description}</p>
          <ul className={styles.socials} aria-label="Social media">
            {brand.socials.map((social) => (
              <li key={social.network}>
                <a href={social.href} {...newTab} data-analytics={`Social: ${social.network}`}>
                  {social.network}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label="Footer" className={styles.column}>
          <h2 className={styles.heading}>Company</h2>
          <ul>
            {mainNav.map((item) => (
              <li key={item.href}>
                <Link href={item.href}>{item.label}</Link>
              </li>
            ))}
            <li>
              <a href={brand.blogUrl} {...newTab} data-analytics="Blog">
                Blog<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </nav>

        <nav aria-label="Services" className={styles.column}>
          <h2 className={styles.heading}>Services</h2>
          <ul>
            {serviceNav.map((service) => (
              <li key={service.id}>
                <Link href={`/services/${service.id}`}>{service.footerLabel}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.column}>
          <h2 className={styles.heading}>Specialities</h2>
          <ul className={styles.plainList}>
            {specialities.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>

        <div className={styles.column}>
          <h2 className={styles.heading}>Contact</h2>
          <address className={styles.contact}>
            <a href={`mailto:${brand.email}`}>{brand.email}</a>
            {brand.phones.map((phone) => (
              <a key={phone} href={telHref(phone)}>
                {phone}
              </a>
            ))}
            <span>
              {brand.address.streetAddress}, {brand.address.locality}, {brand.address.region} {brand.address.postalCode}
            </span>
          </address>
          <h2 className={styles.heading}>Offices</h2>
          <ul className={styles.offices}>
            {brand.offices.map((office) => (
              <li key={office.city}>
                <a href={office.mapUrl} {...newTab}>
                  {office.city}
                  <span className="visually-hidden"> office on the map (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className={`container ${styles.newsletter}`}>
        <div>
          <h2 className={styles.heading}>Newsletter</h2>
          <p>Project stories, BIM standards updates and detailing tips, about once a month.</p>
        </div>
        <NewsletterForm />
      </div>

      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p>
            © {brand.copyrightYear} {brand.name}. All rights reserved.
          </p>
          <ul className={styles.legal}>
            {legalNav.map((item) => (
              <li key={item.href}>
                <Link href={item.href}>{item.label}</Link>
              </li>
            ))}
            <li>
              <CookieSettingsButton className={styles.settingsButton} />
            </li>
          </ul>
        </div>
      </div>
    </footer>
  )
}
