import type { ImageAsset, OfficeId } from './types'

// Copy of the career page and the open roles. The form's education and experience choices live
// with its validation rules in lib/validation/form-rules.ts; its job role choices are the open
// roles below plus a general application (lib/careers.ts). How to add or close a role: docs/careers.md.

export type Benefit = { title: string; description: string; icon: ImageAsset }

export const DISCIPLINES = {
  design: 'Structural design',
  detailing: 'Detailing',
  bim: 'BIM',
  'project-management': 'Project management',
} as const
export type Discipline = keyof typeof DISCIPLINES

/** schema.org employment types, as Google for Jobs reads them. */
export const EMPLOYMENT_TYPES = {
  FULL_TIME: 'Full time',
  PART_TIME: 'Part time',
  CONTRACTOR: 'Contract',
  TEMPORARY: 'Temporary',
  INTERN: 'Internship',
} as const
export type EmploymentType = keyof typeof EMPLOYMENT_TYPES

export type Role = {
  /** The page's address, /career/{slug}: lower-case words joined by hyphens. */
  slug: string
  /** The job title only (no office, salary or company): Google shows it as the posting's name. */
  title: string
  discipline: Discipline
  /** Where the work is done; each office's full postal address comes from content/site.ts. */
  offices: readonly OfficeId[]
  employmentType: EmploymentType
  experienceYears: { min: number; max: number }
  /** The actual base pay range the firm offers, per year; leave out rather than estimate. */
  salary?: { currency: 'INR' | 'USD'; min: number; max: number }
  /** ISO date, e.g. '2026-11-02'. */
  datePosted: string
  /** Last moment applications are taken, ISO date-time with the office's UTC offset. */
  validThrough: string
  /** One or two sentences that open the page and the posting. */
  summary: string
  sections: { whatYouWillDo: readonly string[]; whatYouBring: readonly string[]; whatWeOffer: readonly string[] }
}

/** The job role choice for applications that are not for one of the open roles. */
export const GENERAL_APPLICATION = 'General application'

const indiaOffer = 'Health insurance for you and your family, a performance bonus and 24 days of paid leave a year.'

/**
 * Every posting, open or closed. A role stays here after its validThrough if you like: the next
 * build leaves it out of the list, its page, the sitemap and the search index.
 */
