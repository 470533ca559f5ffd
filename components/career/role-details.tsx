import type { Role } from '@/content/career'
import { getOffice, officeAddress } from '@/lib/careers'
import { employmentTypeLabel, experienceLabel, formatRoleDate, salaryLabel, SECTION_HEADINGS } from '@/lib/job-posting'
import styles from './role-page.module.css'

/** A role's page body: the summary and its three sections, beside the facts the posting states. */
export function RoleDetails({ role }: { role: Role }) {
  const salary = salaryLabel(role)
  return (
    <section className="section" aria-label="About the role">
      <div className={`container ${styles.layout}`}>
        <aside className={styles.facts} aria-labelledby="role-facts-heading">
          <h2 id="role-facts-heading" className={styles.factsHeading}>
            At a glance
          </h2>
          <dl>
            <dt>{role.offices.length > 1 ? 'Offices' : 'Office'}</dt>
            {role.offices.map((id) => (
              <dd key={id}>
                <address>{officeAddress(getOffice(id))}</address>
              </dd>
            ))}
            <dt>Employment type</dt>
            <dd>{employmentTypeLabel(role)}</dd>
            <dt>Experience</dt>
            <dd>{experienceLabel(role)}</dd>
            {salary && (
              <>
                <dt>Salary</dt>
                <dd>{salary}</dd>
              </>
            )}
            <dt>Posted</dt>
            <dd>
              <time dateTime={role.datePosted}>{formatRoleDate(role.datePosted)}</time>
            </dd>
            <dt>Apply by</dt>
            <dd>
              <time dateTime={role.validThrough}>{formatRoleDate(role.validThrough)}</time>
            </dd>
          </dl>
        </aside>
        <div className={styles.body}>
          <p className={styles.lead}>{role.summary}</p>
          {(Object.keys(SECTION_HEADINGS) as (keyof typeof SECTION_HEADINGS)[]).map((key) => (
            <div key={key} className={styles.block}>
              <h2>{SECTION_HEADINGS[key]}</h2>
              <ul>
                {role.sections[key].map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  )
}
