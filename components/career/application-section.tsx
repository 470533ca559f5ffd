import { careerPage } from '@/content/career'
import { brand } from '@/content/site'
import { CareerForm } from './career-form'
import styles from './career.module.css'

/** The application form with its introduction and the careers e-mail line. */
export function ApplicationSection({ cvMaxBytes }: { cvMaxBytes: number }) {
  const { form, contactLine } = careerPage
  return (
    <section className="section section-alt" aria-labelledby="application-heading">
      <div className={`container ${styles.applicationLayout}`}>
        <div className={styles.intro}>
          <span className="eyebrow">{form.eyebrow}</span>
          <h2 id="application-heading">{form.heading}</h2>
          <p>{form.paragraph}</p>
          <p className={styles.requiredNote}>Fields marked * are required.</p>
        </div>
        <div className={styles.formCard}>
          <CareerForm cvMaxBytes={cvMaxBytes} careersEmail={brand.careersEmail} />
        </div>
        <p className={styles.contactLine}>
          {contactLine} <a href={`mailto:${brand.careersEmail}`}>{brand.careersEmail}</a>.
        </p>
      </div>
    </section>
  )
}
