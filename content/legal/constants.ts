import { brand } from '../site'

// The figures the legal texts state (age limits, liability cap, notice period), named once so texts and tests agree.

/** ISO date of the current versions of all three documents (shown as 'Last updated June 23, 2025'). */
export const LEGAL_LAST_UPDATED = '2025-06-23'
/** Minimum age to use the website (Terms). */
export const MINIMUM_AGE_TERMS = 18
/** Children under this age are not served (Privacy Policy). */
export const CHILDREN_AGE_LIMIT = 13
/** Liability cap when nothing was purchased. */
export const LIABILITY_CAP_USD = 100
/** Notice before material changes take effect. */
export const NOTICE_PERIOD_DAYS = 30

/** English name of a country code, e.g. 'IN' -> 'India'. */
export function countryName(code: string): string {
  return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code
}

/** The head office as one line, from the brand facts. */
export const headOfficeAddress = `${brand.address.streetAddress}, ${brand.address.locality}, ${brand.address.region} ${brand.address.postalCode}, ${countryName(brand.address.country)}`

/** 'Noida, Mumbai and New York': the offices other than the head office. */
export const otherOfficeCities = (() => {
  const cities = brand.offices.map((office) => office.city).filter((city) => city !== brand.address.locality)
  return cities.length > 1 ? `${cities.slice(0, -1).join(', ')} and ${cities.at(-1)}` : (cities[0] ?? '')
})()
