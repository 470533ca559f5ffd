import type { Brand, NavLink } from './types'

// The firm's facts, in one place. Every value here is a placeholder for the firm to replace;
// no page hard-codes any of them.

const mapSearch = (query: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`

const headOffice = '4th Floor, Vijay Nagar Business Centre, AB Road, Indore, Madhya Pradesh 452010, India'

export const brand: Brand = {
  name: 'Stratum Structural & BIM Consultants',
  shortName: 'Stratum BIM',
  tagline: 'Structural engineering and BIM that builds right the first time',
  description:
    'Structural design, steel and rebar detailing, pre-engineered buildings and BIM coordination for builders, fabricators, contractors, architects and engineers in India, the U.S. and worldwide.',
  email: 'info@stratum-bim.example',
  careersEmail: 'careers@stratum-bim.example',
  phones: ['+91 98260 00000', '+91 73100 00000'],
  address: {
    streetAddress: '4th Floor, Vijay Nagar Business Centre, AB Road',
    locality: 'Indore',
    region: 'Madhya Pradesh',
    postalCode: '452010',
    country: 'IN',
  },
  offices: [
    {
      id: 'indore',
      city: 'Indore',
      region: 'Madhya Pradesh',
      country: 'IN',
      streetAddress: '4th Floor, Vijay Nagar Business Centre, AB Road',
      postalCode: '452010',
      mapUrl: mapSearch(headOffice),
      telephone: '+91 98260 00000',
      email: 'indore@stratum-bim.example',
      whatsapp: '919826000000',
      timeZone: 'Asia/Kolkata',
      hours: [{ days: [1, 2, 3, 4, 5], opens: '09:30', closes: '18:30' }, { days: [6], opens: '10:00', closes: '14:00' }],
    },
    {
      id: 'noida',
      city: 'Noida',
      region: 'Uttar Pradesh',
      country: 'IN',
      streetAddress: 'Tower B, Sector 62',
      postalCode: '201309',
      mapUrl: mapSearch('Sector 62, Noida, Uttar Pradesh 201309, India'),
      telephone: '+91 73100 00000',
      email: 'noida@stratum-bim.example',
      whatsapp: '917310000000',
      timeZone: 'Asia/Kolkata',
      hours: [{ days: [1, 2, 3, 4, 5], opens: '09:30', closes: '18:30' }],
    },
    {
      id: 'mumbai',
      city: 'Mumbai',
      region: 'Maharashtra',
      country: 'IN',
      streetAddress: 'Andheri-Kurla Road, Andheri East',
      postalCode: '400059',
      mapUrl: mapSearch('Andheri East, Mumbai, Maharashtra 400059, India'),
      telephone: '+91 22 4000 0000',
      email: 'mumbai@stratum-bim.example',
      timeZone: 'Asia/Kolkata',
      hours: [{ days: [1, 2, 3, 4, 5], opens: '10:00', closes: '19:00' }],
    },
    {
      id: 'new-york',
      city: 'New York',
      region: 'NY',
      country: 'US',
      streetAddress: '1 Liberty Plaza',
      postalCode: '10006',
      mapUrl: mapSearch('1 Liberty Plaza, New York, NY 10006, USA'),
      telephone: '+1 212 555 0100',
      email: 'newyork@stratum-bim.example',
      timeZone: 'America/New_York',
      hours: [{ days: [1, 2, 3, 4, 5], opens: '08:30', closes: '17:30' }],
    },
  ],
  socials: [
    { network: 'Facebook', href: 'https://www.facebook.com/stratum-bim.example' },
    { network: 'Instagram', href: 'https://www.instagram.com/stratum-bim.example' },
    { network: 'LinkedIn', href: 'https://www.linkedin.com/company/stratum-bim-example' },
  ],
  blogUrl: 'https://blog.stratum-bim.example',
  copyrightYear: 2025,
  foundingYear: 2014,
  mapEmbedUrl: `https://www.google.com/maps?q=${encodeURIComponent(headOffice)}&z=15&output=embed`,
  analytics: {
    operator: 'us, on our own server in the European Union',
    retention: '24 months, after which only monthly totals remain',
  },
}

/** Public origin for canonical URLs, the sitemap and Open Graph; read at build time. */
export const SITE_URL = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '')

export const mainNav: readonly NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/about' },
  { label: 'Projects', href: '/project' },
  { label: 'Career', href: '/career' },
  { label: 'Contact Us', href: '/contact' },
]

export const legalNav: readonly NavLink[] = [
  { label: 'privacy policy', href: '/privacy-policy' },
  { label: 'terms & conditions', href: '/terms-condition' },
  { label: 'cookie policy', href: '/cookie-policy' },
]

/** Footer specialities. */
export const specialities: readonly string[] = [
  'BIM modelling',
  'Clash detection',
  'Scan to BIM',
  '4D and 5D BIM',
  'Point cloud',
  'LOD development',
  'COBie and IFC compliance',
  'BIM training and support',
]

/** The Services dropdown (header) and the footer's service links. */
export const serviceNav: readonly { id: string; label: string; footerLabel: string }[] = [
  { id: 'bim-services', label: 'BIM Services', footerLabel: 'BIM Services' },
  { id: 'pre-engineering', label: 'Pre-Engineering', footerLabel: 'Pre-Engineered Buildings' },
  { id: 'steel-detailing', label: 'Steel Detailing', footerLabel: 'Steel Detailing' },
  { id: 'structural-design', label: 'Structural Designs', footerLabel: 'Structural Design (RCC, Steel & wood)' },
  { id: 'steel-connection-design', label: 'Steel Connection Design', footerLabel: 'Steel Connection Design' },
  { id: 'rebar-detailing', label: 'Rebar Detailing', footerLabel: 'Rebar Detailing' },
]
