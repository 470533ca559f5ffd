'use client'

import { useState, type KeyboardEvent, type ReactNode } from 'react'
import styles from './expertise.module.css'

type ExpertiseTabsProps = {
  label: string
  /** Tab captions, in order. */
  tabs: readonly string[]
  /** Server-rendered panels, one per tab. Hidden ones stay in the HTML. */
  panels: readonly ReactNode[]
}

const tabId = (index: number) => `expertise-tab-${index}`
const panelId = (index: number) => `expertise-panel-${index}`

/**
 * ARIA tabs (automatic activation): click, arrow keys, Home and End. The first topic is
 * selected at first; the shown panel fades and slides in over 0.4 s.
 */
export function ExpertiseTabs({ label, tabs, panels }: ExpertiseTabsProps) {
  const [selected, setSelected] = useState(0)
  const last = tabs.length - 1

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowDown: selected === last ? 0 : selected + 1,
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowUp: selected === 0 ? last : selected - 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    setSelected(next)
    document.getElementById(tabId(next))?.focus()
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} aria-orientation="vertical" className={styles.list} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={index === selected}
            aria-controls={panelId(index)}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(index)}
          >
            <span className={styles.tabNumber} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            {tab}
          </button>
        ))}
      </div>
      {panels.map((panel, index) => (
        <div
          key={index}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          hidden={index !== selected}
          tabIndex={0}
          className={styles.panel}
        >
          {panel}
        </div>
      ))}
    </div>
  )
}
