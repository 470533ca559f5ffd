import type { Service } from '../types'
import accents from './accents.json'
import { industryIcon, serviceBanner, serviceDrawing } from './assets'

const id = 'rebar-detailing'

export const rebarDetailing: Service = {
  id,
  title: 'Rebar Detailing',
  navLabel: 'Rebar Detailing',
  metaTitle: 'Rebar Detailing & Bar Bending Schedules (ACI 315, IS 2502, BS 8666)',
  metaDescription:
    'Rebar shop drawings, placing drawings and bar bending schedules to ACI 315, IS 2502 and BS 8666, modelled in Tekla and Revit. Over 500 rebar projects and more than 10 years of experience.',
  metaKeywords: ['rebar detailing', 'bar bending schedule', 'BBS', 'rebar shop drawings', 'placing drawings', 'ACI 315', 'IS 2502', 'BS 8666', 'Tekla rebar', 'RebarCAD'],
  bgImage: serviceBanner(id),
  heading: 'Rebar detailing and bar bending schedules that keep pours on time',
  description: [
    'We prepare reinforcement placing drawings, shop drawings and bar bending schedules for foundations, slabs, walls, columns, beams, stairs and special structures. Bars are modelled in Tekla Structures, Revit and RebarCAD, so every shape, lap and cover is checked in 3D before it is listed.',
    'Schedules follow ACI 315 and CRSI practice in the U.S., IS 2502 and SP 34 in India, and BS 8666 in the UK and Middle East, with shape codes, cut lengths and weights your fabrication shop or rebar supplier can load directly into their bending machines.',
    'With over 500 rebar detailing projects and more than 10 years of rebar experience, we support rebar fabricators, contractors and engineers on high-rise buildings, infrastructure and industrial work.',
  ],
  bimServices: [],
  image: serviceDrawing(id, 'overview', 'A reinforcement cage with longitudinal bars and stirrups, labelled 4T16 + T10@150'),
  name: 'Why contractors rely on our rebar detailing',
  intro:
    'Concrete waits for no one. A missing bar or a wrong shape code stops a pour; our detailing is built to make sure the right steel reaches the right place on time.',
  advantages: {
    text: {
      title: 'Over 500 rebar projects, more than 10 years of experience',
      description: 'Our detailers know how steel is cut, bent, bundled and placed, and they draw with that in mind.',
    },
    features: [
      {
        title: '3D rebar modelling',
        description: 'Congested zones solved in the model, not on site.',
        subtext: [
          'Beam-column joints, pile caps and transfer beams are modelled bar by bar in Tekla or Revit to resolve clashes and check cover and spacing.',
          'Contractors get 3D views of congested areas alongside the placing drawings.',
        ],
        image: serviceDrawing(id, 'why-1', 'A reinforcement cage with bars and stirrups'),
      },
      {
        title: 'Bar bending schedules ready for the machine',
        description: 'Shape codes, cut lengths and weights in your format.',
        subtext: [
          'Schedules to ACI 315, IS 2502 or BS 8666 are exported as Excel, aSa, BVBS or the format of your bending software.',
          'Bars are grouped by pour and delivery, so bundles arrive in the order they are placed.',
        ],
        image: serviceDrawing(id, 'why-2', 'A bar bending schedule table'),
      },
      {
        title: 'Foundations and substructures',
        description: 'Rafts, pile caps and retaining walls with heavy, layered steel.',
        subtext: [
          'We detail multi-layer raft reinforcement, chairs and supports, pile-cap cages and starter bars with lap positions staggered as designed.',
          'Placing sequences are drawn so that each layer can actually be fixed by the crew.',
        ],
        image: serviceDrawing(id, 'why-3', 'A foundation with pile cap and piles'),
      },
      {
        title: 'Coordinated with BIM',
        description: 'Reinforcement checked against embeds, sleeves and MEP openings.',
        subtext: [
          'Rebar models are federated with MEP and structural steel models to catch conflicts with sleeves, anchor bolts and embed plates.',
          'Openings and trimming bars are detailed from coordinated positions, not from late site sketches.',
        ],
        image: serviceDrawing(id, 'why-4', 'Model layers for architecture, structure and MEP'),
      },
      {
        title: 'Stairs, ramps and special elements',
        description: 'Geometry-driven detailing for the tricky pieces.',
        subtext: [
          'Stairs, ramps, curved walls and post-tensioned anchorage zones are detailed from 3D geometry with varying bar lengths calculated per bar.',
          'Each variable set is scheduled clearly so the bending shop can cut it without guesswork.',
        ],
        image: serviceDrawing(id, 'why-5', 'A reinforced concrete stair flight'),
      },
      {
        title: 'Checked against design and code',
        description: 'Every drawing checked for cover, laps, anchorage and spacing.',
        subtext: [
          'Checkers verify development lengths, lap splices and hook dimensions against ACI 318, IS 456 / IS 13920 or Eurocode 2, as the project specifies.',
          'Ductile detailing in seismic zones is confirmed bar by bar at joints and confinement zones.',
        ],
        image: serviceDrawing(id, 'why-6', 'A checklist with every item ticked'),
      },
      {
        title: 'Releases that follow the pour schedule',
        description: 'Drawings issued in the order concrete goes in.',
        subtext: [
          'We agree a release sequence with your site team and issue drawings and schedules pour by pour, with a register of revisions.',
          'Revisions are clouded, listed and re-scheduled within a day, so site teams always fix to the latest issue.',
        ],
        image: serviceDrawing(id, 'why-7', 'A pour schedule shown as bars against a time line'),
      },
    ],
  },
  industriesTitle: 'Concrete we detail for',
  industriesDescription: 'From podium slabs to bridge piers, reinforcement detailing for every kind of concrete structure.',
  industriesBottomline: 'Tonnage-based or drawing-based pricing, with a sample schedule on your own project before you commit.',
  industries: [
    {
      image: industryIcon('residential'),
      title: 'High-rise residential',
      description: 'Shear walls, cores, transfer slabs and repetitive floors detailed for fast floor cycles.',
    },
    {
      image: industryIcon('commercial'),
      title: 'Commercial and retail',
      description: 'Podiums, post-tensioned slabs and long-span beams with heavy top steel.',
    },
    {
      image: industryIcon('infrastructure'),
      title: 'Bridges and infrastructure',
      description: 'Piers, pier caps, abutments and box culverts detailed to highway specifications.',
    },
    {
      image: industryIcon('energy'),
      title: 'Water and energy',
      description: 'Water-retaining tanks, treatment plants and turbine foundations with crack-control steel.',
    },
    {
      title: 'Rebar fabricators',
      description: 'Schedules and cutting lists formatted for your bending machines and delivery runs.',
    },
  ],
  accentColor: accents['rebar-detailing'],
  contactImage: serviceDrawing(id, 'contact', 'A bar bending schedule'),
  contactSection: {
    heading: 'Get your rebar detailed and scheduled',
    description: 'Send the structural drawings and your pour schedule. We return a detailing plan, a release sequence and a price per tonne or per drawing.',
    points: [
      { title: 'Sample schedule', text: 'A bar bending schedule for one element of your project, free, before you decide.' },
      { title: 'Your standard', text: 'ACI 315, IS 2502, BS 8666 or your own shape codes and formats.' },
      { title: 'Day-one revisions', text: 'Design changes re-detailed and re-scheduled within one working day.' },
    ],
  },
}
