import type { CSSProperties, ReactNode } from 'react'
import styles from './carousel.module.css'

type CarouselControlsProps = {
  label: string
  paused: boolean
  onTogglePause: () => void
  /** Previous/next buttons; 'desktop' shows them from 1024 px only. */
  arrows: 'always' | 'desktop' | 'none'
  onPrev: () => void
  onNext: () => void
  /** Room for Swiper's bullet dots ('mobile': below 1024 px only); none in a fade carousel. */
  dots?: { show: 'always' | 'mobile'; count: number }
  indicators?: ReactNode
  className?: string
}

/** The row under (or over) every carousel: arrows, dots, custom indicators and pause/play. */
export function CarouselControls({ label, paused, onTogglePause, arrows, onPrev, onNext, dots, indicators, className }: CarouselControlsProps) {
  return (
    <div className={`${styles.controls} ${className ?? ''}`}>
      {arrows !== 'none' && (
        <div className={`${styles.arrows} ${arrows === 'desktop' ? styles.desktopOnly : ''}`}>
          <button type="button" className={styles.prev} aria-label="Previous slide" onClick={onPrev}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
              <path d="M12.5 4 6.5 10l6 6" fill="none" stroke="currentColor" strokeWidth="2.2" />
            </svg>
          </button>
          <button type="button" className={styles.next} aria-label="Next slide" onClick={onNext}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
              <path d="m7.5 4 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.2" />
            </svg>
          </button>
        </div>
      )}
      {dots && (
        <div
          className={`${styles.dots} ${dots.show === 'mobile' ? styles.mobileOnly : ''}`}
          style={{ '--dot-count': dots.count } as CSSProperties}
        />
      )}
      {indicators}
      <button type="button" className={styles.pause} onClick={onTogglePause} aria-label={paused ? `Play ${label} carousel` : `Pause ${label} carousel`}>
        {paused ? (
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
            <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
          </svg>
        ) : (
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
            <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" fill="currentColor" />
          </svg>
        )}
      </button>
    </div>
  )
}
