'use client'

import { useWatch, type Control } from 'react-hook-form'
import {
  BRIEF_STEPS,
  BUDGET_OPTIONS,
  CODE_OPTIONS,
  CONTACT_METHOD_OPTIONS,
  DELIVERABLE_OPTIONS,
  DRAWINGS_MODE_OPTIONS,
  INPUT_OPTIONS,
  LOD_OPTIONS,
  TIMELINE_OPTIONS,
  labelOf,
  type BriefStepId,
} from '@/lib/validation/brief-rules'
import type { BriefFormValues } from '@/lib/validation/form-values'
import { filesOf } from './brief-values'
import { fileSize } from './drawings-step'
import styles from './brief.module.css'
import summaryStyles from './brief-summary.module.css'

type Option = { value: string; label: string }
const shortDate = (date: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }) : date
const many = (options: readonly Option[], values: unknown) => (Array.isArray(values) ? values.map((value) => labelOf(options, value)).join('; ') : '')

function rowsFor(step: BriefStepId, values: BriefFormValues, services: readonly Option[]): [string, string][] {
  switch (step) {
    case 'services':
      return [['Services', many(services, values.services)]]
    case 'inputs':
      return [['You have', many(INPUT_OPTIONS, values.inputs)]]
    case 'scope':
      return [
        ['LOD', labelOf(LOD_OPTIONS, values.lod)],
        ['Deliverables', many(DELIVERABLE_OPTIONS, values.deliverables)],
      ]
    case 'project':
      return [
        ['Design codes', [many(CODE_OPTIONS, values.codes.filter((code) => code !== 'other')), values.codes.includes('other') ? values.codesOther : ''].filter(Boolean).join('; ')],
        ['Size', values.size],
        ['Location', values.location],
        ['Start', values.timeline === 'date' ? shortDate(values.startDate) : labelOf(TIMELINE_OPTIONS, values.timeline)],
        ['Budget', values.budget ? labelOf(BUDGET_OPTIONS, values.budget) : 'Prefer to discuss'],
        ['Notes', values.description || '—'],
      ]
    case 'drawings': {
      const files = filesOf(values.drawings)
      const uploaded = `${files.length} file${files.length === 1 ? '' : 's'}: ${files.map((file) => `${file.name} (${fileSize(file.size)})`).join(', ')}`
      const shown = { upload: uploaded, link: `Link: ${values.drawingsLink}` }[values.drawingsMode]
      return [['Drawings', shown ?? labelOf(DRAWINGS_MODE_OPTIONS, values.drawingsMode)]]
    }
    case 'contact':
      return [
        ['Name', values.name],
        ['Company', values.company],
        ['Email', values.email],
        ['Phone', values.phone],
        ['Contact by', labelOf(CONTACT_METHOD_OPTIONS, values.contactMethod)],
      ]
  }
}

/** Every answer, screen by screen, each with a button back to its screen. */
export function BriefSummary({ control, services, onEdit }: { control: Control<BriefFormValues>; services: readonly Option[]; onEdit: (index: number) => void }) {
  const values = useWatch({ control }) as BriefFormValues
  return (
    <div className={summaryStyles.summary} data-testid="brief-summary">
      {BRIEF_STEPS.map((step, index) => (
        <section key={step.id} className={summaryStyles.summaryGroup} aria-labelledby={`summary-${step.id}`}>
          <div className={summaryStyles.summaryHead}>
            <h3 id={`summary-${step.id}`} className={summaryStyles.summaryTitle}>
              {step.title}
            </h3>
            <button type="button" className={styles.linkButton} onClick={() => onEdit(index)}>
              Change<span className="visually-hidden"> {step.title}</span>
            </button>
          </div>
          <dl className={summaryStyles.summaryList}>
            {rowsFor(step.id, values, services).map(([label, value]) => (
              <div key={label} className={summaryStyles.summaryRow}>
                <dt>{label}</dt>
                <dd>{value || '—'}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  )
}
