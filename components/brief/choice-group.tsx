import type { UseFormRegisterReturn } from 'react-hook-form'
import { errorIdFor, FieldError } from '@/components/forms/form-fields'
import styles from './brief.module.css'

type ChoiceGroupProps = {
  id: string
  legend: string
  /** checkbox: any number of the options; radio: exactly one. */
  type: 'checkbox' | 'radio'
  options: readonly { value: string; label: string }[]
  registration: UseFormRegisterReturn
  error?: string
  hint?: string
  required?: boolean
}

/** A group of checkboxes or radio buttons under one legend, with its message under the group. */
export function ChoiceGroup({ id, legend, type, options, registration, error, hint, required = true }: ChoiceGroupProps) {
  const hintId = hint ? `${id}-hint` : undefined
  const describedBy = [hintId, error ? errorIdFor(id) : undefined].filter(Boolean).join(' ') || undefined
  return (
    <fieldset
      id={id}
      className={styles.group}
      role={type === 'radio' ? 'radiogroup' : undefined}
      aria-describedby={describedBy}
      aria-required={type === 'radio' && required ? true : undefined}
    >
      <legend className={styles.legend}>
        {legend}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.choices}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input type={type} value={option.value} className={styles.choiceInput} aria-invalid={error ? true : undefined} {...registration} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={id} message={error} />
    </fieldset>
  )
}
