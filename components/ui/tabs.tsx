'use client'

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { afterNextPaint } from '@/lib/after-next-paint'
import styles from './tabs.module.css'

export type TabsClassNames = { root?: string; tab?: string; panel?: string }

type TabsProps = {
  /** Accessible name of the tab list. */
  label: string
  /** Each tab's caption, rendered by the caller. */
  tabs: readonly ReactNode[]
  /** One panel per tab, rendered on the server; the hidden ones stay in the HTML for crawlers. */
  panels: readonly ReactNode[]
  /** Prefix of the tab and panel ids (`<id>-tab-0`, `<id>-panel-0`); a generated one by default. */
  id?: string
  classNames?: TabsClassNames
}

/**
 * Vertical tabs in the WAI-ARIA pattern with automatic activation: the selected tab is the only
 * one in the tab order (roving tabindex), arrows move and select, Home and End jump to the ends.
 * Panels carry `data-changed` once the visitor has switched, so a style can animate the swap
 * without animating the first paint. The tap's own frame shows the newly selected tab; its panel
 * is shown in the frame after, which keeps the panel's style, layout and picture out of the tap's
 * answer (docs/performance.md, "Interaction latency").
 */
export function Tabs({ label, tabs, panels, id, classNames = {} }: TabsProps) {
  const generatedId = useId()
  const baseId = id ?? generatedId
  const [selected, setSelected] = useState(0)
  // The panel on show: the selected tab's, from the frame after the selection on.
  const [shown, setShown] = useState(0)
  const [changed, setChanged] = useState(false)
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const last = tabs.length - 1

  function select(index: number) {
    if (index === selected) return
    setSelected(index)
    void afterNextPaint().then(() => {
      setChanged(true)
      setShown(index)
    })
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const next = selected === last ? 0 : selected + 1
    const previous = selected === 0 ? last : selected - 1
    const moves: Record<string, number> = { ArrowDown: next, ArrowRight: next, ArrowUp: previous, ArrowLeft: previous, Home: 0, End: last }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    select(target)
    tabRefs.current[target]?.focus()
  }

  return (
    <div className={classNames.root}>
      <div role="tablist" aria-label={label} aria-orientation="vertical" className={styles.list}>
        {tabs.map((tab, index) => (
          <button
            key={index}
            ref={(element) => {
              tabRefs.current[index] = element
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-controls={`${baseId}-panel-${index}`}
            aria-selected={index === selected}
            tabIndex={index === selected ? 0 : -1}
            className={classNames.tab}
            onClick={() => select(index)}
            onKeyDown={onKeyDown}
          >
            {tab}
          </button>
        ))}
      </div>
      {panels.map((panel, index) => (
        <div
          key={index}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={index !== shown}
          tabIndex={0}
          className={classNames.panel}
          data-changed={changed ? 'true' : undefined}
        >
          {panel}
        </div>
      ))}
    </div>
  )
}
