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
    modelName: 'Extended end-plate moment connection',
    drawingAlt: 'Isometric line drawing of the moment connection at LOD 400: a UB 457 beam bolted through an extended end plate to a UC 254 column with web stiffeners',
    levels: [
      {
        level: '300',
        geometry: 'The column and beam at their true sections, lengths and levels, with the connection position fixed.',
        information: 'Section sizes, steel grade and the design forces each connection must carry.',
        deliverables: ['Connection design forces (XLSX)', 'Coordination model (IFC)'],
        software: ['Tekla Structures', 'STAAD.Pro'],
        modelShows: 'The UC column and the UB beam at their true rolled sections, set out where the connection will go.',
      },
      {
        level: '350',
        geometry: 'The connection zone: end plate and stiffener envelopes, bolt group extents and erection clearances.',
        information: 'Connection type, checked capacity and the interfaces with slabs, cladding and services.',
        deliverables: ['Connection design reports (PDF)', 'Coordination model (IFC)', 'Typical connection sketches (PDF, DWG)'],
        software: ['IDEA StatiCa', 'Tekla Structures', 'Navisworks'],
        modelShows: 'The connection zone appears: the end plate, the column web panel for the stiffeners and the room to tighten the bolts.',
      },
      {
        level: '400',
        geometry: 'Every plate, bolt, hole, weld and stiffener as it will be cut, drilled and welded.',
        information: 'Part and assembly marks, bolt grade and length, weld sizes, plate thicknesses and grades.',
        deliverables: ['Connection calculations (PDF)', 'Fabrication model (IFC)', 'Shop drawings (PDF, DWG)', 'NC1/DSTV files', 'Bolt lists (XLSX)'],
        software: ['IDEA StatiCa', 'Tekla Structures', 'SDS2'],
        modelShows: 'The connection as it will be made: a 20 mm end plate with eight M20 bolts, four web stiffeners, welds and part marks.',
      },
    ],
  },
  {
    serviceId: 'steel-detailing',
    heading: 'Steel models from first layout to the shop floor',
    intro: [
      'A detailing model grows with the project. We agree the level for each stage before we start, so the design team gets a light model early and the fabricator gets every part and bolt at the end.',
    ],
    modelName: 'Braced steel bay',
    drawingAlt: 'Isometric line drawing of the braced steel bay at LOD 400: two UC columns, a UB beam and SHS chevron braces with their plates and bolts',
    levels: [
      {
        level: '200',
        geometry: 'Columns, beams and braces as generic members on the grid, at approximate sizes.',
        information: 'Member role and approximate size; grid lines and levels.',
        deliverables: ['Layout model (IFC)', 'Marking plans (PDF)'],
        software: ['Tekla Structures'],
        modelShows: 'The bay as generic members: two columns, the beam and the chevron braces as boxes on their grid lines.',
      },
      {
        level: '300',
        geometry: 'True sections at their exact positions, orientations, lengths and levels.',
        information: 'Section profiles, steel grades, member marks and design loads.',
        deliverables: ['Coordination model (IFC)', 'General arrangement drawings (PDF, DWG)', 'Material take-off (XLSX)'],
        software: ['Tekla Structures', 'SDS2'],
        modelShows: 'Each member at its true section, trimmed to its exact length and set on the base plate level.',
      },
      {
        level: '350',
        geometry: 'Connection zones at every joint, base plates and the interfaces with concrete and other trades.',
        information: 'Connection types, anchor bolt layout and clearances checked against the other trades.',
        deliverables: ['Coordination model (IFC)', 'Anchor bolt plans (PDF, DWG)', 'Clash reports (NWD, BCF)'],
        software: ['Tekla Structures', 'Navisworks'],
        modelShows: 'Connection zones appear: the column bases with their holding-down bolts, the fin plates and the apex gusset.',
      },
      {
        level: '400',
        geometry: 'Every plate, bolt, hole and weld of every connection, ready to fabricate.',
        information: 'Part and assembly marks, bolt and weld schedules, finishes and erection sequence.',
        deliverables: ['Shop and erection drawings (PDF, DWG)', 'NC1/DSTV files', 'Bolt and material lists (XLSX)', 'Fabrication model (IFC)'],
        software: ['Tekla Structures', 'SDS2'],
        modelShows: 'The bay ready for the shop: base, fin, gusset and knife plates with their holes, M20 bolts, welds and part marks.',
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
    drawingAlt: 'Isometric line drawing of the column-beam junction at LOD 400: the concrete outline with starter bars, laps, bent anchorages and links',
    levels: [
      {
        level: '300',
        geometry: 'The concrete column and beam at their true sizes and positions, with cover zones.',
        information: 'Concrete grade, cover, exposure class and the design reinforcement areas.',
        deliverables: ['Concrete model (IFC)', 'General arrangement drawings (PDF, DWG)'],
        software: ['Tekla Structures', 'Revit'],
        modelShows: 'The concrete column and beam at their true sizes, with the main bars straight at their covers.',
      },
      {
        level: '350',
        geometry: 'Main bars and links as groups, with the junction where beam and column steel cross.',
        information: 'Bar sizes and spacing per zone, and the clearances at the junction.',
        deliverables: ['Coordination model (IFC)', 'Congestion checks (PDF)', 'Clash reports (NWD, BCF)'],
        software: ['Tekla Structures', 'Navisworks'],
        modelShows: 'The joint where the bars congest appears, with the kicker at the foundation and the construction joint at the beam end.',
      },
      {
        level: '400',
        geometry: 'Every bar with its bends, hooks, laps and couplers, placed as it will be fixed.',
        information: 'Bar marks, shape codes, cut lengths and weights.',
        deliverables: ['Bar bending schedules (BS 8666, IS 2502, ACI 315; XLSX, PDF)', 'Placing drawings (PDF, DWG)', 'Rebar model (IFC)'],
        software: ['Tekla Structures', 'Revit'],
        modelShows: 'Every bar as it will be fixed: starter bars and laps, bent anchorages, links with 135° hooks, bar marks and shape codes.',
      },
    ],
  },
  {
    serviceId: 'pre-engineering',
    heading: 'Pre-engineered buildings modelled from frame to bolt',
    intro: [
      'A pre-engineered building is a kit of parts. The model starts as a frame that fixes the spans and heights, and ends as the list of every part the plant will cut and punch.',
    ],
    modelName: 'Pre-engineered portal bay',
    drawingAlt: 'Isometric line drawing of the portal bay at LOD 400: two tapered frames, Z purlins and rod bracing with base plates and bolted knees and apex',
    levels: [
      {
        level: '200',
        geometry: 'The portal frames, purlins and bracing as generic members at the chosen spans and eave height.',
        information: 'Spans, bay spacing, eave height, roof slope and the design loads.',
        deliverables: ['Frame layout (IFC)', 'Concept drawings (PDF)'],
        software: ['STAAD.Pro', 'Tekla Structures'],
        modelShows: 'Two frames, the purlins and the bracing as generic members: the envelope and the bay layout.',
      },
      {
        level: '300',
        geometry: 'Tapered columns and rafters at their true profiles, cold-formed purlins and the bracing at true positions.',
        information: 'Web depths along each member, flange sizes, purlin sections and steel grades.',
        deliverables: ['Coordination model (IFC)', 'General arrangement and anchor bolt drawings (PDF, DWG)', 'Weight estimate (XLSX)'],
        software: ['Tekla Structures', 'STAAD.Pro'],
        modelShows: 'Tapered built-up columns and rafters, Z200 purlins and 20 mm rods at their true sizes and set-out.',
      },
      {
        level: '350',
        geometry: 'Haunch, apex and base connection zones, purlin cleats and the interfaces with the cladding.',
        information: 'Connection types, cladding and gutter interfaces and the base reactions for the foundations.',
        deliverables: ['Coordination model (IFC)', 'Base reactions (XLSX)', 'Clash reports (NWD, BCF)'],
        software: ['Tekla Structures', 'Navisworks'],
        modelShows: 'Connection zones appear at the column bases and anchors, the knees and the apex splices.',
      },
      {
        level: '400',
        geometry: 'Every plate, flange, web, bolt and hole, as built-up members will be cut and welded.',
        information: 'Part marks, plate cutting lists, bolt lists and the erection sequence.',
        deliverables: ['Shop and erection drawings (PDF, DWG)', 'NC1/DSTV files', 'Plate cutting and bolt lists (XLSX)', 'Fabrication model (IFC)'],
        software: ['Tekla Structures'],
        modelShows: 'The bay ready for the plant: base plates with M24 anchors, knee and apex end plates with M20 bolts, welds and part marks.',
      },
    ],
  },
  {
    serviceId: 'structural-design',
    heading: 'Design models that carry the engineering',
    intro: [
      'Our design models start with the scheme and end as the coordinated structure the detailers build on: sizes fixed by calculation, openings and supports agreed with the other disciplines.',
    ],
    modelName: 'Composite frame of concrete and steel',
    drawingAlt: 'Isometric line drawing of the composite frame at LOD 350: concrete columns, steel beams and a concrete slab with the bearing and connection zones',
    levels: [
      {
        level: '200',
        geometry: 'Columns, beams, slabs and walls as generic elements at scheme sizes on the grid.',
        information: 'Structural system, grid, levels and the loads assumed for the scheme.',
        deliverables: ['Scheme model (IFC, RVT)', 'Scheme drawings (PDF)', 'Design basis report (PDF)'],
        software: ['Revit', 'ETABS', 'STAAD.Pro'],
        modelShows: 'The frame at scheme stage: columns, beams and slab as generic elements of approximate size.',
      },
      {
        level: '300',
        geometry: 'Every member at the size the calculations fixed, at its exact position and level.',
        information: 'Section sizes, concrete and steel grades, design forces and reinforcement areas.',
        deliverables: ['Design model (IFC, RVT)', 'General arrangement drawings (PDF, DWG)', 'Calculation reports (PDF)', 'Quantities (XLSX)'],
        software: ['Revit', 'ETABS', 'SAFE', 'STAAD.Pro'],
        modelShows: 'Every member at its designed size and exact position: 400 mm concrete columns, UB beams and a 200 mm slab.',
      },
      {
        level: '350',
        geometry: 'Supports, openings, embeds and the interfaces with the architecture and the services.',
        information: 'Opening sizes, embed and support details, and the clearances agreed with each discipline.',
        deliverables: ['Coordinated model (IFC, RVT)', 'Clash reports (NWD, BCF)', 'Typical details (PDF, DWG)'],
        software: ['Revit', 'Navisworks'],
        modelShows: 'The interfaces appear: beam bearings on the columns, the secondary beam connections and the shear-stud zones under the slab.',
      },
    ],
  },
  {
    serviceId: 'bim-services',
    heading: 'BIM models at the level each stage needs',
    intro: [
      'We build and coordinate models for the whole team: from scan to BIM of existing buildings at LOD 200 and 300, to coordinated structure and services at LOD 350 with every clash reported and tracked.',
    ],
    modelName: 'Coordinated bay of steel frame and ductwork',
    drawingAlt: 'Isometric line drawing of the coordinated bay at LOD 350: steel frame and ductwork with supports, and the clash where the branch duct meets a beam marked',
    levels: [
      {
        level: '200',
        geometry: 'Structure and services as generic elements at approximate sizes; existing buildings from the scan as masses.',
        information: 'Element category, approximate size, level and the system each element belongs to.',
        deliverables: ['Scan to BIM model (RVT, IFC) from point clouds (E57, RCP)', 'Plans and sections (DWG, PDF)'],
        software: ['Revit', 'Recap'],
        modelShows: 'Structure and ducts as generic elements at approximate positions: enough to plan the routes.',
      },
      {
        level: '300',
        geometry: 'Every element at its true size, shape and position; from a scan, as built to the agreed accuracy.',
        information: 'Types, sizes, materials and the properties each trade asked for.',
        deliverables: ['Model (RVT, IFC)', 'Drawings (DWG, PDF)', 'Quantities (XLSX)', '4D sequences (Navisworks TimeLiner)'],
        software: ['Revit', 'Navisworks', 'AutoCAD'],
        modelShows: 'Rolled sections and ducts at their true sizes and levels: the model the clash detection runs on.',
      },
      {
        level: '350',
        geometry: 'Hangers, supports, sleeves and the clearances between trades, with clashes found and resolved.',
        information: 'Clash status, responsible trade, support loads and the agreed clearances.',
        deliverables: ['Coordinated models (RVT, IFC, NWD)', 'Clash reports (NWD, BCF)', 'Combined services drawings (PDF, DWG)'],
        software: ['Revit', 'Navisworks'],
        modelShows: 'Duct supports and the clearance under each beam appear, and the clash where the branch duct cuts into a beam is marked.',
      },
    ],
  },
]
