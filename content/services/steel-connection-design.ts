import type { Service } from '../types'
import accents from './accents.json'
import { industryIcon, serviceBanner, serviceDrawing } from './assets'

const id = 'steel-connection-design'

export const steelConnectionDesign: Service = {
  id,
  title: 'Steel Connection Design',
  navLabel: 'Steel Connection Design',
  metaTitle: 'Steel Connection Design & Calculations (AISC 360, IDEA StatiCa)',
  metaDescription:
    'Delegated steel connection design for fabricators and engineers: shear, moment, bracing and seismic connections to AISC 360, AISC 341, Eurocode 3 and IS 800, with signed calculation packages.',
  metaKeywords: ['steel connection design', 'connection calculations', 'IDEA StatiCa', 'AISC 360', 'AISC 341', 'moment connections', 'bracing connections', 'delegated design'],
  bgImage: serviceBanner(id),
  heading: 'Connection design and calculations that get approved and get built',
  description: [
    'When connection design is delegated to the fabricator, we are the engineers behind it. We design shear tabs, double angles, end plates, moment connections, column splices, base plates and vertical and horizontal bracing connections, including special seismic connections to AISC 341 and prequalified moment connections to AISC 358.',
    'Connections are designed with IDEA StatiCa, RAM Connection, Qnect and our verified spreadsheets to AISC 360, Eurocode 3 (EN 1993-1-8), IS 800 and CSA S16, and issued as clear calculation packages, stamped by licensed engineers where the project requires it.',
    'We work for steel fabricators, detailers and engineers of record, and design every connection with the detailer’s model in view, so it is economical to fabricate and straightforward to erect.',
  ],
  bimServices: [],
  image: serviceDrawing(id, 'overview', 'A beam-to-column end-plate connection with bolts and stiffeners'),
  name: 'Why fabricators delegate connections to us',
  intro:
    'A connection that passes the checks but cannot be bolted up on site has failed. Our engineers design for strength, approval and erection together.',
  advantages: {
    text: {
      title: 'Connections designed for the shop and the site',
      description: 'Engineering and detailing sit side by side, so every connection is checked for fit as well as for capacity.',
    },
    features: [
      {
        title: 'Every connection type, every code',
        description: 'Simple, moment, bracing and seismic connections to AISC, Eurocode, IS and CSA.',
        subtext: [
          'Shear, moment, splice, base-plate and gusset connections are checked for every limit state: bolt shear and bearing, block shear, weld strength, prying and local web yielding.',
          'Seismic systems (SMF, SCBF, EBF) are designed to AISC 341 with capacity-based forces and protected zones marked.',
        ],
        image: serviceDrawing(id, 'why-1', 'A bolted end-plate connection between a beam and a column'),
      },
      {
        title: 'Finite element checks with IDEA StatiCa',
        description: 'Irregular geometry and complex joints verified, not guessed.',
        subtext: [
          'Multi-member nodes, skewed and sloped members and heavy truss joints are analysed with component-based finite element models in IDEA StatiCa.',
          'Reports show stresses, strains and utilisation per component, so reviewers can follow every result.',
        ],
        image: serviceDrawing(id, 'why-2', 'A frame analysis diagram used to derive connection forces'),
      },
      {
        title: 'Calculation packages reviewers approve',
        description: 'Organised, referenced and consistent from the first submittal.',
        subtext: [
          'Packages are indexed by connection mark, reference the detailing drawings and list every code clause used.',
          'Standard connection tables cover the repetitive cases, so the reviewer’s time goes to the connections that need it.',
        ],
        image: serviceDrawing(id, 'why-3', 'A calculation sheet with a dimensioned connection'),
      },
      {
        title: 'Economy in fabrication',
        description: 'Fewer bolts, fewer stiffeners, less field welding.',
        subtext: [
          'We standardise plate thicknesses and bolt patterns across the job and prefer shop welding with field bolting.',
          'Fabricators typically save 10–20% of connection material and a measurable share of shop hours.',
        ],
        image: serviceDrawing(id, 'why-4', 'A review checklist with every item ticked'),
      },
    ],
  },
  industriesTitle: 'Where our connections carry the load',
  industriesDescription: 'Building frames, industrial structures and bridges: the connection is where the steel comes together.',
  industriesBottomline: 'Delegated design with stamped calculations for projects in the U.S., Canada, India and beyond.',
  industries: [
    {
      image: industryIcon('commercial'),
      title: 'High-rise and commercial frames',
      description: 'Moment frames, braced cores, transfer girders and composite floor connections.',
    },
    {
      image: industryIcon('industrial'),
      title: 'Industrial structures',
      description: 'Pipe racks, crane runways and equipment platforms with fatigue and vibration in mind.',
    },
    {
      image: industryIcon('infrastructure'),
      title: 'Bridges and transit',
      description: 'Pedestrian bridges, station canopies and bracing systems exposed to weather and fatigue.',
    },
    {
      image: industryIcon('fabrication'),
      title: 'Steel fabricators',
      description: 'Delegated connection design packaged to your detailing workflow and submittal deadlines.',
    },
    {
      image: industryIcon('energy'),
      title: 'Energy and utilities',
      description: 'Substation structures, solar carports and power-plant steel with project-specific criteria.',
    },
  ],
  accentColor: accents['steel-connection-design'],
  contactImage: serviceDrawing(id, 'contact', 'A checked list of connection design items'),
  contactSection: {
    heading: 'Send us your connection scope',
    description: 'Share the design drawings, the connection criteria and the submittal dates. We reply with a connection list, a schedule and a fee.',
    points: [
      { title: 'Licensed engineers', text: 'Calculations signed and stamped where your jurisdiction requires it.' },
      { title: 'Working with your detailer', text: 'We design in step with the Tekla or SDS2 model, so approvals and detailing move together.' },
      { title: 'Fast turnaround', text: 'Standard connection tables in days; complex nodes scheduled against your sequence.' },
    ],
  },
}
