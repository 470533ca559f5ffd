import { brand } from '@/content/site'
import styles from './project-list-intro.module.css'

/** The words above the grid, with the firm's e-mail for project enquiries. */
export function ProjectListIntro({ projectCount }: { projectCount: number }) {
  return (
    <div className={styles.intro}>
      <span className="eyebrow">Our portfolio</span>
      <h2>Steel plants to data centres, designed, detailed and modelled by our team</h2>
      <p>
        A selection of {projectCount} projects from more than 1,000 delivered for builders, fabricators, EPC contractors and developers in
        India, the U.S. and Guyana: structural design to IS, AISC and Eurocode, steel and rebar detailing in Tekla and SDS2, pre-engineered
        buildings and BIM coordination from LOD 100 to 500. Many clients are named only with their consent, so some records leave a field
        blank.
      </p>
      <p>
        Planning something similar? Write to us at <a href={`mailto:${brand.email}`}>{brand.email}</a> with your drawings or scope, and an
        engineer will reply with an approach and a schedule.
      </p>
    </div>
  )
}
