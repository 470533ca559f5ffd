'use client'

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import type { ServiceFeature } from '@/content/types'
import styles from './feature-tabs.module.css'

type FeatureTabsProps = {
  features: readonly ServiceFeature[]
  /** Accessible name of the tab list. */
  label: string
  /** Each feature's picture, rendered on the server (so no image code ships with this island). */
  media?: readonly ReactNode[]
}

/** '01/', '02/' ... */
export function tabNumber(index: number): string {
  return `${String(index + 1).padStart(2, '0')}/`
}

/**
 * Numbered feature tabs in the ARIA tabs pattern (automatic activation, roving tabindex,
 * arrows/Home/End). Every panel is rendered, the unselected ones `hidden`, so crawlers and the
 * pre-rendered HTML carry all of their text.
 */
export function FeatureTabs({ features, label, media }: FeatureTabsProps) {
  const baseId = useId()
  const [selected, setSelected] = useState(0)
  // The 0.4 s swap animation plays only after the visitor changes tab, never on first paint.
  const [changed, setChanged] = useState(false)
  const tabs = useRef<(HTMLButtonElement | null)[]>([])

  function select(index: number, moveFocus: boolean) {
    if (index !== selected) setChanged(true)
    setSelected(index)
    if (moveFocus) tabs.current[index]?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const last = features.length - 1
    const keys: Record<string, number> = {
      ArrowDown: selected === last ? 0 : selected + 1,
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowUp: selected === 0 ? last : selected - 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    }
    const next = keys[event.key]
    if (next === undefined) return
    event.preventDefault()
    select(next, true)
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} aria-orientation="vertical" className={styles.list}>
        {features.map((feature, index) => (
          <button
            key={feature.title}
            ref={(element) => {
              tabs.current[index] = element
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-controls={`${baseId}-panel-${index}`}
            aria-selected={index === selected}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => select(index, false)}
            onKeyDown={onKeyDown}
          >
            <span className={styles.number}>{tabNumber(index)}</span>
            <span>{feature.title}</span>
          </button>
        ))}
      </div>
      {features.map((feature, index) => (
        <div
          key={feature.title}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={index !== selected}
          tabIndex={0}
          className={`${styles.panel} ${changed ? styles.animated : ''}`}
        >
          <div className={styles.media}>{media?.[index]}</div>
          <div>
            <h3>{feature.title}</h3>
            <p className={styles.description}>{feature.description}</p>
            {feature.subtext.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      ))}
    </div>
  )
}
