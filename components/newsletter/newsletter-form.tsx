'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { HoneypotField } from '@/components/forms/form-fields'
import { useFormSubmission } from '@/components/forms/use-form-submission'
import { newsletterSchema } from '@/lib/validation/forms'
import styles from './newsletter-form.module.css'

const EMPTY = { email: '', website: '' }

/** Footer newsletter sign-up (DECISIONS 10): validates the address, posts to /api/newsletter. */
export function NewsletterForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(newsletterSchema), defaultValues: EMPTY })
  const { state, send } = useFormSubmission()

  const onValid = handleSubmit(async (values) => {
    const result = await send(() =>
      fetch('/api/newsletter', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(values),
      }),
    )
    if (result.ok) {
      reset(EMPTY)
      return
    }
    const emailError = result.errors?.email
    if (emailError) setError('email', { type: 'server', message: emailError }, { shouldFocus: true })
  })

  const sending = state.kind === 'sending'
  const error = errors.email?.message
  return (
    <form className={styles.form} onSubmit={onValid} noValidate aria-label="Newsletter" aria-busy={sending}>
      <label htmlFor="newsletter-email" className="visually-hidden">
        Email address
      </label>
      <input
        id="newsletter-email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="Enter your email"
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'newsletter-email-error' : undefined}
        {...register('email')}
      />
      <button type="submit" className="button" disabled={sending}>
        {sending ? 'Sending…' : 'Subscribe Now!'}
      </button>
      <HoneypotField id="newsletter-website" registration={register('website')} />
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
