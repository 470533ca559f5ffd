import Link from 'next/link'
import { DISCIPLINES, type Role } from '@/content/career'
import { roleOfficeNames } from '@/lib/careers'
import { employmentTypeLabel, experienceLabel, formatRoleDate } from '@/lib/job-posting'
import styles from './roles.module.css'

/** One open role in the list: title linking to its page, office, type, experience and date posted. */
export function RoleCard({ role }: { role: Role }) {
  return (
    <li className={styles.card}>
      <p className={styles.discipline}>{DISCIPLINES[role.discipline]}</p>
      <h3 className={styles.cardTitle}>
        <Link href={`/career/${role.slug}`}>{role.title}</Link>
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>Location</dt>
          <dd>{roleOfficeNames(role)}</dd>
        </div>
        <div>
          <dt>Type</dt>
          <dd>{employmentTypeLabel(role)}</dd>
        </div>
        <div>
          <dt>Experience</dt>
          <dd>{experienceLabel(role)}</dd>
        </div>
        <div>
          <dt>Posted</dt>
          <dd>
            <time dateTime={role.datePosted}>{formatRoleDate(role.datePosted)}</time>
          </dd>
        </div>
      </dl>
      <p className={styles.summary}>{role.summary}</p>
    </li>
  )
}
