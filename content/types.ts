// Types for every content entity. Content files annotate their data with these;
// pages read them through the accessors in lib/content.ts.

/** An image shipped in public/, with its intrinsic size so nothing shifts on load. */
export type ImageAsset = {
  /** Path under public/, e.g. '/images/home/hero-1.svg'. */
  src: string
  width: number
  height: number
  alt: string
}

export type NavLink = { label: string; href: string }

export type OfficeId = 'indore' | 'noida' | 'mumbai' | 'new-york'

/** Opening hours for a set of weekdays, in the office's own time zone ("09:30", 24-hour clock). */
export type OpeningHours = {
  /** ISO weekday numbers: 1 = Monday … 7 = Sunday. */
  days: readonly (1 | 2 | 3 | 4 | 5 | 6 | 7)[]
  opens: string
  closes: string
}

export type Office = {
  id: OfficeId
  city: 'Indore' | 'Noida' | 'Mumbai' | 'New York'
  region: string
  /** ISO 3166-1 alpha-2 code. */
  country: string
  /** Full postal address shown in the footer and used in JSON-LD. */
  streetAddress: string
  postalCode: string
  mapUrl: string
  /** International format, e.g. '+91 98260 00000'. */
  telephone: string
  email: string
  /** wa.me number (digits only, with country code) where the office answers WhatsApp. */
  whatsapp?: string
  /** IANA time zone the opening hours are in. */
  timeZone: string
  hours: readonly OpeningHours[]
}

export type SocialLink = { network: 'Facebook' | 'Instagram' | 'LinkedIn'; href: string }

/** The firm's facts: one file, placeholders for the firm to replace. */
export type Brand = {
  name: string
  shortName: string
  tagline: string
  description: string
  email: string
  careersEmail: string
  phones: readonly [string, string]
  address: {
    streetAddress: string
    locality: string
    region: string
    postalCode: string
    country: string
  }
  offices: readonly Office[]
  socials: readonly SocialLink[]
  blogUrl: string
  copyrightYear: number
  foundingYear: number
  /** The keyless map embed of the head office (www.google.com, the one frame origin the CSP allows), loaded only after consent. */
  mapEmbedUrl: string
  /**
   * The visitor statistics, when the site is built with a provider (docs/analytics.md): who runs the
   * provider's server and how long it keeps the figures, as the cookie and privacy policies state them.
   */
  analytics: { operator: string; retention: string }
}

export type HeroSlide = {
  backgroundImage: ImageAsset
  title: string
  subtitle: readonly string[]
  buttonText: string
  link: string
}

export type ServiceCard = { image: ImageAsset; title: string; description: string }

export type ServiceSlide = {
  title: string
  subtitle?: string
  description: string | readonly string[]
  image: ImageAsset
  points?: readonly string[]
  /** The service page this slide links to, where one exists. */
  href?: string
}

export type Statistic = { value: number; suffix: string; label: string; description: string }

export type ExpertiseTopic = {
  title: string
  description: string
  subtext: readonly string[]
  image: ImageAsset
}

export type Testimonial = { image: ImageAsset; quote: string; name: string; title: string }

export type BlogTeaser = {
  image: ImageAsset
  category: string
  /** ISO date, e.g. '2025-05-14'. */
  date: string
  title: string
  description: string
  link: string
}

export type ServiceFeature = {
  title: string
  description: string
  subtext: readonly string[]
  image: ImageAsset
}

export type ServiceAdvantages = {
  /** The text item: a title and description above the tabs. */
  text: { title: string; description: string }
  /** The feature-tabs item: one tab per feature. */
  features: readonly ServiceFeature[]
}

export type Industry = { image?: ImageAsset; title: string; description: string }

export type ServiceContactSection = {
  heading: string
  description: string
  points: readonly { title: string; text: string }[]
}

// The fixed value lists of the portfolio's facets (content/project-facets.ts has their words).

export const SECTOR_IDS = [
  'industrial',
  'energy',
  'warehousing',
  'data-centres',
  'commercial',
  'residential',
  'healthcare',
  'infrastructure',
  'sports',
] as const
export type SectorId = (typeof SECTOR_IDS)[number]

export const INDIA_STATES = [
  'chhattisgarh',
  'gujarat',
  'haryana',
  'himachal-pradesh',
  'karnataka',
  'kerala',
  'madhya-pradesh',
  'maharashtra',
  'odisha',
  'punjab',
  'rajasthan',
  'tamil-nadu',
  'telangana',
  'uttar-pradesh',
] as const
export const US_STATES = ['arizona', 'georgia', 'illinois', 'new-york', 'texas'] as const

