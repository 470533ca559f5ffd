'use client'

import { useSyncExternalStore, type ReactNode } from 'react'
import { suggestedOfficeIds } from '@/lib/office-hours'
import styles from './offices.module.css'

const noSubscription = () => () => {}
const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone ?? ''
const noZone = () => ''

type Card = { id: string; country: string; card: ReactNode }

/** The office cards, those in the visitor's time-zone region first and marked as suggested. */
export function OfficeOrder({ cards }: { cards: readonly Card[] }) {
  const zone = useSyncExternalStore(noSubscription, visitorZone, noZone)
  const suggested = suggestedOfficeIds(cards, zone)
  const ordered = [...cards.filter((card) => suggested.includes(card.id)), ...cards.filter((card) => !suggested.includes(card.id))]
  return (
    <ul className={styles.list}>
      {ordered.map((card) => (
        <li key={card.id} className={styles.item} data-office={card.id}>
          {suggested.includes(card.id) && <p className={styles.suggested}>Suggested for your time zone</p>}
          {card.card}
        </li>
      ))}
    </ul>
  )
}
