import type { FacetKind, FacetOption } from '@/lib/projects/filter'
import styles from './project-filter.module.css'

type FacetSelectProps = {
  kind: FacetKind
  title: string
  /** 'All services', 'All sectors', 'All locations'. */
  allLabel: string
  options: readonly FacetOption[]
  counts: ReadonlyMap<string, number>
  value: string | undefined
  onChange: (value: string | undefined) => void
}

/**
 * One facet as a native select: each choice shows how many projects it would leave, states are
 * grouped under their country, and a choice applies as soon as it is made.
 */
export function FacetSelect({ kind, title, allLabel, options, counts, value, onChange }: FacetSelectProps) {
  const option = ({ value, label }: FacetOption, text = label) => (
    <option key={value} value={value}>
      {text} ({counts.get(value) ?? 0})
    </option>
  )
  const countries = options.filter((entry) => !entry.country)
  return (
    <div className={styles.field}>
      <label htmlFor={`filter-${kind}`} className={styles.label}>
        {title}
      </label>
      <select id={`filter-${kind}`} className={styles.control} value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
        <option value="">{allLabel}</option>
        {kind !== 'location'
          ? options.map((entry) => option(entry))
          : countries.map((country) => {
              const states = options.filter((entry) => entry.country === country.value)
              if (states.length === 0) return option(country)
              return (
                <optgroup key={country.value} label={country.label}>
                  {option(country, `All of ${country.label}`)}
                  {states.map((state) => option(state))}
                </optgroup>
              )
            })}
      </select>
    </div>
  )
}