export const roles: readonly Role[] = [
  {
    slug: 'senior-tekla-steel-detailer-noida',
    title: 'Senior Tekla steel detailer',
    discipline: 'detailing',
    offices: ['noida'],
    employmentType: 'FULL_TIME',
    experienceYears: { min: 5, max: 8 },
    salary: { currency: 'INR', min: 750_000, max: 1_100_000 },
    datePosted: '2026-11-02',
    validThrough: '2027-01-31T23:59:59+05:30',
    summary:
      'Lead the Tekla models and shop drawings for structural steel packages on U.S. commercial and industrial projects, and check the work of two to four detailers in our Noida team.',
    sections: {
      whatYouWillDo: [
        'Model steel structures in Tekla Structures from contract drawings and RFI answers, to LOD 400 for fabrication.',
        'Produce and check erection drawings, assembly and single-part shop drawings, DSTV (CNC) files and bolt and material lists.',
        "Raise RFIs, track design changes with revision clouds and keep the model in step with the engineer of record's answers.",
        'Check connections against the approved connection design and AISC detailing practice before drawings leave the office.',
        'Mentor junior detailers and run model reviews with the project engineer.',
      ],
      whatYouBring: [
        "Five to eight years of structural steel detailing in Tekla Structures, at least two of them checking others' drawings.",
        'Working knowledge of AISC 360 and the AISC Code of Standard Practice; IS 800 experience is a plus.',
        'Experience with U.S. fabricators: shop drawing conventions, imperial units and mill tolerances.',
        'A diploma or degree in civil or mechanical engineering, and clear written English for RFIs and transmittals.',
      ],
      whatWeOffer: [
        "A checker's role with a path to detailing team lead.",
        'Sponsored Tekla Structures certification and NISD detailer certification.',
        indiaOffer,
      ],
    },
  },
  {
    slug: 'bim-modeller-revit-mep-indore',
    title: 'BIM modeller (Revit MEP)',
    discipline: 'bim',
    offices: ['indore'],
    employmentType: 'FULL_TIME',
    experienceYears: { min: 2, max: 4 },
    salary: { currency: 'INR', min: 420_000, max: 660_000 },
    datePosted: '2026-11-09',
    validThrough: '2027-02-28T23:59:59+05:30',
    summary:
      'Build coordinated mechanical, electrical and plumbing models in Revit for hospitals, data centres and residential towers, and take them through clash detection with our structural and architectural teams.',
    sections: {
      whatYouWillDo: [
        'Model HVAC ductwork, piping, plumbing, fire protection and electrical containment in Revit from 2D drawings, specifications and point clouds.',
        'Run clash tests in Navisworks Manage, resolve clashes with the BIM coordinator and record them in the issue log.',
        "Produce coordinated services drawings, sections and builder's work drawings for sleeves and openings.",
        "Keep families, shared parameters and worksets to the project's BIM execution plan and ISO 19650 naming.",
      ],
      whatYouBring: [
        'Two to four years of Revit MEP modelling on live projects.',
        'An understanding of how services are installed: duct and pipe sizing, falls, access and maintenance clearances.',
        'Navisworks clash detection; Dynamo or AutoCAD MEP is a plus.',
        'A degree or diploma in mechanical, electrical or civil engineering, or in architecture.',
      ],
      whatWeOffer: [
        'Training towards the Autodesk Certified Professional exam in Revit for MEP.',
        'Projects in India, the U.S. and the Middle East, with a senior reviewer on every model.',
        indiaOffer,
      ],
    },
  },
  {
    slug: 'structural-design-engineer-rcc-mumbai',
    title: 'Structural design engineer (RCC)',
    discipline: 'design',
    offices: ['mumbai'],
    employmentType: 'FULL_TIME',
    experienceYears: { min: 3, max: 6 },
    datePosted: '2026-11-16',
    validThrough: '2027-03-31T23:59:59+05:30',
    summary:
      'Analyse and design reinforced concrete buildings, from residential towers to podium car parks, and see them through to good-for-construction drawings with our Mumbai design team.',
    sections: {
      whatYouWillDo: [
        'Build and analyse ETABS and SAFE models for gravity, wind (IS 875 Part 3) and seismic (IS 1893) loads.',
        'Design slabs, beams, columns, shear walls, rafts and pile caps to IS 456, with ductile detailing to IS 13920.',
        "Prepare design basis reports and calculation packages, and answer proof-checking engineers' comments.",
        'Brief rebar detailers and check general arrangement and reinforcement drawings.',
        'Visit sites in the Mumbai Metropolitan Region to resolve construction queries.',
      ],
      whatYouBring: [
        'Three to six years of RCC building design, with at least one G+12 or taller building taken to construction.',
        "A master's degree in structural engineering, or a bachelor's in civil engineering with equivalent design experience.",
        'Fluency in ETABS and SAFE; STAAD.Pro and RCDC are a plus.',
        'Sound judgement on load paths, transfer structures and buildability.',
      ],
      whatWeOffer: [
        'Every design reviewed by a senior structural engineer before it is issued.',
        'Paid membership of the Indian Association of Structural Engineers and time for its workshops.',
        indiaOffer,
      ],
    },
  },
  {
    slug: 'project-manager-new-york',
    title: 'Project manager, steel detailing and BIM',
    discipline: 'project-management',
    offices: ['new-york'],
    employmentType: 'FULL_TIME',
    experienceYears: { min: 8, max: 12 },
    salary: { currency: 'USD', min: 115_000, max: 140_000 },
    datePosted: '2026-11-18',
    validThrough: '2027-02-15T23:59:59-05:00',
    summary:
      "Run detailing and BIM projects for U.S. general contractors and steel fabricators from our New York office, as the client's single point of contact and the link to our production teams in India.",
    sections: {
      whatYouWillDo: [
        'Own scope, schedule and budget for five to eight concurrent steel detailing, connection design and BIM coordination projects.',
        'Lead kick-off, weekly coordination and model review meetings with fabricators, erectors and engineers of record.',
        'Turn RFIs, change orders and design revisions into clear instructions for our teams in Noida and Indore, across a ten-hour time difference.',
        'Track submittals and approvals, and report progress and risks to each client every week.',
      ],
      whatYouBring: [
        'Eight to twelve years in structural steel, detailing or BIM, at least four of them managing projects for U.S. fabricators or contractors.',
        "A bachelor's degree in civil or structural engineering or construction management; PMP certification is a plus.",
        'Working knowledge of Tekla Structures or Revit, Navisworks and AISC detailing practice.',
        'Authorization to work in the United States.',
      ],
      whatWeOffer: [
        'An annual bonus on top of the base salary shown above.',
        'Medical, dental and vision cover, a 401(k) with company match and 20 days of paid time off.',
        'Two weeks a year with our teams in India, travel paid.',
      ],
    },
  },
  {
    slug: 'bim-coordinator-indore-noida',
    title: 'BIM coordinator',
    discipline: 'bim',
    offices: ['indore', 'noida'],
    employmentType: 'FULL_TIME',
    experienceYears: { min: 4, max: 7 },
    salary: { currency: 'INR', min: 600_000, max: 900_000 },
    datePosted: '2026-11-20',
    validThrough: '2027-03-15T23:59:59+05:30',
    summary:
      "Coordinate federated structural, architectural and MEP models for design-build projects, run clash detection and lead the weekly coordination meetings with clients' design teams.",
    sections: {
      whatYouWillDo: [
        'Federate Revit, Tekla and IFC models in Navisworks and run clash tests to an agreed clash matrix.',
        'Lead coordination meetings, assign issues through BCF and follow each one to closure.',
        'Write and maintain BIM execution plans, model element tables (LOD 300 to 400) and COBie deliverables.',
        'Set up and audit common data environment folders, naming and permissions to ISO 19650.',
      ],
      whatYouBring: [
        'Four to seven years in BIM, at least two as coordinator on multi-discipline projects.',
        'Navisworks Manage and Revit, and an understanding of Tekla models and IFC exchange.',
        'Knowledge of ISO 19650 information management; Solibri or Dynamo is a plus.',
        'A degree in civil engineering or architecture.',
      ],
      whatWeOffer: [
        'Your choice of our Indore or Noida office.',
        'A path to BIM manager on international projects.',
        indiaOffer,
      ],
    },
  },
  {
    // Closed: kept as an example of expiry. It is on no page, in no sitemap and in no form.
    slug: 'graduate-rebar-detailer-indore',
    title: 'Graduate rebar detailer',
    discipline: 'detailing',
    offices: ['indore'],
    employmentType: 'FULL_TIME',
    experienceYears: { min: 0, max: 1 },
    salary: { currency: 'INR', min: 300_000, max: 360_000 },
    datePosted: '2026-09-01',
    validThrough: '2026-11-15T23:59:59+05:30',
    summary: 'Learn rebar detailing on real projects, from bar bending schedules to placing drawings, with a mentor beside you.',
    sections: {
      whatYouWillDo: ['Prepare bar bending schedules and reinforcement placing drawings in AutoCAD and Tekla under a senior detailer.'],
      whatYouBring: ['A diploma or degree in civil engineering, finished in 2025 or 2026.'],
      whatWeOffer: ['Six months of structured training with a mentor, then a detailer role.', indiaOffer],
    },
  },
]

