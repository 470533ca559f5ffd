import { brand } from './site'
import type {
  BlogTeaser,
  ExpertiseTopic,
  HeroSlide,
  ImageAsset,
  ServiceCard,
  ServiceId,
  ServiceSlide,
  Statistic,
  Testimonial,
} from './types'

// Every text of the home page, in section order.

const img = (name: string, width: number, height: number, alt: string): ImageAsset => ({
  src: `/images/home/${name}`,
  width,
  height,
  alt,
})

/** Link to a service page; typed so a slide can only point at a real service id. */
const servicePage = (id: ServiceId) => `/services/${id}`

/** Autoplay delays and gaps. */
export const HERO_AUTOPLAY_MS = 4000
export const SERVICES_AUTOPLAY_MS = 3000
export const TESTIMONIALS_AUTOPLAY_MS = 5000
export const CAROUSEL_GAP_PX = 30

/** The hero's 'View Details' target. The old /services/bim-modeling redirects here; linking the page itself spares the click and the prefetch that redirect. */
const HERO_LINK = servicePage('bim-services')

/** The second button of every slide: the project brief. */
export const heroBriefLink = { label: 'Start a project', href: '/start-a-project' } as const

export const heroSlides: readonly HeroSlide[] = [
  {
    backgroundImage: img('hero-1.svg', 1600, 900, ''),
    title: 'Structural design and steel detailing you can build from',
    subtitle: [
      'Steel, RCC and timber structures designed to AISC, IS 800/456, Eurocode, ACI 318 and BS, then detailed in Tekla and SDS2 for the shop floor.',
      'Over 1000 projects delivered for builders, fabricators and contractors in India, the U.S. and worldwide.',
    ],
    buttonText: 'View Details',
    link: HERO_LINK,
  },
  {
    backgroundImage: img('hero-2.svg', 1600, 900, ''),
    title: 'BIM models that coordinate every trade before site',
    subtitle: [
      'Architectural, structural and MEPF models from LOD 100 to 500, delivered to ISO 19650 with federated Navisworks clash runs.',
      'Clash-free models cut RFIs by up to 40% and on-site rework by over 25%.',
    ],
    buttonText: 'View Details',
    link: HERO_LINK,
  },
  {
    backgroundImage: img('hero-3.svg', 1600, 900, ''),
    title: 'Rebar detailing from a team with 500+ projects behind it',
    subtitle: [
      'Bar bending schedules and placement drawings to ACI 318, IS 456, IS 13920 and BS 8666, checked bar by bar against the design.',
      'More than 10 years of rebar experience for slabs, cores, bridges and foundations.',
    ],
    buttonText: 'View Details',
    link: HERO_LINK,
  },
  {
    backgroundImage: img('hero-4.svg', 1600, 900, ''),
    title: 'Scan to BIM: from point cloud to as-built model',
    subtitle: [
      'Laser-scan point clouds turned into accurate Revit models of what is really there, ready for retrofit, extension or facility management.',
      'Reliable existing conditions keep renovation timelines up to 40% shorter.',
    ],
    buttonText: 'View Details',
    link: HERO_LINK,
  },
]

/** The four cards over the hero; the card at the active slide's index is highlighted. */
export const heroCards: readonly ServiceCard[] = [
  {
    image: img('card-3d-modelling.svg', 48, 48, ''),
    title: '3D Modelling',
    description: 'Architectural, structural and MEPF models in Revit and Tekla.',
  },
  {
    image: img('card-pdf-cad-to-bim.svg', 48, 48, ''),
    title: 'PDF/CAD to BIM',
    description: 'Legacy drawings rebuilt as intelligent, data-rich models.',
  },
  {
    image: img('card-scan-to-bim.svg', 48, 48, ''),
    title: 'Scan to BIM',
    description: 'Point clouds converted into accurate as-built models.',
  },
  {
    image: img('card-lod-modelling.svg', 48, 48, ''),
    title: 'LOD-Specific Modelling',
    description: 'LOD 100 to 500, matched to each project stage.',
  },
]

/** The static second row of cards. */
export const bimDimensionCards: readonly ServiceCard[] = [
  {
    image: img('card-clash-detection.svg', 48, 48, ''),
    title: 'Clash Detection',
    description: 'Federated Navisworks runs that resolve conflicts before they reach site.',
  },
  {
    image: img('card-4d-bim.svg', 48, 48, ''),
    title: '4D BIM',
    description: 'Time simulation linking the model to the construction sequence.',
  },
  {
    image: img('card-5d-bim.svg', 48, 48, ''),
    title: '5D BIM',
    description: 'Cost estimation and quantity take-off straight from the model.',
  },
  {
    image: img('card-6d-bim.svg', 48, 48, ''),
    title: '6D BIM',
    description: 'Sustainability and energy analysis for better-performing buildings.',
  },
]

