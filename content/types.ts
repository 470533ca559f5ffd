// Types for every content entity of SPEC §3. Content files annotate their data with these;
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

export type Office = {
  city: 'Indore' | 'Noida' | 'Mumbai' | 'New York'
  region: string
  country: string
  /** Full postal address shown in the footer and used in JSON-LD. */
  streetAddress: string
  postalCode: string
  mapUrl: string
  telephone?: string
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
}

export type LegalSection = {
  heading: string
  paragraphs?: readonly string[]
  list?: readonly string[]
}

export type LegalDocument = {
  slug: 'terms-condition' | 'privacy-policy' | 'cookie-policy'
  title: string
  description: string
  lastUpdated: string
  intro: readonly string[]
  sections: readonly LegalSection[]
}

export type CareerBenefit = { title: string; description: string; icon: ImageAsset }
