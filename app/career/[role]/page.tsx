import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ApplicationSection } from '@/components/career/application-section'
import { RoleBanner } from '@/components/career/role-banner'
import { RoleClosedNotice } from '@/components/career/role-closed-notice'
import { RoleDetails } from '@/components/career/role-details'
import { WhileOpen } from '@/components/career/while-open'
import { JsonLd } from '@/components/seo/json-ld'
import type { Role } from '@/content/career'
import { getOpenRole, openRoles, roleOfficeNames } from '@/lib/careers'
import { getServerEnv } from '@/lib/env'
import { buildJobPostingJsonLd } from '@/lib/job-posting'
import { buildBreadcrumbJsonLd } from '@/lib/json-ld'
import { buildMetadata } from '@/lib/metadata'

// One page per role open at build time; a closed or unknown role answers 404.
export const dynamicParams = false

export function generateStaticParams() {
  return openRoles(new Date()).map((role) => ({ role: role.slug }))
}

/** At most 160 characters: the title and office, then the summary cut at a word. */
function describe(role: Role): string {
  const text = `${role.title}, ${roleOfficeNames(role)}. ${role.summary}`
  return text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`
}

export async function generateMetadata({ params }: PageProps<'/career/[role]'>): Promise<Metadata> {
  const role = getOpenRole((await params).role, new Date())
  if (!role) return { title: 'Page not found' }
  return buildMetadata({ title: `${role.title}, ${roleOfficeNames(role)}`, description: describe(role), path: `/career/${role.slug}` })
}

export default async function RolePage({ params }: PageProps<'/career/[role]'>) {
  const role = getOpenRole((await params).role, new Date())
  if (!role) notFound()
  // Read at build time (the page is static): the browser checks the same limit the server enforces.
  const { cvMaxBytes } = getServerEnv()
  return (
    <>
      <RoleBanner role={role} />
      <RoleDetails role={role} />
      <WhileOpen until={role.validThrough} closed={<RoleClosedNotice role={role} />}>
        <ApplicationSection cvMaxBytes={cvMaxBytes} presetJobRole={role.title} />
      </WhileOpen>
      <JsonLd data={buildJobPostingJsonLd(role)} />
      <JsonLd
        data={buildBreadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: 'Career', path: '/career' },
          { name: role.title, path: `/career/${role.slug}` },
        ])}
      />
    </>
  )
}
