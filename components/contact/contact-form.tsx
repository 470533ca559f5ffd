'use client'

import Link from 'next/link'
import { useForm } from 'react-hook-form'
import { CheckboxField, EmailField, HoneypotField, PhoneField, TextAreaField, TextField } from '@/components/forms/form-fields'
import fieldStyles from '@/components/forms/form-fields.module.css'
import { FormStatus } from '@/components/forms/form-status'
import { useFormDraft } from '@/components/forms/use-form-draft'
import { settleSubmission } from '@/components/forms/settle-submission'
import { SUBMISSION_ID_HEADER, submissionIdFor } from '@/components/forms/submission-id'
import { useFormSubmission } from '@/components/forms/use-form-submission'
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
    formState: { errors },
  } = form
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
    settleSubmission(result, form, EMPTY, CONTACT_DRAFT_KEY)
  })

  const sending = state.kind === 'sending'
  return (
    // method and action make the form work before (or without) its script: a plain POST, never a GET.
    <form method="post" action="/api/contact" onSubmit={onValid} onFocus={resolver.preload} noValidate aria-label="Contact form" aria-busy={sending}>
      <div className={fieldStyles.grid}>
        <TextField id="contact-name" label="Name" required autoComplete="name" maxLength={LIMITS.name} registration={register('name')} error={errors.name?.message} />
        <EmailField id="contact-email" registration={register('email')} error={errors.email?.message} />
        <TextField
          id="contact-company"
          label="Company name"
          required
          autoComplete="organization"
          maxLength={LIMITS.companyName}
          registration={register('companyName')}
          error={errors.companyName?.message}
        />
        <PhoneField id="contact-phone" registration={register('phone')} error={errors.phone?.message} />
        <div className={fieldStyles.wide}>
          <TextField id="contact-subject" label="Subject" required maxLength={LIMITS.subject} registration={register('subject')} error={errors.subject?.message} />
        </div>
        <TextAreaField
          id="contact-message"
          label="Message"
          maxLength={LIMITS.message}
          placeholder="Project type, codes (AISC, IS 800, Eurocode...), LOD, software and deadline"
          registration={register('message')}
          error={errors.message?.message}
        />
        <CheckboxField id="contact-consent" registration={register('consent')} error={errors.consent?.message}>
          I agree that the firm stores the details above to answer my enquiry, as described in the{' '}
          <Link href="/privacy-policy">privacy policy</Link>.
        </CheckboxField>
        <HoneypotField id="contact-website" registration={register('website')} />
      </div>
      <div className={fieldStyles.actions}>
        <button type="submit" className="button" disabled={sending}>
          {sending ? 'Sending…' : 'Send message'}
        </button>
      </div>
      <FormStatus state={state} fallbackEmail={firmEmail} />
    </form>
  )
}
