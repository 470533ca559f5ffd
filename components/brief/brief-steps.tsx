'use client'

import { memo } from 'react'
import { useFormState, useWatch, type Path, type UseFormReturn } from 'react-hook-form'
import { EmailField, errorIdFor, FieldError, fieldBinder, TextAreaField, TextField } from '@/components/forms/form-fields'
import fieldStyles from '@/components/forms/form-fields.module.css'
import {
  BRIEF_LIMITS,
  BRIEF_STEPS,
  BUDGET_OPTIONS,
  CODE_OPTIONS,
  CONTACT_METHOD_OPTIONS,
  DELIVERABLE_OPTIONS,
  INPUT_OPTIONS,
  LOD_OPTIONS,
  TIMELINE_OPTIONS,
} from '@/lib/validation/brief-rules'
import type { BriefFormValues } from '@/lib/validation/form-values'
import { ChoiceGroup } from './choice-group'
import styles from './brief.module.css'

// The fields of the brief's screens. Before the script runs every screen is in the page, so a
// field that depends on another (the start date, the other code) is shown with a note saying when
// it is needed; once the wizard runs it appears only when its choice is made.

/**
 * What each screen gets: the brief's form (no context provider: its code would join the other
 * forms' shared script), and whether the screen is on show (all are until the wizard runs).
 */
export type BriefFormProps = { form: UseFormReturn<BriefFormValues>; shown: boolean }

type ScreenId = (typeof BRIEF_STEPS)[number]['id']

/**
 * A screen's `fieldBinder`, reading the errors of that screen's own fields. Each screen is memoised
 * and follows those errors alone (`useFormState`), and only while it is on show: checking a screen
 * (Next) updates the form's errors, and a hidden screen would re-render for nothing. A screen
 * catches up with the form when it is shown again. Next, Back or an error re-render the screens
 * that change, not all six (the whole form took 68 ms of a 150 ms tap at 4× CPU:
 * docs/performance.md, "Interaction latency").
 */
export function useScreenFields({ form, shown }: BriefFormProps, screen: ScreenId) {
  const fields = BRIEF_STEPS.find((step) => step.id === screen)!.fields as unknown as Path<BriefFormValues>[]
  const formState = useFormState<BriefFormValues>({ control: form.control, name: fields, disabled: !shown })
  return fieldBinder<BriefFormValues>({ register: form.register, formState })
}

export const ServicesStep = memo(function ServicesStep({ services, ...screen }: BriefFormProps & { services: readonly { value: string; label: string }[] }) {
  const { bind } = useScreenFields(screen, 'services')
  return (
    <ChoiceGroup id="brief-services" legend="Services" type="checkbox" hint="Choose one or more." options={services} {...bind('services')} />
  )
})

export const InputsStep = memo(function InputsStep(screen: BriefFormProps) {
  const { bind } = useScreenFields(screen, 'inputs')
  return (
    <ChoiceGroup id="brief-inputs" legend="What you can send us" type="checkbox" hint="Choose all that apply." options={INPUT_OPTIONS} {...bind('inputs')} />
  )
})

export const ScopeStep = memo(function ScopeStep(screen: BriefFormProps) {
  const { bind } = useScreenFields(screen, 'scope')
  return (
    <>
      <ChoiceGroup id="brief-lod" legend="Level of development (LOD)" type="radio" options={LOD_OPTIONS} {...bind('lod')} />
      <ChoiceGroup
        id="brief-deliverables"
        legend="Deliverables and formats"
        type="checkbox"
        hint="Choose all you need."
        options={DELIVERABLE_OPTIONS}
        {...bind('deliverables')}
      />
    </>
  )
})

export const ProjectStep = memo(function ProjectStep({ enhanced, ...screen }: BriefFormProps & { enhanced: boolean }) {
  const { form } = screen
  const { bind, error } = useScreenFields(screen, 'project')
  const [codes, timeline] = useWatch({ control: form.control, name: ['codes', 'timeline'] })
  const showOther = !enhanced || (Array.isArray(codes) && codes.includes('other'))
  const showDate = !enhanced || timeline === 'date'
  return (
    <>
      <ChoiceGroup id="brief-codes" legend="Design codes" type="checkbox" options={CODE_OPTIONS} {...bind('codes')} />
      <div hidden={!showOther}>
        <TextField id="brief-codes-other" label={enhanced ? 'Other design code' : 'Other design code (if you ticked Other)'} maxLength={BRIEF_LIMITS.codesOther} placeholder="e.g. CSA S16, AS 4100, NBC 2016" {...bind('codesOther')} />
      </div>
      <div className={fieldStyles.grid}>
        <TextField id="brief-size" label="Project size" required maxLength={BRIEF_LIMITS.size} hint="Area, tonnage, storeys or spans: whatever you know" {...bind('size')} />
        <TextField id="brief-location" label="Site location" required autoComplete="off" maxLength={BRIEF_LIMITS.location} hint="City and country" {...bind('location')} />
      </div>
      <ChoiceGroup id="brief-timeline" legend="When should we start?" type="radio" options={TIMELINE_OPTIONS} {...bind('timeline')} />
      <div hidden={!showDate} className={styles.narrow}>
        <div className={fieldStyles.field}>
          <label htmlFor="brief-start-date" className={fieldStyles.label}>
            {enhanced ? 'Start date' : 'Start date (if you chose a date)'}
          </label>
          <input
            id="brief-start-date"
            type="date"
            className={fieldStyles.control}
            aria-invalid={error('startDate') ? true : undefined}
            aria-describedby={error('startDate') ? errorIdFor('brief-start-date') : undefined}
            {...form.register('startDate')}
          />
          <FieldError id="brief-start-date" message={error('startDate')} />
        </div>
      </div>
      <div className={`${fieldStyles.field} ${styles.narrow}`}>
        <label htmlFor="brief-budget" className={fieldStyles.label}>
          Budget range <span className={fieldStyles.optional}>(optional)</span>
        </label>
        <select id="brief-budget" className={`${fieldStyles.control} ${fieldStyles.select}`} aria-invalid={error('budget') ? true : undefined} {...form.register('budget')}>
          <option value="">Prefer to discuss</option>
          {BUDGET_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <TextAreaField id="brief-description" label="Anything else we should know" rows={4} maxLength={BRIEF_LIMITS.description} placeholder="Structure type, loads, erection sequence, the software your team uses" {...bind('description')} />
    </>
  )
})

export const ContactStep = memo(function ContactStep(screen: BriefFormProps) {
  const { bind } = useScreenFields(screen, 'contact')
  return (
    <>
      <div className={fieldStyles.grid}>
        <TextField id="brief-name" label="Your name" required autoComplete="name" maxLength={BRIEF_LIMITS.name} {...bind('name')} />
        <TextField id="brief-company" label="Company" required autoComplete="organization" maxLength={BRIEF_LIMITS.company} {...bind('company')} />
        <EmailField id="brief-email" {...bind('email')} />
        <TextField
          id="brief-phone"
          label="Phone"
          type="tel"
          required
          autoComplete="tel"
          inputMode="tel"
          maxLength={BRIEF_LIMITS.phone}
          hint="With country code, e.g. +91 98260 12345 or +1 212 555 0100"
          {...bind('phone')}
        />
      </div>
      <ChoiceGroup id="brief-contact-method" legend="How should we contact you?" type="radio" options={CONTACT_METHOD_OPTIONS} {...bind('contactMethod')} />
    </>
  )
})
