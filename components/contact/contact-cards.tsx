import { Image } from '@/components/media/image'
import { contactPage } from '@/content/contact'
import { brand } from '@/content/site'
import styles from './contact-section.module.css'

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`

/** Phone, e-mail and address cards, all from the brand file. */
export function ContactCards() {
  const { cards } = contactPage
  const address = brand.address
  return (
    <aside className={styles.cards} aria-labelledby="contact-cards-heading">
      <h2 id="contact-cards-heading" className={styles.cardsHeading}>
        {contactPage.cardsHeading}
      </h2>
      <div className={styles.card}>
        <Image src={cards.phone.icon.src} width={48} height={48} alt="" />
        <div>
          <h3 className={styles.cardTitle}>{cards.phone.title}</h3>
          {brand.phones.map((phone) => (
            <p key={phone} className={styles.cardLine}>
              <a href={telHref(phone)}>{phone}</a>
            </p>
          ))}
          <p className={styles.cardNote}>{cards.phone.note}</p>
        </div>
      </div>
      <div className={styles.card}>
        <Image src={cards.email.icon.src} width={48} height={48} alt="" />
        <div>
          <h3 className={styles.cardTitle}>{cards.email.title}</h3>
          <p className={styles.cardLine}>
            <a href={`mailto:${brand.email}`}>{brand.email}</a>
          </p>
          <p className={styles.cardNote}>{cards.email.note}</p>
        </div>
      </div>
      <div className={styles.card}>
        <Image src={cards.address.icon.src} width={48} height={48} alt="" />
        <div>
          <h3 className={styles.cardTitle}>{cards.address.title}</h3>
          <address className={styles.cardLine}>
            {address.streetAddress}
            <br />
            {address.locality}, {address.region} {address.postalCode}, India
          </address>
          <p className={styles.cardNote}>{cards.address.note}</p>
        </div>
      </div>
    </aside>
  )
}
