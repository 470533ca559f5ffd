'use client'

import { useRef, useState, type FormEvent } from 'react'
import { HoneypotField } from '@/components/forms/honeypot-field'
import { useFormSubmission } from '@/components/forms/use-form-submission'
import { announce } from '@/lib/analytics/announce'
import { loadFormRules } from '@/lib/validation/lazy-zod-resolver'
import styles from './newsletter-form.module.css'

type NewsletterValues = { email: string; website: string }
type Checked = { ok: true; values: NewsletterValues } | { ok: false; error: string }

// The footer is on every page, so this form carries no form library; it runs the shared zod
// schema (the one /api/newsletter runs), loaded when the visitor starts using the form.
const loadRules = () => loadFormRules().catch(() => null)

async function check(values: NewsletterValues): Promise<Checked> {
  const rules = await loadRules()
  // Without the rules (a dropped connection) the server checks the same schema and answers.
  if (!rules) return { ok: true, values }
  const result = rules.newsletterSchema.safeParse(values)
  if (result.success) return { ok: true, values: { email: result.data.email, website: result.data.website ?? '' } }
  return { ok: false, error: rules.firstErrorPerField(result.error).email ?? rules.MESSAGES.newsletter.emailInvalid }
}

const valuesOf = (form: HTMLFormElement): NewsletterValues => {
  const data = new FormData(form)
  return { email: String(data.get('email') ?? ''), website: String(data.get('website') ?? '') }
}

/** Footer newsletter sign-up: validates the address, posts to /api/newsletter. */
export function NewsletterForm() {
  const [error, setError] = useState<string>()
  // Like the other forms: checked on submit, then re-checked as the visitor corrects the address.
  const [submitted, setSubmitted] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const { state, send } = useFormSubmission()

  const showError = (message: string) => {
    setError(message)
    inputRef.current?.focus()
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    setSubmitted(true)
    const checked = await check(valuesOf(form))
    if (!checked.ok) return showError(checked.error)
    setError(undefined)
    const result = await send(() =>
      fetch('/api/newsletter', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(checked.values),
      }),
    )
    if (result.ok) {
      announce('Newsletter')
      form.reset()
      setSubmitted(false)
      return
    }
    const emailError = result.errors?.email
    if (emailError) showError(emailError)
  }

  const onInput = async (event: FormEvent<HTMLInputElement>) => {
    if (!submitted) return
    const form = event.currentTarget.form
    if (!form) return
    const checked = await check(valuesOf(form))
    setError(checked.ok ? undefined : checked.error)
  }

  const sending = state.kind === 'sending'
  return (
    <form
      className={styles.form}
      method="post"
      action="/api/newsletter"
      onSubmit={onSubmit}
      onFocus={() => void loadRules()}
      noValidate
      aria-label="Newsletter"
      aria-busy={sending}
    >
      <label htmlFor="newsletter-email" className="visually-hidden">
        Email address
      </label>
      <input
        ref={inputRef}
        id="newsletter-email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="Enter your email"
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'newsletter-email-error' : undefined}
        onInput={onInput}
      />
      <button type="submit" className="button" disabled={sending}>
        {sending ? 'Sending…' : 'Subscribe Now!'}
      </button>
      <HoneypotField id="newsletter-website" registration={{ name: 'website' }} />
      <div className={styles.messages}>
        <p id="newsletter-email-error" className={styles.error} aria-live="polite">
          {error}
        </p>
        <div aria-live="polite" className={styles.success}>
          {state.kind === 'success' && <p data-testid="newsletter-success">{state.message}</p>}
        </div>
        {state.kind === 'error' && (
          <p role="alert" className={styles.error} data-testid="newsletter-error">
            {state.message}
          </p>
        )}
      </div>
    </form>
  )
}
