import Link from 'next/link'
import { careerPage, type Role } from '@/content/career'
import { formatRoleDate } from '@/lib/job-posting'
import styles from './role-page.module.css'

/** Takes the form's place once the role's closing moment has passed. */
export function RoleClosedNotice({ role }: { role: Role }) {
  const { closedRole } = careerPage
  return (
    <section className="section section-alt" aria-labelledby="role-closed-heading" data-testid="role-closed">
      <div className={`container ${styles.closed}`}>
        <h2 id="role-closed-heading">{closedRole.heading}</h2>
        <p>
          {closedRole.paragraph} <time dateTime={role.validThrough}>{formatRoleDate(role.validThrough)}</time>.
        </p>
        <Link href="/career#open-roles" className="button">
          {closedRole.linkText}
        </Link>
      </div>
    </section>
  )
}
