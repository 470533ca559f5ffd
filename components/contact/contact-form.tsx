'use client'

import Link from 'next/link'
import { useForm } from 'react-hook-form'
import { CheckboxField, fieldBinder, EmailField, HoneypotField, PhoneField, TextAreaField, TextField } from '@/components/forms/form-fields'
import fieldStyles from '@/components/forms/form-fields.module.css'
import { FormFooter } from '@/components/forms/form-status'
import { useFormDraft } from '@/components/forms/use-form-draft'
import { settleSubmission } from '@/components/forms/settle-submission'
import { SUBMISSION_ID_HEADER, submissionIdFor } from '@/components/forms/submission-id'
import { useFormSubmission } from '@/components/forms/use-form-submission'
import { announce } from '@/lib/analytics/announce'
import { LIMITS } from '@/lib/validation/form-rules'
import { draftShape, EMPTY_CONTACT as EMPTY } from '@/lib/validation/form-values'
import { lazyZodResolver, loadFormRules } from '@/lib/validation/lazy-zod-resolver'

/** localStorage key of the contact draft, restored on return and removed after a 200. */
export const CONTACT_DRAFT_KEY = 'contactFormData'

const DRAFT_SHAPE = draftShape(EMPTY, ['website'])

const resolver = lazyZodResolver(() => loadFormRules().then((rules) => rules.contactFormSchema))

/** The contact page's message form: validated in the browser and again by /api/contact. */
export function ContactForm({ firmEmail }: { firmEmail: string }) {
  const form = useForm({ resolver, defaultValues: EMPTY })
  const {
    register,
    handleSubmit,
  } = form
  const { bind } = fieldBinder(form)
  const { state, send } = useFormSubmission()
  useFormDraft(CONTACT_DRAFT_KEY, form, DRAFT_SHAPE)

  const onValid = handleSubmit(async ({ consent: _consent, ...payload }) => {
    void _consent
    const submissionId = submissionIdFor(CONTACT_DRAFT_KEY)
    const result = await send(() =>
      fetch('/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', [SUBMISSION_ID_HEADER]: submissionId },
        body: JSON.stringify(payload),
      }),
    )
    if (result.ok) announce('Lead: contact')
    settleSubmission(result, form, EMPTY, CONTACT_DRAFT_KEY)
  })

  const sending = state.kind === 'sending'
  return (
    // method and action make the form work before (or without) its script: a plain POST, never a GET.
    <form method="post" action="/api/contact" onSubmit={onValid} onFocus={resolver.preload} noValidate aria-label="Contact form" aria-busy={sending}>
      <div className={fieldStyles.grid}>
        <TextField id="contact-name" label="Name" required autoComplete="name" maxLength={LIMITS.name} {...bind('name')} />
        <EmailField id="contact-email" {...bind('email')} />
        <TextField
          id="contact-company"
          label="Company name"
          required
          autoComplete="organization"
          maxLength={LIMITS.companyName}
          {...bind('companyName')}
        />
        <PhoneField id="contact-phone" {...bind('phone')} />
        <div className={fieldStyles.wide}>
          <TextField id="contact-subject" label="Subject" required maxLength={LIMITS.subject} {...bind('subject')} />
        </div>
        <TextAreaField
          id="contact-message"
          label="Message"
          maxLength={LIMITS.message}
          placeholder="Project type, codes (AISC, IS 800, Eurocode...), LOD, software and deadline"
          {...bind('message')}
        />
        <CheckboxField id="contact-consent" {...bind('consent')}>
          I agree that the firm stores the details above to answer my enquiry, as described in the{' '}
          <Link href="/privacy-policy">privacy policy</Link>.
        </CheckboxField>
        <HoneypotField id="contact-website" registration={register('website')} />
      </div>
      <FormFooter state={state} label="Send message" fallbackEmail={firmEmail} />
    </form>
  )
}
