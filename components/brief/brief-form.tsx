'use client'

import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form'
import { HoneypotField } from '@/components/forms/form-fields'
import fieldStyles from '@/components/forms/form-fields.module.css'
import { FormStatus } from '@/components/forms/form-status'
import { newSubmissionId } from '@/components/forms/submission-id'
import { announce } from '@/lib/analytics/announce'
import { afterNextPaint } from '@/lib/after-next-paint'
import { BRIEF_STEPS } from '@/lib/validation/brief-rules'
import { lazyZodResolver, loadBriefRules } from '@/lib/validation/lazy-zod-resolver'
import { BriefSummary } from './brief-summary'
import { ContactStep, InputsStep, ProjectStep, ScopeStep, ServicesStep } from './brief-steps'
import { EMPTY_BRIEF, type BriefFormValues } from '@/lib/validation/form-values'
import { toSchemaInput } from './brief-values'
import { DrawingsStep } from './drawings-step'
import { postBrief } from './post-brief'
import { clearBriefDraft, useBriefDraft } from './use-brief-draft'
import styles from './brief.module.css'

type Option = { value: string; label: string }
type Status = { kind: 'idle' | 'sending' } | { kind: 'error'; message: string } | { kind: 'done'; reference: string; takeoff?: string }

const SUMMARY = BRIEF_STEPS.length
const TOTAL = BRIEF_STEPS.length + 1

/** The first screen holding one of these fields. */
const noSubscription = () => () => {}

const stepOf = (fields: string[]) => BRIEF_STEPS.findIndex((step) => step.fields.some((field) => fields.includes(field)))

/**
 * The project brief. The server's HTML is one complete form that posts without JavaScript; once
 * this script runs it becomes one screen at a time, each checked before the next, then a summary.
 */