export const aboutIntro = {
  eyebrow: 'About Us',
  heading: 'Who We Are',
  paragraphs: [
    `${brand.name} is a structural engineering and BIM consultancy founded in ${brand.foundingYear}. Our in-house engineers, detailers and modellers design, detail and coordinate structures for builders, fabricators, developers, contractors, architects and civil engineers.`,
    'Every model and drawing follows AISC, IS, Eurocode, ACI, BS, ISO 19650 and LOD guidelines, and goes through a documented checking process before it leaves the office.',
  ],
  link: { text: 'Explore our BIM services', href: servicePage('bim-services') },
  button: { text: 'About us', href: '/about' },
  image: img('about-bim.svg', 800, 600, 'Wireframe BIM model of a building with floor plates and a section plane'),
  vision: {
    title: 'Our Vision',
    text: 'To be the engineering partner builders trust to get it right on paper, so it goes right on site.',
  },
  mission: {
    title: 'Our Mission',
    text: 'To deliver accurate, code-compliant designs and coordinated models on schedule, cutting RFIs, rework and waste for every client.',
  },
} as const

export const serviceSlides: readonly ServiceSlide[] = [
  {
    title: 'Structural Design',
    subtitle: 'RCC, steel and wood',
    description: 'Analysis and design in ETABS, STAAD and SAFE to IS 456, IS 800, IS 13920, ACI 318, AISC and Eurocode.',
    image: img('service-structural-design.svg', 600, 400, ''),
    href: servicePage('structural-design'),
  },
  {
    title: 'Steel Connection Design',
    description: 'Shear, moment and bracing connections designed and checked in IDEA StatiCa with calculation packages for approval.',
    image: img('service-connection-design.svg', 600, 400, ''),
    href: servicePage('steel-connection-design'),
  },
  {
    title: 'Steel Detailing',
    description: 'Tekla and SDS2 models, erection drawings, shop drawings and CNC files to AISC and IS 800.',
    image: img('service-steel-detailing.svg', 600, 400, ''),
    href: servicePage('steel-detailing'),
  },
  {
    title: 'PEB Design',
    subtitle: 'Pre-engineered buildings',
    description: 'Optimised portal frames, purlins and bracing that cut material waste by up to 50%.',
    image: img('service-peb-design.svg', 600, 400, ''),
    href: servicePage('pre-engineering'),
  },
  {
    title: 'Rebar Detailing',
    description: 'Placement drawings and bar bending schedules from a team with 500+ rebar projects and 10+ years of practice.',
    image: img('service-rebar-detailing.svg', 600, 400, ''),
    href: servicePage('rebar-detailing'),
  },
  {
    title: 'Project Management',
    description: 'Single-point coordination, 4D schedules and weekly reporting that keep timelines up to 40% shorter.',
    image: img('service-project-management.svg', 600, 400, ''),
  },
  {
    title: 'BIM Services',
    description: 'Modelling, clash detection, 4D to 6D BIM and COBie/IFC deliverables to ISO 19650.',
    image: img('service-bim-services.svg', 600, 400, ''),
    href: servicePage('bim-services'),
  },
]

export const statistics: readonly Statistic[] = [
  {
    value: 1000,
    suffix: '+',
    label: 'Projects delivered',
    description: 'Commercial, industrial, residential and infrastructure work across India, the U.S. and global markets.',
  },
  {
    value: 100,
    suffix: '+',
    label: 'In-house engineers and detailers',
    description: 'Structural engineers, steel and rebar detailers and BIM modellers on our own payroll.',
  },
  {
    value: 20,
    suffix: '+',
    label: 'Design and BIM platforms',
    description: 'From Revit, Tekla and SDS2 to ETABS, STAAD, IDEA StatiCa and Navisworks.',
  },
]

export const expertiseTopics: readonly ExpertiseTopic[] = [
  {
    title: 'BIM Coordination',
    description: 'Clash-free models before a single trade mobilises',
    subtext: [
      'We federate architectural, structural and MEPF models and run Navisworks clash detection every cycle.',
      'Issues are tracked to closure in BCF, which cuts RFIs by up to 40%.',
    ],
    image: img('expertise-coordination.svg', 640, 480, 'Wireframe building model with a dashed section plane'),
  },
  {
    title: 'Steel Detailing and Connections',
    description: 'Fabrication-ready steel, connection by connection',
    subtext: [
      'Tekla and SDS2 models produce erection drawings, shop drawings and CNC files to AISC and IS 800.',
      'Connections are designed in IDEA StatiCa, so on-site rework drops by over 25%.',
    ],
    image: img('expertise-steel.svg', 640, 480, 'Bolted end-plate connection between a beam and a column'),
  },
  {
    title: 'Rebar Detailing',
    description: '500+ rebar projects, 10+ years of practice',
    subtext: [
      'Placement drawings and bar bending schedules to ACI 318, IS 456, IS 13920 and BS 8666.',
      'Laps, cover and congestion are checked in 3D before bars are cut.',
    ],
    image: img('expertise-rebar.svg', 640, 480, 'Rebar cage with longitudinal bars and closed stirrups'),
  },
  {
    title: 'Pre-Engineered Buildings',
    description: 'Lighter frames, less waste',
    subtext: [
      'Tapered portal frames, purlins and bracing optimised member by member.',
      'Optimised PEB designs cut material waste by up to 50% and timelines by up to 40%.',
    ],
    image: img('expertise-peb.svg', 640, 480, 'Portal frames of a pre-engineered shed with purlins'),
  },
  {
    title: 'Scan to BIM',
    description: 'What is there, modelled as it is',
    subtext: [
      'Registered point clouds become Revit models at the LOD the project needs, up to LOD 500 as-built.',
      'Retrofits and extensions start from verified existing conditions.',
    ],
    image: img('expertise-scan.svg', 640, 480, 'Point cloud of a gabled building'),
  },
]

