import { Image } from '@/components/media/image'
import Link from 'next/link'
import type { Service } from '@/content/types'
import styles from './service-cards.module.css'

/** One card per service, linking to its page. */
export function ServiceCards({ services }: { services: readonly Service[] }) {
  return (
    <section className="section" aria-labelledby="service-cards-heading">
      <div className="container">
        <span className="eyebrow">What we do</span>
        <h2 id="service-cards-heading">Engineering and BIM services</h2>
        <ul className={styles.grid}>
          {services.map((service) => (
            <li key={service.id} className={styles.card} style={{ '--service-accent': service.accentColor } as React.CSSProperties}>
              <Image src={service.image.src} width={service.image.width} height={service.image.height} alt="" sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw" />
              <div className={styles.body}>
                <h3>
                  <Link href={`/services/${service.id}`} className={styles.link}>
                    {service.title}
                  </Link>
                </h3>
                <p>{service.metaDescription ?? service.description[0]}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
