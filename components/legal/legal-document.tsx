import { PageBanner } from '@/components/ui/page-banner'
import type { LegalDocument, LegalSection, LegalTable } from '@/content/types'
import { formatLegalDate, legalSectionId } from '@/lib/legal'
import { InlineText } from './inline-text'
import { LEGAL_CONTACT_ID, LegalContact } from './legal-contact'
import styles from './legal-document.module.css'

type LegalDocumentViewProps = { document: LegalDocument }

/** A whole legal page: banner with the date, table of contents, numbered sections, contact block. */
export function LegalDocumentView({ document }: LegalDocumentViewProps) {
  const entries = [
    ...document.sections.map((section) => ({ id: legalSectionId(section.heading), heading: section.heading })),
    { id: LEGAL_CONTACT_ID, heading: 'Contact us' },
  ]
  return (
    <>
      <PageBanner title={document.title} breadcrumb={[{ label: document.title }]}>
        <p className={styles.updated}>
          Last updated <time dateTime={document.lastUpdated}>{formatLegalDate(document.lastUpdated)}</time>
        </p>
      </PageBanner>
      <div className={`container ${styles.layout}`}>
        <nav className={styles.toc} aria-labelledby="legal-contents-title">
          <h2 id="legal-contents-title" className={styles.tocTitle}>
            On this page
          </h2>
          <ol className={styles.tocList}>
            {entries.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`}>{entry.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={styles.article}>
          <div className={styles.intro}>
            {document.intro.map((paragraph, index) => (
              <p key={index}>
                <InlineText text={paragraph} />
              </p>
            ))}
          </div>
          {document.sections.map((section, index) => (
            <LegalSectionView key={section.heading} section={section} number={index + 1} />
          ))}
          <LegalContact number={document.sections.length + 1} documentTitle={document.title} />
        </article>
      </div>
    </>
  )
}

function LegalSectionView({ section, number }: { section: LegalSection; number: number }) {
  const id = legalSectionId(section.heading)
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.section}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        <span className={styles.number}>{number}.</span> {section.heading}
      </h2>
      {section.paragraphs?.map((paragraph, index) => (
        <p key={index}>
          <InlineText text={paragraph} />
        </p>
      ))}
      {section.list && (
        <ul className={styles.list}>
          {section.list.map((item, index) => (
            <li key={index}>
              <InlineText text={item} />
            </li>
          ))}
        </ul>
      )}
      {section.table && <LegalTableView table={section.table} id={`${id}-table`} />}
    </section>
  )
}

/** A real data table; it scrolls sideways on narrow screens, so the scroller is focusable and named. */
function LegalTableView({ table, id }: { table: LegalTable; id: string }) {
  return (
    <div className={styles.tableScroller} role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table className={styles.table}>
        <caption id={`${id}-caption`}>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {/^\w+$/.test(cell) ? <code>{cell}</code> : cell}
                  </th>
                ) : (
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
