import Link from 'next/link'
import { contactPage } from '@/content/contact'
import { brand } from '@/content/site'
import { ContactCards } from './contact-cards'
import { ContactForm } from './contact-form'
import styles from './contact-section.module.css'
import { SectionIntro } from '@/components/ui/section-intro'

/** The message form with its introduction, beside the direct contact cards. */
export function ContactSection() {
  const { intro } = contactPage
  return (
    <section className="section" aria-labelledby="contact-form-heading">
      <div className={`container ${styles.layout}`}>
        <div className={styles.formColumn}>
          <SectionIntro id="contact-form-heading" intro={intro} paragraphClassName={styles.intro} />
          <p className={styles.intro}>
            {contactPage.brief.text} <Link href="/start-a-project">{contactPage.brief.link}</Link>.
          </p>
          <p className={styles.requiredNote}>Fields marked * are required.</p>
          <ContactForm firmEmail={brand.email} />
        </div>
        <ContactCards />
      </div>
    </section>
  )
}
