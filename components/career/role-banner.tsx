import { PageBanner } from '@/components/ui/page-banner'
import type { Role } from '@/content/career'
import { roleOfficeNames } from '@/lib/careers'
import { employmentTypeLabel, experienceLabel } from '@/lib/job-posting'
import styles from './role-page.module.css'
import { WhileOpen } from './while-open'

/** The role's heading and breadcrumb, its office, type and experience, and a jump to the form while open. */
export function RoleBanner({ role }: { role: Role }) {
  return (
    <PageBanner title={role.title} breadcrumb={[{ label: 'Career', href: '/career' }, { label: role.title }]}>
      <p className={styles.bannerFacts}>
        {roleOfficeNames(role)} · {employmentTypeLabel(role)} · {experienceLabel(role)}
      </p>
      <WhileOpen until={role.validThrough} closed={null}>
        <a href="#apply" className={`button ${styles.bannerApply}`}>
          Apply for this role
        </a>
      </WhileOpen>
    </PageBanner>
  )
}
