import { brand } from './site'
import type { ImageAsset } from './types'

// Every text of the About page, in section order.

const img = (name: string, width: number, height: number, alt: string): ImageAsset => ({
  src: `/images/about/${name}`,
  width,
  height,
  alt,
})

export const aboutMeta = {
  title: 'About Us',
  description: `Who ${brand.name} is: structural engineers, detailers and BIM modellers serving design, construction and operations in India, the U.S. and worldwide.`,
} as const

export const aboutBanner = {
  title: 'About Us',
  backgroundImage: '/images/about/banner.svg',
} as const

export const whoWeAre = {
  eyebrow: 'Who we are',
  heading: 'Engineers who detail what they design',
  paragraphs: [
    `Since ${brand.foundingYear}, ${brand.name} has helped builders, fabricators, developers, contractors, architects and civil engineers turn concepts into buildable structures. Over 1000 projects later, we work from offices in Indore, Noida, Mumbai and New York for clients in India, the U.S. and global markets.`,
    'Our structural engineers, steel and rebar detailers and BIM modellers sit in one team, so design intent, fabrication detail and site coordination never drift apart. We work to AISC, IS 800, IS 456, IS 13920, Eurocode, ACI 318, BS and ISO 19650, at the LOD each stage needs.',
  ],
  image: img('who-we-are.svg', 800, 600, 'Point cloud scan of a gabled building, the start of an as-built model'),
} as const

export type ServicePhase = { title: string; summary: string; items: readonly string[]; icon: ImageAsset }

export const phasesIntro = {
  eyebrow: 'Our service structure',
  heading: 'One partner across the building life cycle',
  text: 'We organise our services around the three phases of a project, so each deliverable feeds the next.',
} as const

export const servicePhases: readonly ServicePhase[] = [
  {
    title: 'Design',
    summary: 'Concept to construction documents, designed to code and modelled at the right LOD.',
    items: [
      'Structural design in RCC, steel and wood',
      'Steel connection design in IDEA StatiCa',
      'Pre-engineered building design',
      'Architectural, structural and MEPF models, LOD 100-400',
    ],
    icon: img('phase-design.svg', 48, 48, ''),
  },
  {
    title: 'Construction',
    summary: 'Fabrication-ready detail and coordination that keeps the site moving.',
    items: [
      'Steel detailing, shop and erection drawings in Tekla and SDS2',
      'Rebar detailing and bar bending schedules',
      'Clash detection and coordination in Navisworks',
      '4D time simulation and 5D quantity take-off',
    ],
    icon: img('phase-construction.svg', 48, 48, ''),
  },
  {
    title: 'Operations',
    summary: 'As-built information the owner can run the building on.',
    items: [
      'Scan to BIM and LOD 500 as-built models',
      'COBie and IFC deliverables for facility management',
      '6D sustainability and energy analysis',
    ],
    icon: img('phase-operations.svg', 48, 48, ''),
  },
]

export const whyChooseUs = {
  eyebrow: 'Why industry leaders choose us',
  heading: 'Measured results, not promises',
  points: [
    {
      title: 'Code-compliant by default',
      text: 'Designs and drawings to AISC, IS, Eurocode, ACI, BS and ISO 19650, checked and signed off before issue.',
    },
    {
      title: 'Fewer RFIs, less rework',
      text: 'Coordinated, clash-free models cut RFIs by up to 40% and on-site rework by over 25%.',
    },
    {
      title: 'Leaner structures',
      text: 'Optimised pre-engineered building designs cut material waste by up to 50%.',
    },
    {
      title: 'Faster programmes',
      text: 'Parallel design and detailing with 4D planning trims project timelines by up to 40%.',
    },
    {
      title: 'Proven depth',
      text: 'Over 1000 projects, 500+ of them in rebar detailing, backed by more than 10 years of rebar experience.',
    },
  ],
} as const

export const missionVision = {
  eyebrow: 'What drives us',
  heading: 'Mission and vision',
  mission: {
    title: 'Our Mission',
    text: 'To deliver accurate, code-compliant structural designs and coordinated BIM models on schedule, so our clients build with fewer RFIs, less rework and less waste.',
  },
  vision: {
    title: 'Our Vision',
    text: 'To be the engineering partner builders worldwide trust to get it right on paper, so it goes right on site.',
  },
  image: img('mission.svg', 800, 600, 'Portal frames of a pre-engineered building with purlins'),
} as const

export const aboutLinks = {
  heading: 'Start your next project with us',
  text: 'Tell us what you are building, and our engineers will come back with a scope and a schedule.',
  links: [
    { text: 'Explore BIM modelling', href: '/services/bim-services' },
    { text: 'Contact us', href: '/contact' },
    { text: 'Back to home', href: '/' },
  ],
} as const
