import type { Service } from '../types'
import accents from './accents.json'
import { industryIcon, serviceBanner, serviceDrawing } from './assets'

const id = 'pre-engineering'

export const preEngineering: Service = {
  id,
  title: 'Pre-Engineered Buildings',
  navLabel: 'Pre-Engineering',
  metaTitle: 'Pre-Engineered Building (PEB) Design & Detailing',
  metaDescription:
    'PEB design, estimation and detailing for warehouses, factories and hangars: optimised tapered frames to AISC, MBMA and IS 800, with anchor-bolt plans, erection drawings and CNC-ready shop drawings.',
  metaKeywords: ['pre-engineered buildings', 'PEB design', 'metal building design', 'MBMA', 'IS 800', 'AISC 360', 'warehouse design', 'MBS software', 'Staad Pro'],
  bgImage: serviceBanner(id),
  heading: 'Pre-engineered steel buildings, designed lighter and detailed for fast erection',
  description: [
    'We design and detail pre-engineered buildings for manufacturers, PEB suppliers and EPC contractors: single and multi-span portal frames, mezzanines, crane buildings with EOT cranes up to 50 t, canopies and multi-storey steel. Tapered built-up frames, cold-formed Z and C purlins and girts, and bracing systems are designed to AISC 360, MBMA Metal Building Systems Manual, IS 800:2007 and IS 875 / ASCE 7 loads.',
    'Frames are optimised in MBS, STAAD.Pro and our own spreadsheets member by member, which typically cuts steel tonnage and material waste by up to 50% compared with a conventional hot-rolled design. Every proposal starts with a quick estimate of tonnage and cost so you can price the job with confidence.',
    'Deliverables: design calculations, general arrangement and anchor-bolt drawings, erection drawings with bolt lists, and shop drawings with NC/DSTV files for plate-line and cold-forming machines, issued as sets that approvals, fabrication and site can each use.',
  ],
  bimServices: [],
  image: serviceDrawing(id, 'overview', 'A pre-engineered steel portal frame with tapered columns and rafters and purlins'),
  name: 'Why PEB suppliers and builders work with us',
  intro:
    'A pre-engineered building wins or loses on tonnage and speed. We design every frame for the least steel that meets the code, and detail it so the plant and the erection crew never wait for information.',
  advantages: {
    text: {
      title: 'Lighter frames, faster approvals, cleaner erection',
      description: 'From the first estimate to the last erection drawing, one team owns the building, so nothing is lost between design and detailing.',
    },
    features: [
      {
        title: 'Optimised tapered frames',
        description: 'Web depths and flange sizes chosen segment by segment.',
        subtext: [
          'We vary web depth and plate thickness along each column and rafter to follow the bending moment, checking local buckling and web crippling to AISC 360 and IS 800.',
          'Clients typically see 15–30% less frame steel than a hot-rolled equivalent, and up to 50% less waste from standard plate widths.',
        ],
        image: serviceDrawing(id, 'why-1', 'Tapered portal frame with purlins spaced along the rafters'),
      },
      {
        title: 'Design checked for every load case',
        description: 'Wind, seismic, crane and collateral loads, combined per the governing code.',
        subtext: [
          'Wind to IS 875 Part 3 or ASCE 7 with internal pressure coefficients for large openings; seismic to IS 1893 or ASCE 7; crane loads per the MBMA manual with fatigue checks on runway beams.',
          'Deflection limits are agreed up front (for example H/150 sway for crane buildings) and reported frame by frame.',
        ],
        image: serviceDrawing(id, 'why-2', 'A frame analysis showing the deflected shape and the bending moment'),
      },
      {
        title: 'Estimates in 48 hours',
        description: 'Tonnage and cost you can quote from.',
        subtext: [
          'From a layout and load brief we return frame tonnage, secondary steel, sheeting areas and bolt counts within two working days.',
          'Estimates are kept within ±5% of the final design weight, so your bid does not carry hidden risk.',
        ],
        image: serviceDrawing(id, 'why-3', 'A bar chart comparing steel quantities for different frame options'),
      },
      {
        title: 'Approval-ready drawing sets',
        description: 'Drawings that consultants and authorities sign off the first time.',
        subtext: [
          'General arrangement, anchor-bolt and foundation-reaction drawings go out with a clear design basis report.',
          'Comments are closed in a tracked register, with revision clouds and a revision history on every sheet.',
        ],
        image: serviceDrawing(id, 'why-4', 'A general arrangement drawing sheet with dimensions and a title block'),
      },
      {
        title: 'Shop and erection drawings that keep the plant busy',
        description: 'Fabrication data straight from the 3D model.',
        subtext: [
          'Tekla and MBS models produce part drawings, cutting lists and NC/DSTV files for your plate and purlin lines.',
          'Erection drawings mark every piece, bolt group and bracing bay, so a typical 10,000 m² shed goes up in weeks, not months; timelines are trimmed by up to 40%.',
        ],
        image: serviceDrawing(id, 'why-5', 'A fabrication and erection programme shown as overlapping bars'),
      },
    ],
  },
  industriesTitle: 'Buildings we pre-engineer',
  industriesDescription: 'Clear spans, fast schedules and tight budgets: the buildings where pre-engineering pays off most.',
  industriesBottomline: 'Spans from 12 m to 90 m, eave heights up to 20 m, cranes up to 50 t: tell us what you need to shelter.',
  industries: [
    {
      image: industryIcon('warehouse'),
      title: 'Warehouses and logistics parks',
      description: 'Grade-A sheds with wide clear spans, dock levellers and racking loads designed in.',
    },
    {
      image: industryIcon('industrial'),
      title: 'Factories and crane buildings',
      description: 'Process halls with EOT crane runways, mezzanines and heavy equipment platforms.',
    },
    {
      image: industryIcon('transport'),
      title: 'Hangars and workshops',
      description: 'Large-door hangars and vehicle workshops with long-span rafters and wind-braced openings.',
    },
    {
      image: industryIcon('commercial'),
      title: 'Showrooms and retail',
      description: 'Glazed frontages, canopies and fascia framing for showrooms and big-box stores.',
    },
    {
      title: 'Sports and community halls',
      description: 'Indoor courts, exhibition halls and auditoria needing column-free space.',
    },
  ],
  accentColor: accents['pre-engineering'],
  contactImage: serviceDrawing(id, 'contact', 'A PEB drawing sheet ready for approval'),
  contactSection: {
    heading: 'Get a PEB estimate this week',
    description: 'Share the plan dimensions, eave height, loads and location. We send back tonnage, a frame concept and a fee for full design and detailing.',
    points: [
      { title: 'Estimate in 48 hours', text: 'Tonnage and cost within ±5% of the final design, so your quote holds.' },
      { title: 'Codes you build to', text: 'AISC 360, MBMA, IS 800, IS 875 and ASCE 7, with the design basis written out.' },
      { title: 'Files your plant reads', text: 'NC/DSTV, DXF and bolt lists in the formats your machines and stores already use.' },
    ],
  },
}