/** Where a project is: the country, and for India and the USA the state. */
export type ProjectLocation =
  | { country: 'india'; state: (typeof INDIA_STATES)[number] }
  | { country: 'usa'; state: (typeof US_STATES)[number] }
  | { country: 'guyana' }

export const COUNTRY_IDS = ['india', 'usa', 'guyana'] as const
/** A location facet value: a country, or a state of India or the USA. */
export type LocationId = (typeof COUNTRY_IDS)[number] | (typeof INDIA_STATES)[number] | (typeof US_STATES)[number]

export const SERVICE_IDS = [
  'bim-services',
  'pre-engineering',
  'steel-detailing',
  'structural-design',
  'steel-connection-design',
  'rebar-detailing',
] as const
export type ServiceId = (typeof SERVICE_IDS)[number]

export type Service = {
  id: ServiceId
  title: string
  /** Short label used in menus and the footer. */
  navLabel: string
  metaTitle?: string
  metaDescription?: string
  metaKeywords?: readonly string[]
  bgImage: ImageAsset
  heading: string
  industriesTitle: string
  industriesDescription: string
  industriesBottomline: string
  /** The 'why us' heading. */
  name: string
  intro?: string
  description: readonly string[]
  bimServices: readonly string[]
  image: ImageAsset
  advantages: ServiceAdvantages
  industries: readonly Industry[]
  /** From content/services/accents.json, which the artwork and model drawings read too. */
  accentColor: string
  contactImage: ImageAsset
  contactSection: ServiceContactSection
}

export type Project = {
  /** '1' to '45'. */
  id: string
  title: string
  location: string
  image: ImageAsset
  details: string
  name?: string
  client?: string
  area?: string
  structure?: string
  /** What the portfolio filters and facet pages group by (content/project-facets.ts). */
  facets: ProjectFacets
}

export type ProjectFacets = {
  /** The services the project used, the main one first. */
  services: readonly ServiceId[]
  sector: SectorId
  location: ProjectLocation
}

/** A data table inside a legal section, e.g. the Cookie Policy's list of storage items. */
export type LegalTable = {
  caption: string
  columns: readonly string[]
  rows: readonly (readonly string[])[]
}

/**
 * One numbered section. Rendered in this order: paragraphs, list, table. Paragraphs and list items
 * may hold links written as [label](/path), [label](mailto:...) or [label](https://...).
 */
export type LegalSection = {
  heading: string
  paragraphs?: readonly string[]
  list?: readonly string[]
  table?: LegalTable
}

export type LegalDocument = {
  slug: 'terms-condition' | 'privacy-policy' | 'cookie-policy'
  title: string
  description: string
  /** ISO date, e.g. '2025-06-23'; shown as 'Last updated June 23, 2025'. */
  lastUpdated: string
  intro: readonly string[]
  sections: readonly LegalSection[]
}

export type CareerBenefit = { title: string; description: string; icon: ImageAsset }

/** The levels of development the firm delivers models at (the BIMForum numbering). */
export type LodLevel = '200' | '300' | '350' | '400'

/** What one level of development means for one service: one row of the service page's LOD table. */
export type LodLevelContent = {
  level: LodLevel
  /** What the geometry shows at this level. */
  geometry: string
  /** What information the model's elements carry. */
  information: string
  /** Deliverables with their file formats, e.g. 'Shop drawings (PDF, DWG)'. */
  deliverables: readonly string[]
  software: readonly string[]
  /** One sentence: what the 3D sample model shows at this level (the viewer's live text). */
  modelShows: string
}

/** A service's level-of-development section: its intro, the sample model and one row per level. */
export type ServiceLod = {
  serviceId: ServiceId
  heading: string
  intro: readonly string[]
  /** What the sample model is, e.g. 'Beam-to-column moment connection'. */
  modelName: string
  /** The sample's 2D drawing, as its alt text says it. */
  drawingAlt: string
  /** Lowest level first. */
  levels: readonly LodLevelContent[]
}

/** One level's GLB in content/lod-models.json (written by the model generator). */
export type LodModelFile = { src: string; bytes: number; gzipBytes: number; elements: number; triangles: number }

/** content/lod-models.json: the generated sample files of each service. */
export type LodModelManifest = Record<
  ServiceId,
  {
    levels: Partial<Record<LodLevel, LodModelFile>>
    ifc: { src: string; bytes: number; fileName: string }
    drawing: { src: string; width: number; height: number }
  }
>
