import type { Service, ServiceLod } from '@/content/types'
import styles from './lod-section.module.css'

/**
 * One row per level the service delivers. On a narrow screen the table scrolls inside its own
 * region (named by the caption, focusable so a keyboard can scroll it) instead of the page.
 */
export function LodTable({ service, lod }: { service: Service; lod: ServiceLod }) {
  const captionId = `lod-caption-${service.id}`
  return (
    <div className={styles.tableScroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.tableCaption}>
          What our models hold at each level
        </caption>
        <thead>
          <tr>
            <th scope="col">Level</th>
            <th scope="col">Geometry</th>
            <th scope="col">Information</th>
            <th scope="col">Deliverables and formats</th>
            <th scope="col">Software</th>
          </tr>
        </thead>
        <tbody>
          {lod.levels.map((entry) => (
            <tr key={entry.level}>
              <th scope="row">{`LOD ${entry.level}`}</th>
              <td>{entry.geometry}</td>
              <td>{entry.information}</td>
              <td>
                <ul className={styles.cellList}>
                  {entry.deliverables.map((deliverable) => (
                    <li key={deliverable}>{deliverable}</li>
                  ))}
                </ul>
              </td>
              <td>{entry.software.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