export function BriefForm({ services, maxBytes, salesEmail }: { services: readonly Option[]; maxBytes: number; salesEmail: string }) {
  // False in the server's HTML and while hydrating, true once this script runs.
  const enhanced = useSyncExternalStore(noSubscription, () => true, () => false)
  const [step, setStep] = useState(0)
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const formRef = useRef<HTMLFormElement>(null)
  const headingRefs = useRef<(HTMLHeadingElement | null)[]>([])
  const focusHeading = useRef(false)

  // One resolver per screen (its sub-schema) and one for the whole brief; zod loads on first use.
  const resolver = useMemo(() => {
    const screens = [
      ...BRIEF_STEPS.map((screen) => lazyZodResolver(() => loadBriefRules().then((rules) => rules.briefStepSchema(screen.id, maxBytes)))),
      lazyZodResolver(() => loadBriefRules().then((rules) => rules.briefSchema(maxBytes))),
    ]
    const resolve: Resolver<BriefFormValues, { step: number }> = (values, context, options) =>
      (screens[context?.step ?? SUMMARY] as unknown as Resolver<BriefFormValues>)(toSchemaInput(values) as unknown as BriefFormValues, context, options)
    return Object.assign(resolve, { preload: () => screens.forEach((screen) => screen.preload()) })
  }, [maxBytes])

  const form = useForm<BriefFormValues, { step: number }>({ resolver, context: { step }, defaultValues: EMPTY_BRIEF, shouldFocusError: true })
  const { register, trigger, handleSubmit, reset, setError, setFocus, getValues } = form

  const goTo = useCallback((index: number) => {
    focusHeading.current = true
    setStep(index)
  }, [])

  useEffect(() => {
    if (!focusHeading.current) return
    focusHeading.current = false
    headingRefs.current[step]?.focus()
  }, [step])
  useBriefDraft(form, step, (restored) => setStep(Math.min(Math.max(0, restored), SUMMARY)), services.map((service) => service.value))

  // Each screen reached, for the brief's funnel (docs/analytics.md): its number and id, nothing typed.
  const done = status.kind === 'done'
  useEffect(() => {
    if (enhanced && !done) announce(`Brief step ${step + 1}: ${BRIEF_STEPS[step]?.id ?? 'summary'}`)
  }, [enhanced, done, step])

  const next = async () => {
    if (await trigger(BRIEF_STEPS[step]?.fields as unknown as (keyof BriefFormValues)[], { shouldFocus: true })) goTo(step + 1)
  }

  const showErrorsOf = (fields: string[]) => {
    const index = stepOf(fields)
    if (index < 0) return
    goTo(index)
    focusHeading.current = false
    const first = BRIEF_STEPS[index]?.fields.find((field) => fields.includes(field))
    requestAnimationFrame(() => first && setFocus(first as keyof BriefFormValues))
  }

  const send = async () => {
    setStatus({ kind: 'sending' })
    const answer = formRef.current ? await postBrief(formRef.current, getValues('drawingsMode') === 'upload') : null
    if (!answer) return
    if (answer.ok) {
      announce('Lead: brief')
      clearBriefDraft()
      reset({ ...EMPTY_BRIEF, submissionId: newSubmissionId() })
      setStep(0)
      return setStatus({ kind: 'done', reference: answer.reference, takeoff: answer.takeoff })
    }
    setStatus({ kind: 'error', message: answer.message })
    const errors = Object.entries(answer.errors).filter(([field]) => field in EMPTY_BRIEF)
    for (const [field, message] of errors) setError(field as keyof BriefFormValues, { type: 'server', message })
    showErrorsOf(errors.map(([field]) => field))
  }

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (step < SUMMARY) {
      event.preventDefault()
      // The check re-renders the whole form and the next screen needs style, layout and the
      // heading's focus: both wait for the frame after the tap's (docs/performance.md,
      // "Interaction latency").
      void afterNextPaint().then(next)
      return
    }
    void handleSubmit(send, (errors: FieldErrors<BriefFormValues>) => showErrorsOf(Object.keys(errors)))(event)
  }

  if (status.kind === 'done') {
    return (
      <div className={styles.done} role="status" data-testid="form-success">
        <h2 className={styles.doneTitle}>Thank you: your brief has reached our sales team</h2>
        <p>
          Your reference: <strong>{status.reference}</strong>. An engineer reads every brief and answers within one working day with questions or a fee proposal.
        </p>
        {status.takeoff && <p data-testid="takeoff-summary">{status.takeoff}</p>}
        <button type="button" className="button button-outline" onClick={() => setStatus({ kind: 'idle' })}>
          Start another brief
        </button>
      </div>
    )
  }

  const sending = status.kind === 'sending'
  // Without JavaScript the brief is one long form: no progress bar or step counts, but their space
  // is kept, so nothing on the first screen moves when the steps start working.
  const untilEnhanced = enhanced ? undefined : ({ visibility: 'hidden' } as const)
  // Every screen is on show until the wizard runs, then only the current one.
  const shown = (index: number) => !enhanced || step === index
  const screens = [
    <ServicesStep key="services" form={form} shown={shown(0)} services={services} />,
    <InputsStep key="inputs" form={form} shown={shown(1)} />,
    <ScopeStep key="scope" form={form} shown={shown(2)} />,
    <ProjectStep key="project" form={form} shown={shown(3)} enhanced={enhanced} />,
    <DrawingsStep key="drawings" form={form} shown={shown(4)} enhanced={enhanced} maxBytes={maxBytes} />,
    <ContactStep key="contact" form={form} shown={shown(5)} />,
  ]
  return (
    <form
      ref={formRef}
      method="post"
      action="/api/brief"
      encType="multipart/form-data"
      noValidate
      aria-label="Project brief"
      aria-busy={sending}
      onSubmit={onSubmit}
      onFocus={resolver.preload}
      className={styles.form}
    >
      <p className={styles.requiredNote}>Fields marked * are required.</p>
      <div className={styles.progress} aria-hidden="true" style={untilEnhanced}>
        <span style={{ width: `${((step + 1) / TOTAL) * 100}%` }} />
      </div>
      {BRIEF_STEPS.map((screen, index) => (
        <section key={screen.id} className={styles.step} hidden={!shown(index)} aria-labelledby={`brief-step-${screen.id}`}>
          <h2 id={`brief-step-${screen.id}`} className={styles.stepTitle} tabIndex={-1} ref={(element) => void (headingRefs.current[index] = element)}>
            <span className={styles.stepCount} style={untilEnhanced}>
              Step {index + 1} of {TOTAL}
            </span>
            {screen.title}
          </h2>
          {screens[index]}
        </section>
      ))}
      {enhanced && step === SUMMARY && (
        <section className={styles.step} aria-labelledby="brief-step-summary">
          <h2 id="brief-step-summary" className={styles.stepTitle} tabIndex={-1} ref={(element) => void (headingRefs.current[SUMMARY] = element)}>
            <span className={styles.stepCount}>Step {TOTAL} of {TOTAL}</span>
            Check your brief
          </h2>
          <BriefSummary control={form.control} services={services} onEdit={goTo} />
        </section>
      )}
      <input type="hidden" {...register('submissionId')} />
      <HoneypotField id="brief-website" registration={register('website')} />
      <div className={`${fieldStyles.actions} ${styles.nav}`}>
        {enhanced && step > 0 && (
          <button type="button" className="button button-outline" onClick={() => goTo(step - 1)} disabled={sending}>
            Back
          </button>
        )}
        {enhanced && step < SUMMARY ? (
          <button type="submit" className="button">
            Next
          </button>
        ) : (
          <button type="submit" className="button" disabled={sending}>
            {sending ? 'Sending…' : 'Send brief'}
          </button>
        )}
      </div>
      {status.kind === 'error' && <FormStatus state={status} fallbackEmail={salesEmail} />}
    </form>
  )
}
