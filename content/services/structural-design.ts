import type { Service } from '../types'
import accents from './accents.json'
import { industryIcon, serviceBanner, serviceDrawing } from './assets'

const id = 'structural-design'

export const structuralDesign: Service = {
  id,
  title: 'Structural Design (RCC, Steel & Wood)',
  navLabel: 'Structural Designs',
  metaTitle: 'Structural Design Services: RCC, Steel & Timber',
  metaDescription:
    'Structural analysis and design of RCC, steel and timber buildings to IS 456, IS 800, IS 1893, ACI 318, AISC 360, Eurocode and NDS, using ETABS, STAAD.Pro, SAFE and RAM, with calculations and IFC drawings.',
  metaKeywords: ['structural design', 'RCC design', 'steel design', 'timber design', 'ETABS', 'STAAD Pro', 'IS 456', 'ACI 318', 'Eurocode', 'seismic design'],
  bgImage: serviceBanner(id),
  heading: 'Structural design in concrete, steel and timber, engineered to the code you build under',
  description: [
    'Our chartered engineers analyse and design building structures from concept to construction drawings: reinforced and post-tensioned concrete, structural steel, composite construction and engineered timber. We model in ETABS, STAAD.Pro, SAFE, RAM Structural System and Robot, and design foundations, cores, transfer structures and roofs with full calculation packages.',
    'We design to the codes of the project: IS 456, IS 800, IS 1893 and IS 13920 in India; ACI 318, AISC 360, ASCE 7 and NDS in the U.S.; Eurocodes 2, 3, 5 and 8 and BS standards elsewhere. Seismic and wind design is backed by response-spectrum and time-history analysis where the building calls for it.',
    'Deliverables include a design basis report, analysis models, calculations, general arrangement and reinforcement drawings, and IFC models for coordination, for architects, developers, contractors and design-build teams on residential, commercial, industrial and institutional projects.',
  ],
  bimServices: [],
  image: serviceDrawing(id, 'overview', 'A two-storey frame with its deflected shape and bending moment diagram'),
  name: 'Why developers and architects choose our structural design',
  intro:
    'Good structural design is invisible: it lets the architecture work, keeps the quantities honest and never surprises the site. That is what we design for, on every project size.',
  advantages: {
    text: {
      title: 'Safe, economical and buildable',
      description: 'Our engineers design for the least material that meets the code, then check that the contractor can actually build it.',
    },
    features: [
      {
        title: 'Analysis you can audit',
        description: 'Transparent models and calculations, reviewed by a second engineer.',
        subtext: [
          'ETABS and STAAD.Pro models are handed over with load cases, combinations and assumptions documented in a design basis report.',
          'Every design is independently checked in-house before issue, and proof-checking comments are closed in a tracked register.',
        ],
        image: serviceDrawing(id, 'why-1', 'A frame analysis with deflected shape and bending moment diagram'),
      },
      {
        title: 'Foundations matched to the ground',
        description: 'Isolated, raft and pile foundations designed from the soil report.',
        subtext: [
          'We read the geotechnical report with you and choose the foundation that suits the bearing capacity, settlement limits and water table.',
          'Pile caps, rafts and retaining walls are designed in SAFE and checked for punching, uplift and differential settlement.',
        ],
        image: serviceDrawing(id, 'why-2', 'A column on a pile cap with three piles below the ground line'),
      },
      {
        title: 'Seismic and wind expertise',
        description: 'Ductile detailing and dynamic analysis where it matters.',
        subtext: [
          'Response-spectrum analysis to IS 1893, ASCE 7 or Eurocode 8, ductile detailing to IS 13920 and ACI 318 Chapter 18, and drift checks for every storey.',
          'Tall and slender buildings get wind analysis to IS 875 Part 3 or ASCE 7, with comfort checks on accelerations.',
        ],
        image: serviceDrawing(id, 'why-3', 'A braced building frame resisting lateral loads'),
      },
      {
        title: 'Value engineering that holds up',
        description: 'Savings in concrete, steel and time, without cutting margins of safety.',
        subtext: [
          'We compare framing options (flat slab versus beam-slab, steel versus composite) on quantities, cost and programme before the scheme is frozen.',
          'Typical outcomes are 8–15% less reinforcement and simpler formwork cycles, agreed with the contractor early.',
        ],
        image: serviceDrawing(id, 'why-4', 'A design review checklist, each item ticked'),
      },
      {
        title: 'Timber and hybrid structures',
        description: 'Glulam, CLT and light-frame wood designed to NDS and Eurocode 5.',
        subtext: [
          'We design timber roofs, trusses and mass-timber floors, including connection design, fire resistance by charring and vibration checks.',
          'Hybrid steel-timber and concrete-timber schemes give lower embodied carbon without giving up spans.',
        ],
        image: serviceDrawing(id, 'why-5', 'A timber roof truss on two supports'),
      },
    ],
  },
  industriesTitle: 'Structures we design',
  industriesDescription: 'Low-rise to high-rise, light timber to heavy industrial: the same rigour, scaled to the project.',
  industriesBottomline: 'Working in India, the U.S. and global markets under local codes: ask us about yours.',
  industries: [
    {
      image: industryIcon('residential'),
      title: 'Residential towers and housing',
      description: 'High-rise RCC shear-wall buildings, villas and affordable housing with repeatable floor plates.',
    },
    {
      image: industryIcon('commercial'),
      title: 'Commercial and mixed use',
      description: 'Offices, malls and podium-tower schemes with transfer structures and long-span floors.',
    },
    {
      image: industryIcon('industrial'),
      title: 'Industrial facilities',
      description: 'Plant buildings, equipment foundations and machine pedestals designed for dynamic loads.',
    },
    {
      image: industryIcon('hospitality'),
      title: 'Hotels and hospitality',
      description: 'Column-free ballrooms, podium pools and mixed structural systems behind demanding architecture.',
    },
    {
      image: industryIcon('education'),
      title: 'Institutions',
      description: 'Schools, hospitals and public buildings designed for higher importance factors and long service lives.',
    },
  ],
  accentColor: accents['structural-design'],
  contactImage: serviceDrawing(id, 'contact', 'A foundation section with column, pile cap and piles'),
  contactSection: {
    heading: 'Talk to a structural engineer',
    description: 'Send us the architectural drawings and the soil report. We reply with a structural scheme, the codes we will use and a fee for each design stage.',
    points: [
      { title: 'Scheme in a week', text: 'A framing concept with member sizes and quantities, before you commit to full design.' },
      { title: 'Local codes, global team', text: 'IS, ACI, AISC, Eurocode and BS design by engineers who use them every day.' },
      { title: 'Coordinated in BIM', text: 'Structural models shared as IFC or Revit, coordinated with architecture and MEP.' },
    ],
  },
}
