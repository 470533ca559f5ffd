import { brand } from '@/content/site'
import { formatHours, localClock, officeState, suggestedOfficeIds } from '@/lib/office-hours'

const indore = brand.offices.find((office) => office.id === 'indore')!
const newYork = brand.offices.find((office) => office.id === 'new-york')!

describe('office hours', () => {
  it('formats the fixed hours', () => {
    expect(formatHours(indore.hours)).toEqual(['Mon–Fri 09:30–18:30', 'Sat 10:00–14:00'])
    expect(formatHours([{ days: [1, 3], opens: '08:00', closes: '12:00' }])).toEqual(['Mon, Wed 08:00–12:00'])
  })

  it('reads the clock in the office’s zone, summer time included', () => {
    // Tuesday 24 Nov 2026, 13:00 UTC: 18:30 in India, 08:00 in New York (EST).
    expect(localClock(new Date('2026-11-24T13:00:00Z'), 'Asia/Kolkata')).toEqual({ day: 2, time: '18:30' })
    expect(localClock(new Date('2026-11-24T13:00:00Z'), 'America/New_York')).toEqual({ day: 2, time: '08:00' })
    expect(localClock(new Date('2026-07-07T13:00:00Z'), 'America/New_York')).toEqual({ day: 2, time: '09:00' })
  })

  it('open now, closing time exclusive; opens today, tomorrow or on a named day', () => {
    const at = (iso: string, office = indore) => officeState(office.hours, new Date(iso), office.timeZone)
    expect(at('2026-11-24T06:00:00Z')).toEqual({ open: true, closes: '18:30' }) // Tue 11:30 IST
    expect(at('2026-11-24T13:00:00Z')).toEqual({ open: false, opens: 'tomorrow at 09:30' }) // Tue 18:30 IST
    expect(at('2026-11-24T02:00:00Z')).toEqual({ open: false, opens: 'today at 09:30' }) // Tue 07:30 IST
    expect(at('2026-11-28T10:00:00Z')).toEqual({ open: false, opens: 'Monday at 09:30' }) // Sat 15:30 IST
    expect(at('2026-11-24T13:00:00Z', newYork)).toEqual({ open: false, opens: 'today at 08:30' }) // Tue 08:00 ET
    expect(at('2026-11-27T22:30:00Z', newYork)).toEqual({ open: false, opens: 'Monday at 08:30' }) // Fri 17:30 ET
    expect(officeState([], new Date(), 'UTC')).toEqual({ open: false, opens: null })
  })

  it('suggests the offices of the visitor’s region', () => {
    expect(suggestedOfficeIds(brand.offices, 'America/Chicago')).toEqual(['new-york'])
    expect(suggestedOfficeIds(brand.offices, 'Asia/Kolkata')).toEqual(['indore', 'noida', 'mumbai'])
    expect(suggestedOfficeIds(brand.offices, 'Europe/Berlin')).toEqual([])
  })
})
