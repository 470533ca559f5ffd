import { Image } from '@/components/media/image'
import Link from 'next/link'
import type { Service } from '@/content/types'
import styles from './service-contact.module.css'

/** The closing call to action: heading, description, three titled points, image, /contact. */
export function ServiceContact({ service }: { service: Service }) {
  const { contactSection: contact, contactImage: image } = service
  return (
    <section className="section section-alt" aria-labelledby="service-contact-heading">
      <div className={`container ${styles.grid}`}>
        <div>
          <span className="eyebrow">Contact us</span>
          <h2 id="service-contact-heading">{contact.heading}</h2>
          <p className={styles.description}>{contact.description}</p>
          <ul className={styles.points}>
            {contact.points.map((point) => (
              <li key={point.title}>
                <h3 className={styles.pointTitle}>{point.title}</h3>
                <p>{point.text}</p>
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <Link href={`/start-a-project?service=${service.id}`} className="button">
              Start a project
            </Link>
            <Link href="/contact" className="button button-outline">
              Request a proposal
            </Link>
          </div>
        </div>
        <div className={styles.media}>
          <Image {...image} alt={image.alt} sizes="(min-width: 1024px) 520px, 100vw" />
        </div>
      </div>
    </section>
  )
}
