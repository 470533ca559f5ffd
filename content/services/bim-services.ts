import type { Service } from '../types'
import accents from './accents.json'
import { industryIcon, serviceBanner, serviceDrawing } from './assets'

const id = 'bim-services'

export const bimServices: Service = {
  id,
  title: 'BIM Services',
  navLabel: 'BIM Services',
  metaTitle: 'BIM Modelling & Coordination Services (LOD 100–500, ISO 19650)',
  metaDescription:
    'Architectural, structural and MEPF BIM models from LOD 100 to 500, scan to BIM, clash detection, 4D/5D/6D BIM and as-built models, delivered to ISO 19650 in Revit, Navisworks and IFC.',
  metaKeywords: [
    'BIM services',
    'BIM modelling',
    'Revit modelling',
    'scan to BIM',
    'clash detection',
    'LOD 400',
    'ISO 19650',
    '4D BIM',
    '5D BIM',
    'COBie',
  ],
  bgImage: serviceBanner(id),
  heading: 'BIM modelling and coordination, from first sketch to facility handover',
  description: [
    'Our BIM team builds architectural, structural and MEPF models in Autodesk Revit, Tekla Structures and Archicad at the level of development each stage needs: LOD 100 massing for feasibility, LOD 300–350 for coordination and permit sets, LOD 400 for fabrication and LOD 500 as-built records. Models are set up to your BIM Execution Plan and exchanged as native files, IFC 2x3/IFC4 and COBie.',
    'We work to ISO 19650-1 and -2 information management: a common data environment with controlled status codes (WIP, Shared, Published), federated models in Navisworks Manage or Autodesk Construction Cloud, and weekly clash reports with assigned owners. On live projects this typically cuts RFIs by up to 40% and on-site rework by more than 25%.',
    'Deliverables include coordinated models, clash matrices and BCF issue lists, sheet sets and schedules extracted from the model, quantity take-offs, 4D sequences and energy-analysis-ready models, for architects, MEP consultants, general contractors, developers and facility owners in India, the U.S. and worldwide.',
  ],
  bimServices: [
    '3D modeling (architectural, structural, MEPF)',
    'PDF/CAD to BIM',
    'Scan to BIM',
    'LOD-specific modeling (LOD 100-500)',
    'BIM execution planning',
    'Clash detection and coordination',
    '4D time simulation',
    '5D cost and quantity take-off',
    '6D sustainability and energy analysis',
    'BIM-based shop drawings and fabrication models',
    'As-built modeling (LOD 500)',
    'Facility management integration',
  ],
  image: serviceDrawing(id, 'overview', 'Architectural, structural and MEP model layers stacked into one federated BIM model'),
  name: 'Why teams choose our BIM services',
  intro:
    'A model is only useful if the people on site trust it. We build every model to an agreed BIM Execution Plan, check it before it leaves our desk, and keep it current until handover.',
  advantages: {
    text: {
      title: 'One coordinated model, fewer surprises on site',
      description:
        'Over 1000 projects delivered across commercial, industrial, healthcare and infrastructure work, with model standards that follow ISO 19650 and the LOD Specification published by BIMForum.',
    },
    features: [
      {
        title: 'Scan to BIM with measured accuracy',
        description: 'Point clouds turned into models you can design against.',
        subtext: [
          'We register and clean laser-scan data from Leica, Faro and Trimble scanners (E57, RCP/RCS) and model existing structure, architecture and services in Revit.',
          'Each model comes with a deviation report against the cloud, typically within ±10 mm for structure and ±25 mm for services, so refurbishment designs start from verified geometry.',
        ],
        image: serviceDrawing(id, 'why-1', 'Laser-scan points tracing the floors and columns of an existing building'),
      },
      {
        title: 'Clash detection that closes issues',
        description: 'Weekly federated reviews with owners and due dates, not thousand-line reports.',
        subtext: [
          'Models are federated in Navisworks Manage with a clash matrix agreed per discipline pair and tolerance (hard clashes, clearance for access and insulation).',
          'Clashes are grouped, assigned and tracked as BCF issues in your CDE until they are resolved in the source models, which is what brings RFIs down by up to 40%.',
        ],
        image: serviceDrawing(id, 'why-2', 'A duct crossing a steel beam, circled as a clash'),
      },
      {
        title: '4D sequencing for real programmes',
        description: 'Link the model to the Primavera P6 or MS Project schedule and see the build before it starts.',
        subtext: [
          'We map model elements to activities in Synchro or Navisworks TimeLiner and simulate pours, steel erection and crane positions.',
          'Planners use the sequence to spot access conflicts and logistics gaps weeks before they cost time on site.',
        ],
        image: serviceDrawing(id, 'why-3', 'A construction programme shown as bars against a time line'),
      },
      {
        title: '5D quantities you can price',
        description: 'Take-offs extracted from the model, organised the way your estimators work.',
        subtext: [
          'Quantities are scheduled by element, level and zone and mapped to your cost codes (CSI MasterFormat, NRM 2 or IS 1200 measurement rules).',
          'Because they come from the coordinated model, every design change updates the bill of quantities instead of starting a re-measure.',
        ],
        image: serviceDrawing(id, 'why-4', 'Bar chart of quantities taken off the model for a bill of quantities'),
      },
      {
        title: '6D models ready for energy analysis',
        description: 'Geometry and thermal data that energy modellers can use directly.',
        subtext: [
          'We prepare analytical spaces, envelope constructions and glazing data for Insight, IES VE or EnergyPlus workflows, supporting LEED and IGBC submissions.',
          'The same model carries asset data for operation, so sustainability targets and maintenance planning share one source.',
        ],
        image: serviceDrawing(id, 'why-5', 'A building outline under the sun, for energy analysis'),
      },
      {
        title: 'As-built and COBie handover',
        description: 'LOD 500 records your facility team can keep using.',
        subtext: [
          'Site mark-ups and survey data are folded back into the model, and asset parameters are filled to your Employer’s Information Requirements.',
          'Handover packages include IFC, COBie spreadsheets and native files, ready for CAFM systems such as Maximo or Archibus.',
        ],
        image: serviceDrawing(id, 'why-6', 'A drawing sheet with title block, issued from the as-built model'),
      },
    ],
  },
  industriesTitle: 'Industries we model for',
  industriesDescription:
    'Every sector has its own coordination hot spots. Our teams know where ducts, cable trays and structure fight for space in each of them.',
  industriesBottomline: 'Have a building type that is not listed? We have probably modelled it: send us your drawings or scan data.',
  industries: [
    {
      image: industryIcon('commercial'),
      title: 'Commercial offices',
      description: 'Core-and-shell and fit-out models with dense ceiling-void coordination for high-rise towers and IT parks.',
    },
    {
      image: industryIcon('healthcare'),
      title: 'Healthcare',
      description: 'Hospitals and labs with medical gas, HVAC and clean-room services coordinated to clearance zones.',
    },
    {
      image: industryIcon('datacenter'),
      title: 'Data centres',
      description: 'White-space, cable-tray and cooling layouts modelled for repeatable halls and fast-track delivery.',
    },
    {
      image: industryIcon('infrastructure'),
      title: 'Infrastructure',
      description: 'Metro stations, bridges and utility corridors federated with civil, structural and systems models.',
    },
    {
      title: 'Facility owners',
      description: 'As-built LOD 500 and COBie data for campuses, malls and portfolios run from a CAFM system.',
    },
  ],
  accentColor: accents['bim-services'],
  contactImage: serviceDrawing(id, 'contact', 'A coordination review marking a clash between a duct and a beam'),
  contactSection: {
    heading: 'Start your BIM project with a scoped proposal',
    description:
      'Send us drawings, a scan or a BIM Execution Plan. Within two working days a BIM manager replies with the model scope, LOD per element, schedule and a fixed fee.',
    points: [
      { title: 'Free model audit', text: 'We review one of your existing models or drawing sets and point out coordination risks before you commit.' },
      { title: 'Your standards, our team', text: 'We work in your templates, naming conventions and CDE (ACC, BIM 360, Viewpoint or ProjectWise).' },
      { title: 'Time zones that help', text: 'Teams in India and New York hand models over overnight, so coordination never stalls.' },
    ],
  },
}
