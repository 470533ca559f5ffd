import type { ServiceLod } from './types'

/**
 * The level-of-development section of each service page: what the firm's models hold at each level
 * it delivers, in the firm's own words. The levels follow the BIMForum numbering (linked from the
 * section, never quoted: its text is licensed without derivatives). The sample model of each level
 * is generated into public/models/<service id>/ and listed in content/lod-models.json; a level here
 * must have its model there (content/lod.test.ts).
 */

/** Where the section points for the definitions of the levels. */
export const BIMFORUM_LOD_URL = 'https://bimforum.org/resource/lod-level-of-development-lod-specification/'

export const serviceLods: readonly ServiceLod[] = [
  {
    serviceId: 'steel-connection-design',
    heading: 'Connections designed to the level your fabricator needs',
    intro: [
      'We design and check each connection, then model it to the level the next trade needs: the design team coordinates at LOD 300 and 350, the shop cuts steel from LOD 400.',
    ],
    modelName: 'Beam-to-column moment connection',
    drawingAlt: 'Elevation of a beam-to-column moment connection: end plate, stiffeners and bolt rows',
    levels: [
      {
        level: '300',
        geometry: 'The column and beam at their true sections, lengths and levels, with the connection position fixed.',
        information: 'Section sizes, steel grade and the design forces each connection must carry.',
        deliverables: ['Connection design forces (XLSX)', 'Coordination model (IFC)'],
        software: ['Tekla Structures', 'STAAD.Pro'],
        modelShows: 'The column and the beam at their true sections, meeting where the connection will go.',
      },
      {
        level: '350',
        geometry: 'The connection zone: end plate and stiffener envelopes, bolt group extents and erection clearances.',
        information: 'Connection type, checked capacity and the interfaces with slabs, cladding and services.',
        deliverables: ['Connection design reports (PDF)', 'Coordination model (IFC)', 'Typical connection sketches (PDF, DWG)'],
        software: ['IDEA StatiCa', 'Tekla Structures', 'Navisworks'],
        modelShows: 'The connection zone appears: the end plate and stiffeners as envelopes around the joint.',
      },
      {
        level: '400',
        geometry: 'Every plate, bolt, hole, weld and stiffener as it will be cut, drilled and welded.',
        information: 'Part and assembly marks, bolt grade and length, weld sizes, plate thicknesses and grades.',
        deliverables: ['Connection calculations (PDF)', 'Fabrication model (IFC)', 'Shop drawings (PDF, DWG)', 'NC1/DSTV files', 'Bolt lists (XLSX)'],
        software: ['IDEA StatiCa', 'Tekla Structures', 'SDS2'],
        modelShows: 'The connection as it will be made: end plate, stiffeners, holes and every bolt in place.',
      },
    ],
  },
  {
    serviceId: 'steel-detailing',
    heading: 'Steel models from first layout to the shop floor',
    intro: [
      'A detailing model grows with the project. We agree the level for each stage before we start, so the design team gets a light model early and the fabricator gets every part and bolt at the end.',
    ],
    modelName: 'Braced steel bay with its connections',
    drawingAlt: 'Elevation of a braced steel bay: two columns, beams and a cross-brace with connection details',
    levels: [
      {
        level: '200',
        geometry: 'Columns, beams and braces as generic members on the grid, at approximate sizes.',
        information: 'Member role and approximate size; grid lines and levels.',
        deliverables: ['Layout model (IFC)', 'Marking plans (PDF)'],
        software: ['Tekla Structures'],
        modelShows: 'The bay as generic members: columns, beams and a brace on the grid at approximate sizes.',
      },
      {
        level: '300',
        geometry: 'True sections at their exact positions, orientations, lengths and levels.',
        information: 'Section profiles, steel grades, member marks and design loads.',
        deliverables: ['Coordination model (IFC)', 'General arrangement drawings (PDF, DWG)', 'Material take-off (XLSX)'],
        software: ['Tekla Structures', 'SDS2'],
        modelShows: 'Each member at its true section and position: the bay as it will stand.',
      },
      {
        level: '350',
        geometry: 'Connection zones at every joint, base plates and the interfaces with concrete and other trades.',
        information: 'Connection types, anchor bolt layout and clearances checked against the other trades.',
        deliverables: ['Coordination model (IFC)', 'Anchor bolt plans (PDF, DWG)', 'Clash reports (NWD, BCF)'],
        software: ['Tekla Structures', 'Navisworks'],
        modelShows: 'Connection zones appear at each joint and base, where the bay meets other work.',
      },
      {
        level: '400',
        geometry: 'Every plate, bolt, hole and weld of every connection, ready to fabricate.',
        information: 'Part and assembly marks, bolt and weld schedules, finishes and erection sequence.',
        deliverables: ['Shop and erection drawings (PDF, DWG)', 'NC1/DSTV files', 'Bolt and material lists (XLSX)', 'Fabrication model (IFC)'],
        software: ['Tekla Structures', 'SDS2'],
        modelShows: 'The bay ready for the shop: gussets, end plates, holes and bolts at every joint.',
      },
    ],
  },
  {
    serviceId: 'rebar-detailing',
    heading: 'Rebar models that place every bar',
    intro: [
      'Reinforcement is where congestion hides. We model the cage in 3D, so bars that cannot be placed are found in the office rather than on site, and the bending schedule comes from the same model.',
    ],
    modelName: 'Column-beam junction with its rebar cage',
    drawingAlt: 'Section through a column-beam junction showing main bars, links and laps',
    levels: [
      {
        level: '300',
        geometry: 'The concrete column and beam at their true sizes and positions, with cover zones.',
        information: 'Concrete grade, cover, exposure class and the design reinforcement areas.',
        deliverables: ['Concrete model (IFC)', 'General arrangement drawings (PDF, DWG)'],
        software: ['Tekla Structures', 'Revit'],
        modelShows: 'The concrete column and beam at their true sizes, the cage still to come.',
      },
      {
        level: '350',
        geometry: 'Main bars and links as groups, with the junction where beam and column steel cross.',
        information: 'Bar sizes and spacing per zone, and the clearances at the junction.',
        deliverables: ['Coordination model (IFC)', 'Congestion checks (PDF)', 'Clash reports (NWD, BCF)'],
        software: ['Tekla Structures', 'Navisworks'],
        modelShows: 'Main bars and links appear, showing where the beam and column cages cross.',
      },
      {
        level: '400',
        geometry: 'Every bar with its bends, hooks, laps and couplers, placed as it will be fixed.',
        information: 'Bar marks, shape codes, cut lengths and weights.',
        deliverables: ['Bar bending schedules (BS 8666, IS 2502, ACI 315; XLSX, PDF)', 'Placing drawings (PDF, DWG)', 'Rebar model (IFC)'],
        software: ['Tekla Structures', 'Revit'],
        modelShows: 'Every bar as it will be fixed, with its bends and laps and its bar mark.',
      },
    ],
  },
  {
    serviceId: 'pre-engineering',
    heading: 'Pre-engineered buildings modelled from frame to bolt',
    intro: [
      'A pre-engineered building is a kit of parts. The model starts as a frame that fixes the spans and heights, and ends as the list of every part the plant will cut and punch.',
    ],
    modelName: 'Tapered portal frame with purlins and bracing',
    drawingAlt: 'Elevation of a tapered portal frame with roof purlins and wall bracing',
    levels: [
      {
        level: '200',
        geometry: 'The portal frames, purlins and bracing as generic members at the chosen spans and eave height.',
        information: 'Spans, bay spacing, eave height, roof slope and the design loads.',
        deliverables: ['Frame layout (IFC)', 'Concept drawings (PDF)'],
        software: ['STAAD.Pro', 'Tekla Structures'],
        modelShows: 'The frame as generic members: rafters, columns, purlins and bracing at the chosen spans.',
      },
      {
        level: '300',
        geometry: 'Tapered columns and rafters at their true profiles, cold-formed purlins and the bracing at true positions.',
        information: 'Web depths along each member, flange sizes, purlin sections and steel grades.',
        deliverables: ['Coordination model (IFC)', 'General arrangement and anchor bolt drawings (PDF, DWG)', 'Weight estimate (XLSX)'],
        software: ['Tekla Structures', 'STAAD.Pro'],
        modelShows: 'The tapered columns and rafters at their true profiles, with purlins and bracing in place.',
      },
      {
        level: '350',
        geometry: 'Haunch, apex and base connection zones, purlin cleats and the interfaces with the cladding.',
        information: 'Connection types, cladding and gutter interfaces and the base reactions for the foundations.',
        deliverables: ['Coordination model (IFC)', 'Base reactions (XLSX)', 'Clash reports (NWD, BCF)'],
        software: ['Tekla Structures', 'Navisworks'],
        modelShows: 'Connection zones appear at the haunches, the apex and the bases.',
      },
      {
        level: '400',
        geometry: 'Every plate, flange, web, bolt and hole, as built-up members will be cut and welded.',
        information: 'Part marks, plate cutting lists, bolt lists and the erection sequence.',
        deliverables: ['Shop and erection drawings (PDF, DWG)', 'NC1/DSTV files', 'Plate cutting and bolt lists (XLSX)', 'Fabrication model (IFC)'],
        software: ['Tekla Structures'],
        modelShows: 'The frame ready for the plant: end plates, stiffeners, holes and bolts at each joint.',
      },
    ],
  },
  {
    serviceId: 'structural-design',
    heading: 'Design models that carry the engineering',
    intro: [
      'Our design models start with the scheme and end as the coordinated structure the detailers build on: sizes fixed by calculation, openings and supports agreed with the other disciplines.',
    ],
    modelName: 'Concrete and steel frame',
    drawingAlt: 'Elevation of a frame with concrete columns and slab supporting a steel roof',
    levels: [
      {
        level: '200',
        geometry: 'Columns, beams, slabs and walls as generic elements at scheme sizes on the grid.',
        information: 'Structural system, grid, levels and the loads assumed for the scheme.',
        deliverables: ['Scheme model (IFC, RVT)', 'Scheme drawings (PDF)', 'Design basis report (PDF)'],
        software: ['Revit', 'ETABS', 'STAAD.Pro'],
        modelShows: 'The frame at scheme stage: generic columns, beams and slabs on the grid.',
      },
      {
        level: '300',
        geometry: 'Every member at the size the calculations fixed, at its exact position and level.',
        information: 'Section sizes, concrete and steel grades, design forces and reinforcement areas.',
        deliverables: ['Design model (IFC, RVT)', 'General arrangement drawings (PDF, DWG)', 'Calculation reports (PDF)', 'Quantities (XLSX)'],
        software: ['Revit', 'ETABS', 'SAFE', 'STAAD.Pro'],
        modelShows: 'Every member at its designed size and true position: the frame as calculated.',
      },
      {
        level: '350',
        geometry: 'Supports, openings, embeds and the interfaces with the architecture and the services.',
        information: 'Opening sizes, embed and support details, and the clearances agreed with each discipline.',
        deliverables: ['Coordinated model (IFC, RVT)', 'Clash reports (NWD, BCF)', 'Typical details (PDF, DWG)'],
        software: ['Revit', 'Navisworks'],
        modelShows: 'Supports and connection zones appear where the steel roof meets the concrete frame.',
      },
    ],
  },
  {
    serviceId: 'bim-services',
    heading: 'BIM models at the level each stage needs',
    intro: [
      'We build and coordinate models for the whole team: from scan to BIM of existing buildings at LOD 200 and 300, to coordinated structure and services at LOD 350 with every clash reported and tracked.',
    ],
    modelName: 'Coordinated bay of structure and ductwork',
    drawingAlt: 'Section through a bay with a beam and a duct, the clash between them marked',
    levels: [
      {
        level: '200',
        geometry: 'Structure and services as generic elements at approximate sizes; existing buildings from the scan as masses.',
        information: 'Element category, approximate size, level and the system each element belongs to.',
        deliverables: ['Scan to BIM model (RVT, IFC) from point clouds (E57, RCP)', 'Plans and sections (DWG, PDF)'],
        software: ['Revit', 'Recap'],
        modelShows: 'The bay as generic elements: a beam, columns and a duct run at approximate sizes.',
      },
      {
        level: '300',
        geometry: 'Every element at its true size, shape and position; from a scan, as built to the agreed accuracy.',
        information: 'Types, sizes, materials and the properties each trade asked for.',
        deliverables: ['Model (RVT, IFC)', 'Drawings (DWG, PDF)', 'Quantities (XLSX)', '4D sequences (Navisworks TimeLiner)'],
        software: ['Revit', 'Navisworks', 'AutoCAD'],
        modelShows: 'The beam and the duct at their true sizes and positions; the duct runs through the beam.',
      },
      {
        level: '350',
        geometry: 'Hangers, supports, sleeves and the clearances between trades, with clashes found and resolved.',
        information: 'Clash status, responsible trade, support loads and the agreed clearances.',
        deliverables: ['Coordinated models (RVT, IFC, NWD)', 'Clash reports (NWD, BCF)', 'Combined services drawings (PDF, DWG)'],
        software: ['Revit', 'Navisworks'],
        modelShows: 'The clash is marked where the duct meets the beam, with the hangers and supports in place.',
      },
    ],
  },
]