export const testimonials: readonly Testimonial[] = [
  {
    image: img('avatar-1.svg', 96, 96, ''),
    quote: 'Their Tekla models came with connection calcs already approved. Our shop started cutting a week earlier than planned.',
    name: 'Rahul Mehta',
    title: 'Director, steel fabrication firm, Pune',
  },
  {
    image: img('avatar-2.svg', 96, 96, ''),
    quote: 'The clash reports were clear and every issue was closed before we poured. Site RFIs dropped noticeably.',
    name: 'Sarah Klein',
    title: 'Project Manager, general contractor, New Jersey',
  },
  {
    image: img('avatar-3.svg', 96, 96, ''),
    quote: 'Bar bending schedules matched the drawings bar for bar. We had almost no rebar waste on a 22-storey tower.',
    name: 'James Walker',
    title: 'Site Engineer, residential developer',
  },
  {
    image: img('avatar-4.svg', 96, 96, ''),
    quote: 'They redesigned our warehouse as a PEB and saved a large share of the steel tonnage without changing the layout.',
    name: 'Anita Patel',
    title: 'Owner, logistics park, Indore',
  },
  {
    image: img('avatar-5.svg', 96, 96, ''),
    quote: 'The scan-to-BIM model of our plant was accurate enough to design the extension directly on it.',
    name: 'David Lee',
    title: 'Facilities Lead, manufacturing company',
  },
  {
    image: img('avatar-6.svg', 96, 96, ''),
    quote: 'Responsive, code-literate and on time. They work to ISO 19650 without us having to ask.',
    name: 'Neha Verma',
    title: 'BIM Manager, architecture practice, Noida',
  },
]

export const testimonialSummary = {
  satisfaction: '99.9%',
  satisfactionLabel: 'Customer satisfaction',
  reviews: '500+ reviews',
  completedProjects: '1,000 completed projects',
  stars: 5,
} as const

export const blogTeasers: readonly BlogTeaser[] = [
  {
    image: img('blog-iso-19650.svg', 600, 360, ''),
    category: 'BIM Standards',
    date: '2025-05-14',
    title: 'ISO 19650 in practice: what changes for contractors',
    description: 'Information requirements, common data environments and naming: a plain guide to working to ISO 19650.',
    link: `${brand.blogUrl}/iso-19650-in-practice`,
  },
  {
    image: img('blog-scan-to-bim.svg', 600, 360, ''),
    category: 'Scan to BIM',
    date: '2025-04-22',
    title: 'Choosing the right LOD for an as-built model',
    description: 'LOD 300 or LOD 500? How to match the level of development to retrofit, FM and extension work.',
    link: `${brand.blogUrl}/choosing-lod-for-as-built-models`,
  },
  {
    image: img('blog-connection-design.svg', 600, 360, ''),
    category: 'Steel',
    date: '2025-03-30',
    title: 'Five connection details that slow down steel erection',
    description: 'Common connection choices that cost time on site, and the AISC-compliant alternatives we use instead.',
    link: `${brand.blogUrl}/connection-details-that-slow-erection`,
  },
]

export const homeMeta = {
  description:
    'Structural design, steel and rebar detailing, pre-engineered buildings and BIM modelling to AISC, IS, Eurocode, ACI, BS and ISO 19650. 1000+ projects in India, the U.S. and worldwide.',
} as const

/** Headings of the home sections, in page order. */
export const homeSections = {
  hero: { carouselLabel: 'Featured services' },
  serviceCards: { title: 'BIM modelling services' },
  services: {
    eyebrow: 'What we do',
    title: 'Our Service',
    intro: 'Design, detailing and BIM under one roof, so design intent reaches the shop floor and the site intact.',
    carouselLabel: 'Service highlights',
  },
  impact: {
    eyebrow: 'In numbers',
    title: 'Proven Impact',
    intro: 'A decade of structural and BIM delivery for clients in India, the U.S. and global markets.',
  },
  expertise: {
    eyebrow: 'Where we go deep',
    title: 'Specialized Expertise',
    intro: 'Five areas where our teams carry the most experience.',
  },
  testimonials: {
    eyebrow: 'Testimonials',
    title: 'What Our Clients Say',
    carouselLabel: 'Client testimonials',
  },
  news: {
    eyebrow: 'From our blog',
    title: 'Latest News',
    intro: 'Notes from our engineers on standards, modelling and steel.',
  },
} as const
