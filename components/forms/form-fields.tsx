import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form'
import { LIMITS } from '@/lib/validation/form-rules'
import styles from './form-fields.module.css'

// Shared, accessible field parts for the contact and career forms: a visible label, the error
// right under the control, tied to it by aria-describedby and flagged with aria-invalid. The error
// slot is always in the page and polite-live, so a message that appears is read out.

export const errorIdFor = (id: string) => `${id}-error`

/** The message under a field; rendered empty when the field is fine. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <p id={errorIdFor(id)} className={styles.error} aria-live="polite">
      {message}
    </p>
  )
}

/** `error(name)`: a field's message; `bind(name)`: the two props every field takes, its registration and that message. */
export function fieldBinder<T extends FieldValues>({ register, formState }: Pick<UseFormReturn<T>, 'register' | 'formState'>) {
  const errors = formState.errors as Record<string, { message?: unknown } | undefined>
  const error = (name: Path<T>) => errors[name]?.message as string | undefined
  return { error, bind: (name: Path<T>) => ({ registration: register(name), error: error(name) }) }
}

type Described = { id: string; error?: string; hintId?: string }

function describedBy({ id, error, hintId }: Described): string | undefined {
  const ids = [hintId, error ? errorIdFor(id) : undefined].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}

type TextFieldProps = {
  id: string
  label: string
  registration: UseFormRegisterReturn
  error?: string
  required?: boolean
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  inputMode?: 'text' | 'email' | 'tel' | 'numeric'
  placeholder?: string
  maxLength?: number
  hint?: string
}

export function TextField({ id, label, registration, error, required, hint, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <RequiredMark />}
      </label>
      <input
        id={id}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy({ id, error, hintId })}
        {...input}
        {...registration}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={id} message={error} />
    </div>
  )
}

type PresetFieldProps = Pick<TextFieldProps, 'id' | 'registration' | 'error'>

/** The required e-mail field both forms ask for, with the same limits and autofill hints. */
export function EmailField(props: PresetFieldProps) {
  return <TextField label="Email" type="email" required autoComplete="email" inputMode="email" maxLength={LIMITS.email} {...props} />
}

/** The required 10-digit phone field, shared by both forms. */
export function PhoneField(props: PresetFieldProps) {
  return (
    <TextField
      label="Phone number"
      type="tel"
      required
      autoComplete="tel-national"
      inputMode="numeric"
      hint="10 digits, no spaces or country code"
      {...props}
    />
  )
}

type TextAreaFieldProps = {
  id: string
  label: string
  registration: UseFormRegisterReturn
  error?: string
  rows?: number
  maxLength?: number
  placeholder?: string
}

export function TextAreaField({ id, label, registration, error, rows = 5, ...textarea }: TextAreaFieldProps) {
  return (
    <div className={`${styles.field} ${styles.wide}`}>
      <label htmlFor={id} className={styles.label}>
        {label} <span className={styles.optional}>(optional)</span>
      </label>
      <textarea
        id={id}
        rows={rows}
        className={`${styles.control} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, error })}
        {...textarea}
        {...registration}
      />
      <FieldError id={id} message={error} />
    </div>
  )
}

type SelectFieldProps = {
  id: string
  label: string
  placeholder: string
  options: readonly string[]
  registration: UseFormRegisterReturn
  error?: string
  /** The choice in the server-rendered HTML, so it holds before (or without) the script. */
  defaultValue?: string
}

export function SelectField({ id, label, placeholder, options, registration, error, defaultValue }: SelectFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        <RequiredMark />
      </label>
      <select
        id={id}
        className={`${styles.control} ${styles.select}`}
        aria-invalid={error ? true : undefined}
        aria-required
        aria-describedby={describedBy({ id, error })}
        defaultValue={defaultValue}
        {...registration}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldError id={id} message={error} />
    </div>
  )
}

type CheckboxFieldProps = { id: string; registration: UseFormRegisterReturn; error?: string; children: React.ReactNode }

export function CheckboxField({ id, registration, error, children }: CheckboxFieldProps) {
  return (
    <div className={`${styles.field} ${styles.wide}`}>
      <div className={styles.checkboxRow}>
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-required
          aria-describedby={describedBy({ id, error })}
          {...registration}
        />
        <label htmlFor={id} className={styles.checkboxLabel}>
          {children}
          <RequiredMark />
        </label>
      </div>
      <FieldError id={id} message={error} />
    </div>
  )
}

function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      {' '}
      *
    </span>
  )
}

export { HoneypotField } from './honeypot-field'
