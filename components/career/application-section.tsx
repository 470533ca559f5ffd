import { careerPage } from '@/content/career'
import { brand } from '@/content/site'
import { jobRoleChoices } from '@/lib/careers'
import { CareerForm } from './career-form'
import styles from './career.module.css'

type ApplicationSectionProps = {
  cvMaxBytes: number
  /** On a role's page: that role, already chosen in the form. */
  presetJobRole?: string
}

/** The application form with its introduction and the careers e-mail line. */
export function ApplicationSection({ cvMaxBytes, presetJobRole }: ApplicationSectionProps) {
  const { form, contactLine } = careerPage
  return (
    <section id="apply" className="section section-alt" aria-labelledby="application-heading">
      <div className={`container ${styles.applicationLayout}`}>
        <div className={styles.intro}>
          <span className="eyebrow">{form.eyebrow}</span>
          <h2 id="application-heading">{presetJobRole ? `Apply for ${presetJobRole}` : form.heading}</h2>
          <p>{form.paragraph}</p>
          <p className={styles.requiredNote}>Fields marked * are required.</p>
        </div>
        <div className={styles.formCard}>
          {/* The choices as of this build; the server checks them again when the form is sent. */}
          <CareerForm cvMaxBytes={cvMaxBytes} careersEmail={brand.careersEmail} jobRoles={jobRoleChoices(new Date())} presetJobRole={presetJobRole} />
        </div>
        <p className={styles.contactLine}>
          {contactLine} <a href={`mailto:${brand.careersEmail}`}>{brand.careersEmail}</a>.
        </p>
      </div>
    </section>
  )
}
