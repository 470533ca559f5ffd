'use client'

import { useState } from 'react'
import styles from './newsletter-form.module.css'

type Status = { kind: 'idle' | 'sending' | 'success' | 'error'; message?: string }

/** Footer newsletter sign-up; posts to /api/newsletter. */
export function NewsletterForm() {
  const [email, setEmail] = useState('')
  const [status, setStatus] = useState<Status>({ kind: 'idle' })

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setStatus({ kind: 'sending' })
    try {
      const response = await fetch('/api/newsletter', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      })
      const body = (await response.json().catch(() => null)) as { message?: string } | null
      if (!response.ok) throw new Error(body?.message ?? 'Subscription failed. Please try again.')
      setEmail('')
      setStatus({ kind: 'success', message: body?.message ?? 'Thank you for subscribing!' })
    } catch (error) {
      setStatus({ kind: 'error', message: error instanceof Error ? error.message : 'Subscription failed.' })
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Newsletter">
      <label htmlFor="newsletter-email" className="visually-hidden">
        Email address
      </label>
      <input
        id="newsletter-email"
        type="email"
        name="email"
        autoComplete="email"
        placeholder="Enter your email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        className={styles.input}
      />
      <button type="submit" className="button" disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? 'Sending…' : 'Subscribe Now!'}
      </button>
      <p role="status" className={status.kind === 'error' ? styles.error : styles.success}>
        {status.message}
      </p>
    </form>
  )
}
