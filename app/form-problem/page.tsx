import Link from 'next/link'
import { FORM_TITLES, backPathOf, fieldProblems, formNameOf, statusProblem } from '@/components/forms/form-answer-texts'
import { PageBanner } from '@/components/ui/page-banner'

export const metadata = { title: 'Please check the form', robots: { index: false, follow: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Where a form posted without JavaScript lands when it was refused: what to fix, and the way back. */
export default async function FormProblemPage({ searchParams }: Props) {
  const params = await searchParams
  const form = formNameOf(params.form) ?? 'contact'
  const status = Number(params.status) || 500
  // A body over the limit is answered by its status line alone (it names the CV or the drawings).
  const problems = status === 413 ? [] : fieldProblems(form, params.fields)
  const back = backPathOf(params.back, form)
  return (
    <>
      <PageBanner title="Please check the form" />
      <section className="section">
        <div className="container">
          <h2 data-testid="form-problem">Your {FORM_TITLES[form].name} was not sent yet</h2>
          <p>{statusProblem(status, form, Number(params.retry) || undefined)}</p>
          {problems.length > 0 && (
            <ul data-testid="form-problem-fields">
              {problems.map((problem) => (
                <li key={problem.field}>
                  <strong>{problem.label}:</strong> {problem.message}
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link href={back}>Go back to the form</Link>. Your browser&apos;s Back button returns to it with what you typed.
          </p>
        </div>
      </section>
    </>
  )
}
