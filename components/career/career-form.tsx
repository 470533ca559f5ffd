'use client'

import { useMemo } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { EmailField, fieldBinder, HoneypotField, PhoneField, SelectField, TextAreaField, TextField } from '@/components/forms/form-fields'
import fieldStyles from '@/components/forms/form-fields.module.css'
import { FormFooter } from '@/components/forms/form-status'
import { useFormDraft } from '@/components/forms/use-form-draft'
import { settleSubmission } from '@/components/forms/settle-submission'
import { SUBMISSION_ID_HEADER, submissionIdFor } from '@/components/forms/submission-id'
import { useFormSubmission } from '@/components/forms/use-form-submission'
import { announce } from '@/lib/analytics/announce'
import { EDUCATION_OPTIONS, EXPERIENCE_OPTIONS, LIMITS, MESSAGES } from '@/lib/validation/form-rules'
import { draftShape, EMPTY_CAREER as EMPTY } from '@/lib/validation/form-values'
import { lazyZodResolver, loadFormRules } from '@/lib/validation/lazy-zod-resolver'
import { CvUpload } from './cv-upload'

/** localStorage key of the application draft ; the CV is kept by name only. */
export const CAREER_DRAFT_KEY = 'careerFormData'

const DRAFT_SHAPE = draftShape(EMPTY, ['cv', 'website'])
// On a role's own page the page chooses the role, not an earlier draft.
const ROLE_PAGE_DRAFT_SHAPE = draftShape(EMPTY, ['cv', 'website', 'jobRole'])

// The multipart body's text parts: every field but the file and its remembered name.
const TEXT_FIELDS = Object.keys(draftShape(EMPTY, ['cv', 'cvFileName'])) as (keyof Omit<typeof EMPTY, 'cv' | 'cvFileName'>)[]

type CareerFormProps = {
  cvMaxBytes: number
  careersEmail: string
  /** The job role choices: the open roles at build time plus a general application. */
  jobRoles: readonly string[]
  /** The role chosen in advance on that role's page. */
  presetJobRole?: string
}

/** The job application form with its CV upload area, sent as multipart (docs/forms.md). */
export function CareerForm({ cvMaxBytes, careersEmail, jobRoles, presetJobRole }: CareerFormProps) {
  const resolver = useMemo(
    () => lazyZodResolver(() => loadFormRules().then((rules) => rules.careerFormSchema(cvMaxBytes))),
    [cvMaxBytes],
  )
  const initial = useMemo(() => ({ ...EMPTY, jobRole: presetJobRole ?? '' }), [presetJobRole])
  const form = useForm({ resolver, defaultValues: initial })
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    trigger,
    clearErrors,
  } = form
  const { bind } = fieldBinder(form)
  const { state, send } = useFormSubmission()
  useFormDraft(CAREER_DRAFT_KEY, form, presetJobRole ? ROLE_PAGE_DRAFT_SHAPE : DRAFT_SHAPE)
  const rememberedName = useWatch({ control, name: 'cvFileName' })

  const onValid = handleSubmit(async (values) => {
    const body = new FormData()
    for (const field of TEXT_FIELDS) body.append(field, values[field] ?? '')
    if (values.cv) body.append('cv', values.cv, values.cv.name)
    const submissionId = submissionIdFor(CAREER_DRAFT_KEY)
    const result = await send(() =>
      fetch('/api/career', { method: 'POST', headers: { Accept: 'application/json', [SUBMISSION_ID_HEADER]: submissionId }, body }),
    )
    if (result.ok) announce('Application')
    settleSubmission(result, form, initial, CAREER_DRAFT_KEY)
  })

  const sending = state.kind === 'sending'
  const maxMegabytes = String(Math.round((cvMaxBytes / (1024 * 1024)) * 10) / 10)
  return (
    <form
      method="post"
      action="/api/career"
      encType="multipart/form-data"
      onSubmit={onValid}
      onFocus={resolver.preload}
      noValidate
      aria-label="Job application form"
      aria-busy={sending}
    >
      <div className={fieldStyles.grid}>
        <TextField id="career-full-name" label="Full name" required autoComplete="name" maxLength={LIMITS.name} {...bind('fullName')} />
        <EmailField id="career-email" {...bind('email')} />
        <PhoneField id="career-phone" {...bind('phone')} />
        <SelectField
          id="career-education"
          label="Education"
          placeholder="Select education"
          options={EDUCATION_OPTIONS}
          {...bind('education')}
        />
        <SelectField
          id="career-experience"
          label="Experience"
          placeholder="Select experience"
          options={EXPERIENCE_OPTIONS}
          {...bind('experience')}
        />
        <SelectField
          id="career-job-role"
          label="Job role"
          placeholder="Select job role"
          options={jobRoles}
          defaultValue={presetJobRole}
          {...bind('jobRole')}
        />
        <TextAreaField
          id="career-message"
          label="Message"
          maxLength={LIMITS.message}
          placeholder="Projects you have worked on, software (Tekla, Revit, ETABS, STAAD) and your notice period"
          {...bind('message')}
        />
        <Controller
          control={control}
          name="cv"
          render={({ field, fieldState }) => (
            <CvUpload
              id="career-cv"
              file={field.value ?? null}
              rememberedName={rememberedName}
              maxMegabytes={maxMegabytes}
              error={fieldState.error?.message}
              inputRef={field.ref}
              onBlur={field.onBlur}
              onChoose={(file) => {
                field.onChange(file)
                setValue('cvFileName', file.name)
                // Say at once when the file is of the wrong type or too large.
                void trigger('cv')
              }}
              onTooMany={() => setError('cv', { type: 'manual', message: MESSAGES.career.cvOneFile }, { shouldFocus: true })}
              onRemove={() => {
                field.onChange(null)
                setValue('cvFileName', '')
                clearErrors('cv')
              }}
            />
          )}
        />
        <HoneypotField id="career-website" registration={register('website')} />
      </div>
      <FormFooter state={state} label="Submit application" fallbackEmail={careersEmail} />
    </form>
  )
}
