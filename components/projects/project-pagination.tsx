import Link from 'next/link'
import { getPageNumbers, getProjectPagePath } from '@/lib/content'
import styles from './project-pagination.module.css'

type ProjectPaginationProps = { currentPage: number; pageCount: number }

/**
 * Previous, the page numbers, Next and 'Page X of Y'. Every page is a real link to a pre-rendered
 * path, so reloads, shared links and Back all work; the ends render as disabled non-links.
 */
export function ProjectPagination({ currentPage, pageCount }: ProjectPaginationProps) {
  const hasPrevious = currentPage > 1
  const hasNext = currentPage < pageCount
  return (
    <nav aria-label="Project list pages" className={styles.pagination}>
      <ul className={styles.list}>
        <li>
          {hasPrevious ? (
            <Link href={getProjectPagePath(currentPage - 1)} rel="prev" className={styles.step}>
              <span aria-hidden="true">‹ </span>Previous
            </Link>
          ) : (
            <span role="link" aria-disabled="true" className={`${styles.step} ${styles.disabled}`}>
              <span aria-hidden="true">‹ </span>Previous
            </span>
          )}
        </li>
        {getPageNumbers(currentPage, pageCount).map((page, index) =>
          page === 'ellipsis' ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                href={getProjectPagePath(page)}
                className={`${styles.number} ${page === currentPage ? styles.current : ''}`}
                aria-current={page === currentPage ? 'page' : undefined}
                aria-label={`Page ${page}`}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        <li>
          {hasNext ? (
            <Link href={getProjectPagePath(currentPage + 1)} rel="next" className={styles.step}>
              Next<span aria-hidden="true"> ›</span>
            </Link>
          ) : (
            <span role="link" aria-disabled="true" className={`${styles.step} ${styles.disabled}`}>
              Next<span aria-hidden="true"> ›</span>
            </span>
          )}
        </li>
      </ul>
      <p className={styles.status}>
        Page {currentPage} of {pageCount}
      </p>
    </nav>
  )
}
