import { ESTIMATE_NOTE, modelParts, numeric } from '@/lib/takeoff/format'
import type { ReadModel } from '@/lib/takeoff/types'
import styles from './model-preview.module.css'

/** The takeoff as the firm's mail shows it (lib/takeoff/format.ts): findings first, the facts, then the tables. */
export function PreviewSummary({ model }: { model: ReadModel }) {
  const { findings, facts, tables } = modelParts(model)
  return (
    <div className={styles.summary}>
      <p className={styles.estimate}>{ESTIMATE_NOTE} This is what our estimator receives with your brief.</p>
      {findings.length > 0 && (
        <>
          <p className={styles.before}>Before quoting:</p>
          <ul className={styles.findings}>
            {findings.map((finding) => (
              <li key={finding}>{finding}</li>
            ))}
          </ul>
        </>
      )}
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {tables.map((table) => (
        <div key={table.title} className={styles.tableScroll} role="region" aria-label={table.title} tabIndex={0}>
          <table className={styles.table}>
            <caption>{table.title}</caption>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column} scope="col" className={numeric(column) ? styles.figure : undefined}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, index) => (
                <tr key={index}>
                  {row.map((value, column) => (
                    <td key={column} className={numeric(table.columns[column] ?? '') ? styles.figure : undefined}>
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {table.more > 0 && <p className={styles.more}>({table.more} more rows in the JSON)</p>}
        </div>
      ))}
    </div>
  )
}
