import type { OpeningHours } from '@/content/types'

// Opening hours are fixed in each office's own time zone; the browser works out, from its own
// clock, what time it is there and whether the office is open. Nothing here knows where the
// visitor is, except the time zone the browser reports (no geolocation).

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
const SHORT_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const
type IsoDay = OpeningHours['days'][number]

/** 'Mon–Fri' for consecutive days, 'Mon, Wed' otherwise. */
function dayRange(days: readonly IsoDay[]): string {
  const sorted = [...days].sort((a, b) => a - b)
  const consecutive = sorted.every((day, index) => index === 0 || day === (sorted[index - 1] ?? 0) + 1)
  const name = (day: IsoDay) => SHORT_DAYS[day - 1]
  if (sorted.length > 2 && consecutive) return `${name(sorted[0]!)}–${name(sorted[sorted.length - 1]!)}`
  return sorted.map(name).join(', ')
}

/** The hours as lines, e.g. ['Mon–Fri 09:30–18:30', 'Sat 10:00–14:00']. */
export function formatHours(hours: readonly OpeningHours[]): string[] {
  return hours.map((entry) => `${dayRange(entry.days)} ${entry.opens}–${entry.closes}`)
}

/** schema.org names of the days, for the structured data. */
export const schemaDays = (days: readonly IsoDay[]) => days.map((day) => DAY_NAMES[day - 1])

/** The weekday (1 = Monday) and the time ('14:05') in a time zone at an instant. */
export function localClock(now: Date, timeZone: string): { day: IsoDay; time: string } {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now)
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? ''
  const day = (SHORT_DAYS.indexOf(part('weekday') as (typeof SHORT_DAYS)[number]) + 1) as IsoDay
  return { day, time: `${part('hour')}:${part('minute')}` }
}

export type OfficeState = { open: true; closes: string } | { open: false; opens: string } | { open: false; opens: null }

/** Open now (until when), or when it next opens: 'today at 09:30', 'tomorrow at 09:30', 'Monday at 09:30'. */
export function officeState(hours: readonly OpeningHours[], now: Date, timeZone: string): OfficeState {
  const { day, time } = localClock(now, timeZone)
  const on = (weekday: number) => hours.find((entry) => (entry.days as readonly number[]).includes(weekday))
  const today = on(day)
  if (today && today.opens <= time && time < today.closes) return { open: true, closes: today.closes }
  if (today && time < today.opens) return { open: false, opens: `today at ${today.opens}` }
  for (let ahead = 1; ahead <= 7; ahead += 1) {
    const weekday = ((day - 1 + ahead) % 7) + 1
    const next = on(weekday)
    if (next) return { open: false, opens: `${ahead === 1 ? 'tomorrow' : DAY_NAMES[weekday - 1]} at ${next.opens}` }
  }
  return { open: false, opens: null }
}

const INDIA_ZONES = ['Asia/Kolkata', 'Asia/Calcutta']

/** The offices for a visitor's time zone first: the Americas → New York, India → the Indian offices. */
export function suggestedOfficeIds(offices: readonly { id: string; country: string }[], visitorZone: string): string[] {
  const country = INDIA_ZONES.includes(visitorZone) ? 'IN' : /^(America|US|Canada)\/|^Pacific\/Honolulu$/.test(visitorZone) ? 'US' : null
  return country ? offices.filter((office) => office.country === country).map((office) => office.id) : []
}
