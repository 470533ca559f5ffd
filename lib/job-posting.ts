import { EMPLOYMENT_TYPES, type Role } from '@/content/career'
import { brand, SITE_URL } from '@/content/site'
import { getOffice } from '@/lib/careers'
import { postalAddress } from '@/lib/json-ld'
import { formatLegalDate } from '@/lib/legal'
import { escapeHtml } from '@/lib/escape-html'

// What a role's page shows and what its JobPosting structured data says come from the same
// helpers, so the markup never claims anything the page does not show.

/** 'June 23, 2025' for an ISO date or date-time (its calendar date as written). */
export function formatRoleDate(isoDateOrDateTime: string): string {
  return formatLegalDate(isoDateOrDateTime.slice(0, 10))
}

export function employmentTypeLabel(role: Role): string {
  return EMPLOYMENT_TYPES[role.employmentType]
}

/** '5 to 8 years', or 'Up to 1 year' for graduate roles. */
export function experienceLabel({ experienceYears: { min, max } }: Role): string {
  if (min === 0) return `Up to ${max} ${max === 1 ? 'year' : 'years'}`
  return `${min} to ${max} years`
}

/** '₹7,50,000 to ₹11,00,000 a year' (Indian grouping for rupees), or undefined when not published. */
export function salaryLabel({ salary }: Role): string | undefined {
  if (!salary) return undefined
  const format = new Intl.NumberFormat(salary.currency === 'INR' ? 'en-IN' : 'en-US', {
    style: 'currency',
    currency: salary.currency,
    maximumFractionDigits: 0,
  })
  return `${format.format(salary.min)} to ${format.format(salary.max)} a year`
}

export const SECTION_HEADINGS = {
  whatYouWillDo: 'What you will do',
  whatYouBring: 'What you bring',
  whatWeOffer: 'What we offer',
} as const

/** The posting's description as the HTML Google asks for: the summary, then each section's list. */
export function roleDescriptionHtml(role: Role): string {
  const sections = (Object.keys(SECTION_HEADINGS) as (keyof typeof SECTION_HEADINGS)[]).map(
    (key) => `<p>${SECTION_HEADINGS[key]}:</p><ul>${role.sections[key].map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
  )
  return `<p>${escapeHtml(role.summary)}</p>${sections.join('')}`
}

/** schema.org JobPosting for a role's page, with the fields Google for Jobs requires and recommends. */
export function buildJobPostingJsonLd(role: Role) {
  const url = `${SITE_URL}/career/${role.slug}`
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: role.title,
    description: roleDescriptionHtml(role),
    identifier: { '@type': 'PropertyValue', name: brand.name, value: role.slug },
    url,
    datePosted: role.datePosted,
    validThrough: role.validThrough,
    employmentType: role.employmentType,
    hiringOrganization: {
      '@type': 'Organization',
      '@id': `${SITE_URL}/#organization`,
      name: brand.name,
      sameAs: SITE_URL,
      logo: `${SITE_URL}/icon.svg`,
    },
    jobLocation: role.offices.map((id) => ({ '@type': 'Place', address: postalAddress(getOffice(id)) })),
    ...(role.salary && {
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: role.salary.currency,
        value: { '@type': 'QuantitativeValue', minValue: role.salary.min, maxValue: role.salary.max, unitText: 'YEAR' },
      },
    }),
    // Google's wording for roles open to graduates is the text 'no requirements'.
    experienceRequirements:
      role.experienceYears.min === 0
        ? 'no requirements'
        : { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: role.experienceYears.min * 12 },
    directApply: true,
  }
}
