import Link from 'next/link'
import type { MouseEvent } from 'react'
import { getPageNumbers, getProjectPagePath } from '@/lib/pagination'
import styles from './project-pagination.module.css'

type ProjectPaginationProps = {
  currentPage: number
  pageCount: number
  /** The URL of each page: /project/page/N by default, a facet page's own, or a filtered query. */
  hrefFor?: (page: number) => string
  /**
   * Set by the filter island: a click then changes the page in place (history.pushState) instead of
   * loading another route; the links stay real links for new tabs and crawlers.
   */
  onPageLink?: (event: MouseEvent<HTMLAnchorElement>, page: number) => void
}

/**
 * Previous, the page numbers, Next and 'Page X of Y'. Every page is a real link, so reloads,
 * shared links and Back all work; the ends render as disabled non-links.
 */
export function ProjectPagination({ currentPage, pageCount, hrefFor = getProjectPagePath, onPageLink }: ProjectPaginationProps) {
  const link = (page: number) => ({
    href: hrefFor(page),
    ...(onPageLink && { prefetch: false, onClick: (event: MouseEvent<HTMLAnchorElement>) => onPageLink(event, page) }),
  })
  return (
    <nav aria-label="Project list pages" className={styles.pagination}>
      <ul className={styles.list}>
        <li>
          {currentPage > 1 ? (
            <Link {...link(currentPage - 1)} rel="prev" className={styles.step}>
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
                {...link(page)}
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
          {currentPage < pageCount ? (
            <Link {...link(currentPage + 1)} rel="next" className={styles.step}>
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
