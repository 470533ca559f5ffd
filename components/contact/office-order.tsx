'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import { suggestedOfficeIds } from '@/lib/office-hours'
import { OfficeMinute } from './office-status'
import styles from './offices.module.css'

type Card = { id: string; country: string; card: ReactNode }
type Clock = { zone: string; minute: number }

const readClock = (): Clock => ({ zone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? '', minute: Math.floor(Date.now() / 60_000) })

/**
 * The office cards, those in the visitor's time-zone region first and marked as suggested, each
 * with its live local time. Both wait until the list is within a screen of the viewport: the page's
 * first Intl.DateTimeFormat costs a slow phone some 60 ms of CPU, which a visitor who only writes a
 * message should not pay during load (docs/performance.md).
 */
export function OfficeOrder({ cards }: { cards: readonly Card[] }) {
  const list = useRef<HTMLUListElement>(null)
  const [clock, setClock] = useState<Clock | null>(null)

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined
    const tick = () => setClock((last) => {
      const next = readClock()
      return last && last.minute === next.minute && last.zone === next.zone ? last : next
    })
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        tick()
        timer = setInterval(tick, 15_000)
      },
      { rootMargin: '0px 0px 100% 0px' },
    )
    if (list.current) observer.observe(list.current)
    return () => {
      observer.disconnect()
      clearInterval(timer)
    }
  }, [])

  const suggested = clock ? suggestedOfficeIds(cards, clock.zone) : []
  const ordered = [...cards.filter((card) => suggested.includes(card.id)), ...cards.filter((card) => !suggested.includes(card.id))]
  return (
    <OfficeMinute value={clock?.minute ?? null}>
      <ul ref={list} className={styles.list}>
        {ordered.map((card) => (
          <li key={card.id} className={styles.item} data-office={card.id}>
            {suggested.includes(card.id) && <p className={styles.suggested}>Suggested for your time zone</p>}
            {card.card}
          </li>
        ))}
      </ul>
    </OfficeMinute>
  )
}
