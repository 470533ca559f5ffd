'use client'

import { createContext, use } from 'react'
import type { OpeningHours } from '@/content/types'
import { localClock, officeState } from '@/lib/office-hours'
import styles from './offices.module.css'

/** The current minute, shared by every card; null until the office list starts its clock. */
export const OfficeMinute = createContext<number | null>(null)

/** The office's local time and whether it is open now, from the browser's clock. */
export function OfficeStatus({ timeZone, hours }: { timeZone: string; hours: readonly OpeningHours[] }) {
  const minute = use(OfficeMinute)
  if (minute === null) return null
  const now = new Date(minute * 60_000)
  const state = officeState(hours, now, timeZone)
  return (
    <p className={styles.status} data-testid="office-status">
      <span className={state.open ? styles.open : styles.closed}>{state.open ? 'Open now' : 'Closed'}</span>
      <span>
        {state.open ? `until ${state.closes}` : state.opens ? `opens ${state.opens}` : ''} · local time {localClock(now, timeZone).time}
      </span>
    </p>
  )
}