const icon = (name: string): ImageAsset => ({ src: `/images/career/${name}.svg`, width: 48, height: 48, alt: '' })

export const careerPage = {
  metaTitle: 'Career',
  metaDescription:
    'Open roles for structural design engineers, steel detailers, BIM modellers and project managers in Indore, Noida, Mumbai and New York, with salary ranges and how to apply.',
  benefitsIntro: {
    eyebrow: 'Why work with us',
    heading: 'Engineering careers built on real projects',
    paragraph:
      'You will design and detail steel, RCC and PEB structures for clients in India, the U.S. and the Middle East, with senior engineers reviewing your work every step of the way.',
  },
  benefits: [
    {
      title: 'Career growth',
      description:
        'A mentored path from modeler to checker to project lead, with sponsored certification in Tekla, Revit and IDEA StatiCa and regular code workshops on AISC, IS 800 and Eurocode.',
      icon: icon('growth'),
    },
    {
      title: 'Facilities',
      description:
        'Dual-monitor workstations, licensed Tekla Structures, Revit, ETABS, STAAD.Pro and Navisworks seats, and a quiet office in Vijay Nagar, Indore.',
      icon: icon('facilities'),
    },
    {
      title: 'Collaborative culture',
      description:
        'Small project teams where engineers, detailers and BIM coordinators sit together, review models side by side and share what they learn.',
      icon: icon('culture'),
    },
    {
      title: 'Benefits package',
      description:
        'Competitive pay, health insurance for you and your family, a performance bonus, paid leave and a five-and-a-half-day week.',
      icon: icon('benefits'),
    },
  ] satisfies Benefit[],
  rolesIntro: {
    eyebrow: 'Open roles',
    heading: 'Roles we are hiring for',
    paragraph:
      'Each role lists its office, experience and, where we can publish it, the salary range. Pick one to read what the work involves and apply on its page.',
  },
  generalApplication: {
    heading: 'Not the role you are looking for?',
    paragraph:
      'We keep good CVs on file for detailing, design and BIM work that has not been advertised yet. Send a general application and tell us which office suits you.',
    linkText: 'Send a general application',
  },
  /** Shown on a role's page instead of the form once its closing date has passed. */
  closedRole: {
    heading: 'This role has closed',
    paragraph: 'Applications for this role closed on',
    linkText: 'See the roles that are open now',
  },
  form: {
    eyebrow: 'Apply now',
    heading: 'Send us your application',
    paragraph:
      'Tell us about yourself and attach your CV. We read every application and reply within two weeks if your profile fits an opening.',
  },
  contactLine: 'Questions about a role, or an application that does not fit the form? Write to',
} as const
