import { cookies } from 'next/headers'
import Link from 'next/link'
import { FORM_TITLES, backPathOf, formNameOf } from '@/components/forms/form-answer-texts'
import { PageBanner } from '@/components/ui/page-banner'
import { brand } from '@/content/site'
import { isReference } from '@/lib/mail/reference'
import { TAKEOFF_COOKIE, takeoffLineFrom } from '@/lib/takeoff/visitor-cookie'

export const metadata = { title: 'Thank you', robots: { index: false, follow: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Where a form posted without JavaScript lands once it is stored: its reference and what happens next. */
export default async function FormSentPage({ searchParams }: Props) {
  const params = await searchParams
  const form = formNameOf(params.form) ?? 'contact'
  const { name, next, email } = FORM_TITLES[form]
  const reference = isReference(params.reference) ? params.reference : undefined
  // What the takeoff of the brief's IFC models found, from the cookie its answer set (this browser only).
  const takeoff = form === 'brief' ? takeoffLineFrom((await cookies()).get(TAKEOFF_COOKIE)?.value, reference) : undefined
  return (
    <>
      <PageBanner title="Thank you" />
      <section className="section">
        <div className="container">
          <h2 data-testid="form-sent">We have received your {name}</h2>
          {reference && (
            <p>
              Your reference: <strong data-testid="form-reference">{reference}</strong>
            </p>
          )}
          {takeoff && <p data-testid="takeoff-summary">{takeoff}</p>}
          <p>{next}</p>
          <p>
            {form === 'newsletter' ? 'Questions?' : 'Anything to add?'} E-mail us at <a href={`mailto:${email}`}>{email}</a> or call{' '}
            <a href={`tel:${brand.phones[0]!.replace(/\s/g, '')}`}>{brand.phones[0]}</a>.
          </p>
          <p>
            <Link href={backPathOf(params.back, form)}>Back to the page you were on</Link>
          </p>
        </div>
      </section>
    </>
  )
}
