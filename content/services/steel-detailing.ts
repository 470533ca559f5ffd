import type { Service } from '../types'
import accents from './accents.json'
import { industryIcon, serviceBanner, serviceDrawing } from './assets'

const id = 'steel-detailing'

export const steelDetailing: Service = {
  id,
  title: 'Steel Detailing',
  navLabel: 'Steel Detailing',
  metaTitle: 'Structural Steel Detailing Services (Tekla, SDS2, AISC)',
  metaDescription:
    'Structural and miscellaneous steel detailing in Tekla Structures and SDS2: erection drawings, shop drawings, NC/DSTV and KSS files, advance bills of materials, to AISC, CISC and IS 800 standards.',
  metaKeywords: ['steel detailing', 'structural steel detailing', 'shop drawings', 'erection drawings', 'Tekla Structures', 'SDS2', 'NC files', 'AISC detailing'],
  bgImage: serviceBanner(id),
  heading: 'Steel detailing that fabricators can cut, drill and ship without questions',
  description: [
    'We turn engineering drawings into fabrication-ready information for structural and miscellaneous steel: anchor-bolt plans, erection drawings, single-part and assembly shop drawings, advance bills of materials, and CNC data (NC1/DSTV, DXF, KSS) for beam lines, plate processors and cutting tables.',
    'Models are built in Tekla Structures and SDS2 to AISC 303 Code of Standard Practice, the AISC Detailing for Steel Construction manual, CISC and IS 800 conventions, and checked in two stages by a senior checker before release. Connections are detailed to the engineer’s design or designed by our own connection engineers where delegated.',
    'We work for fabricators, steel erectors, general contractors and EOR teams on commercial buildings, industrial plants, stadiums and infrastructure, with RFIs raised early, logged and closed in a shared register.',
  ],
  bimServices: [],
  image: serviceDrawing(id, 'overview', 'A steel shop drawing with the beam outline, dimensions and a title block'),
  name: 'Why fabricators trust our detailing',
  intro:
    'Detailing errors surface at the worst moment: on the shop floor or at the top of a column. Our two-stage checking and model-based workflows are built to catch them at the desk instead.',
  advantages: {
    text: {
      title: 'Accurate first time, on the fabricator’s schedule',
      description: 'We release in the sequence your shop works, in the formats your machines read, with the checks your QA demands.',
    },
    features: [
      {
        title: 'Model-based detailing',
        description: 'One Tekla or SDS2 model drives every drawing and report.',
        subtext: [
          'Members, connections and miscellaneous steel (stairs, handrails, ladders, grating) live in one model, so a change updates every affected drawing.',
          'IFC exports of the detailing model are coordinated with architectural and MEP models to catch clashes before fabrication.',
        ],
        image: serviceDrawing(id, 'why-1', 'A braced multi-storey steel frame'),
      },
      {
        title: 'Shop drawings your floor can read',
        description: 'Clear, consistent drawing standards, tuned to each fabricator.',
        subtext: [
          'We set up drawing templates, weld symbols (AWS D1.1 or IS 816) and marking conventions to match your shop, not ours.',
          'Assembly and single-part drawings show exactly what each station needs: cuts, holes, copes, welds and paint zones.',
        ],
        image: serviceDrawing(id, 'why-2', 'A shop drawing sheet with a dimensioned steel part'),
      },
      {
        title: 'Connections detailed to the design',
        description: 'Shear tabs, end plates, moment connections and bracing gussets done right.',
        subtext: [
          'Connections follow the engineer’s design tables or are designed by our connection engineers in IDEA StatiCa and RAM Connection where delegated.',
          'Bolt and weld sizes, edge distances and erection clearances are checked against AISC 360 limits.',
        ],
        image: serviceDrawing(id, 'why-3', 'A beam-to-column end-plate connection with four bolts'),
      },
      {
        title: 'CNC files and material lists',
        description: 'Data that goes straight into saws, drill lines and nesting.',
        subtext: [
          'NC1/DSTV, DXF and KSS files are generated for every part; advance bills of materials let purchasing order mill steel before drawings are final.',
          'Assembly lists, bolt lists and shipping lists follow your ERP codes (Tekla PowerFab, FabSuite or StruMIS).',
        ],
        image: serviceDrawing(id, 'why-4', 'A material list table with grades, sizes and lengths'),
      },
      {
        title: 'Two-stage checking',
        description: 'Every drawing is checked by someone who did not draw it.',
        subtext: [
          'A detailer self-checks against a written checklist; a senior checker then reviews geometry, connections and the bill of materials.',
          'Our checked drawings keep field fit-up issues to a fraction of a percent of pieces shipped.',
        ],
        image: serviceDrawing(id, 'why-5', 'A checklist with every line ticked'),
      },
    ],
  },
  industriesTitle: 'Steel we detail',
  industriesDescription: 'From a single stair to a 20,000-tonne plant, sized to the project and the fabricator’s capacity.',
  industriesBottomline: 'Send us a drawing set and your shop standards: a sample drawing comes back within three working days.',
  industries: [
    {
      image: industryIcon('commercial'),
      title: 'Commercial buildings',
      description: 'Office and mixed-use frames with composite floors, moment frames and transfer trusses.',
    },
    {
      image: industryIcon('industrial'),
      title: 'Industrial plants',
      description: 'Pipe racks, equipment platforms, conveyors and process structures with heavy bracing.',
    },
    {
      image: industryIcon('oilgas'),
      title: 'Oil, gas and power',
      description: 'Modules, skids and boiler structures detailed to project specifications and inspection plans.',
    },
    {
      image: industryIcon('education'),
      title: 'Schools and institutions',
      description: 'Long-span roofs, feature stairs and canopies for campuses and public buildings.',
    },
    {
      image: industryIcon('fabrication'),
      title: 'Fabricators and erectors',
      description: 'Overflow capacity for steel shops: we work in your templates and release to your schedule.',
    },
  ],
  accentColor: accents['steel-detailing'],
  contactImage: serviceDrawing(id, 'contact', 'A steel frame model ready for detailing'),
  contactSection: {
    heading: 'Put a detailing team on your next job',
    description: 'Tell us the tonnage, the schedule and your shop standards. We propose a release sequence and a fee per tonne or per drawing.',
    points: [
      { title: 'Sample drawing first', text: 'See our work on your own job before you commit, at no charge.' },
      { title: 'Releases in erection sequence', text: 'Anchor bolts first, then sequence by sequence, matched to your shop load.' },
      { title: 'One point of contact', text: 'A project lead answers RFIs and revisions the same day.' },
    ],
  },
}
