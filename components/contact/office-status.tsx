'use client'

import { useSyncExternalStore } from 'react'
import type { OpeningHours } from '@/content/types'
import { localClock, officeState } from '@/lib/office-hours'
import styles from './offices.module.css'

// The current minute, shared by every card; null while the server renders (it does not know the time).
const subscribeToMinutes = (onChange: () => void) => {
  const timer = setInterval(onChange, 15_000)
  return () => clearInterval(timer)
}
const currentMinute = () => Math.floor(Date.now() / 60_000)
const noMinute = () => null

/** The office's local time and whether it is open now, from the browser's clock. */
export function OfficeStatus({ timeZone, hours }: { timeZone: string; hours: readonly OpeningHours[] }) {
  const minute = useSyncExternalStore(subscribeToMinutes, currentMinute, noMinute)
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
