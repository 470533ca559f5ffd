import type { LocationId, SectorId, ServiceId } from './types'

// The words each facet page of the portfolio shows: its h1 and a short intro, for every value of
// the facets' fixed lists (in content/types.ts). A project names its services, sector and location
// from those lists only (checked by content/project-facets.test.ts); docs/projects.md explains how
// to add a value.

export type FacetText = {
  /** Short name in filters and chips, e.g. 'Steel detailing'. */
  label: string
  /** The facet page's h1, e.g. 'Steel detailing projects'. */
  heading: string
  /** One or two sentences above the facet page's list. */
  intro: string
}

export const serviceFacetText: Record<ServiceId, FacetText> = {
  'bim-services': {
    label: 'BIM services',
    heading: 'BIM projects',
    intro: 'Federated Revit models, weekly Navisworks clash runs, 4D sequences and scan-to-BIM of operating buildings: coordination work that cleared clashes on the screen instead of on site.',
  },
  'pre-engineering': {
    label: 'Pre-engineered buildings',
    heading: 'Pre-engineered building projects',
    intro: 'Warehouses, cold stores, crane-bay factories and fulfilment centres designed as tapered-frame metal buildings to IS 800 and IS 875 in India and the MBMA manual and ASCE 7 in the U.S.',
  },
  'steel-detailing': {
    label: 'Steel detailing',
    heading: 'Steel detailing projects',
    intro: 'Shop and erection drawings, bolt lists and NC files from Tekla Structures and SDS2 for steel plants, pipe racks, data centres, stations and towers, issued in the fabricator’s erection sequence.',
  },
  'structural-design': {
    label: 'Structural design',
    heading: 'Structural design projects',
    intro: 'RCC, steel and wood structures designed to IS, IRC, AISC, NDS and ASCE 7: hospitals, towers, hangars, bridges and heavy industrial bays, from the load model to the stamped drawing set.',
  },
  'steel-connection-design': {
    label: 'Steel connection design',
    heading: 'Steel connection design projects',
    intro: 'Moment, bracing and splice connections checked in IDEA StatiCa and by hand to AISC 360, IS 800 and Eurocode 3, with calculation packages that go to the engineer of record with the shop drawings.',
  },
  'rebar-detailing': {
    label: 'Rebar detailing',
    heading: 'Rebar detailing projects',
    intro: 'Placing drawings and bar bending schedules to IS 2502 for towers, housing, silos and radiation bunkers, with lap and coupler zones marked so the site team bends and fixes once.',
  },
}

export const sectorFacetText: Record<SectorId, FacetText> = {
  industrial: {
    label: 'Industrial',
    heading: 'Industrial projects',
    intro: 'Blast furnaces, melt shops, strip mills, cement plants and factories: heavy steel with crane girders fatigue-checked for their duty class and equipment loads tracked from vendor drawings.',
  },
  energy: {
    label: 'Energy and process',
    heading: 'Energy and process plant projects',
    intro: 'Pipe racks, modules and technological structures for refineries, gas-to-energy and chemical plants, detailed to AISC 360 and IS 800 and often fitted around units that stay in operation.',
  },
  warehousing: {
    label: 'Warehousing and logistics',
    heading: 'Warehousing and logistics projects',
    intro: 'Distribution centres, cold stores, fulfilment centres and an air cargo terminal, with clear spans and eave heights set by the racking and the dock layout.',
  },
  'data-centres': {
    label: 'Data centres',
    heading: 'Data centre projects',
    intro: 'Roof dunnage for chillers, cable-tray and busduct supports, generator platforms and scan-to-BIM of live halls, coordinated with the MEP model before anything is fabricated.',
  },
  commercial: {
    label: 'Commercial',
    heading: 'Commercial building projects',
    intro: 'Office towers and mixed-use buildings, from post-tensioned flat slabs in Noida to a composite steel frame in New York and BIM coordination of a 40-storey tower in Mumbai.',
  },
  residential: {
    label: 'Residential',
    heading: 'Residential projects',
    intro: 'High-rise towers, townships, affordable housing, senior living and multifamily over podium: repetitive structures where standardised design and bar shapes save weeks on every floor cycle.',
  },
  healthcare: {
    label: 'Healthcare',
    heading: 'Healthcare projects',
    intro: 'Hospitals designed as essential facilities, a medical office building with MRI-grade floors and radiation bunkers with walls up to 2.1 m thick, coordinated in detail with dense services.',
  },
  infrastructure: {
    label: 'Transport infrastructure',
    heading: 'Transport infrastructure projects',
    intro: 'Metro and rapid-transit stations, foot over-bridges, rail over-bridges, a river bridge and aircraft hangars, often built over live tracks and roads in night-time possessions.',
  },
  sports: {
    label: 'Sports venues',
    heading: 'Sports venue projects',
    intro: 'Stadium and arena roofs with long cantilevers and trusses, floodlight masts, catwalks and rigging points, where connection design and erection planning decide the programme.',
  },
}

export const locationFacetText: Record<LocationId, FacetText> = {
  india: {
    label: 'India',
    heading: 'Projects in India',
    intro: 'Most of our work is in India, led from our offices in Indore, Noida and Mumbai: steel plants, cement plants, metro stations, hospitals and towers designed and detailed to Indian Standards.',
  },
  usa: {
    label: 'USA',
    heading: 'Projects in the USA',
    intro: 'Steel detailing, metal building design and structural design for U.S. fabricators and developers, to AISC 360, AISC 303, NDS and ASCE 7, coordinated from our New York office.',
  },
  guyana: {
    label: 'Guyana',
    heading: 'Projects in Guyana',
    intro: 'A bridge approach span, gas-to-energy pipe racks and an aircraft hangar, detailed and designed to AASHTO, AISC and ASCE 7 with shipping planned container by container.',
  },
  chhattisgarh: {
    label: 'Chhattisgarh',
    heading: 'Projects in Chhattisgarh',
    intro: 'A steel melt shop in Raigarh, and in Raipur an affordable housing scheme of 1,800 units and a stadium roof with four floodlight masts.',
  },
  gujarat: {
    label: 'Gujarat',
    heading: 'Projects in Gujarat',
    intro: 'A 32 m cantilevered stadium roof in Ahmedabad, refinery revamp pipe racks at Jamnagar and chemical plant structures at Dahej.',
  },
  haryana: {
    label: 'Haryana',
    heading: 'Projects in Haryana',
    intro: 'Rebar detailing for a six-tower residential township in Gurugram: 21,000 t of reinforcement scheduled floor by floor.',
  },
  'himachal-pradesh': {
    label: 'Himachal Pradesh',
    heading: 'Projects in Himachal Pradesh',
    intro: 'The structural design of a pharmaceutical process block in Baddi, with vibration-sensitive suites kept above 8 Hz.',
  },
  karnataka: {
    label: 'Karnataka',
    heading: 'Projects in Karnataka',
    intro: 'A hot strip mill building at Ballari, with runway girders for 100 t cranes detailed in Tekla Structures.',
  },
  kerala: {
    label: 'Kerala',
    heading: 'Projects in Kerala',
    intro: 'The long-span roof of a 4,000-seat indoor sports arena in Kochi, with catwalks and rigging points for event loads.',
  },
  'madhya-pradesh': {
    label: 'Madhya Pradesh',
    heading: 'Projects in Madhya Pradesh',
    intro: 'Our home state, served from the Indore head office: towers, hospitals, station roofs, foot over-bridges, a cement grinding unit and an auto component plant.',
  },
  maharashtra: {
    label: 'Maharashtra',
    heading: 'Projects in Maharashtra',
    intro: 'Warehouses in Bhiwandi, a data centre in Navi Mumbai, metro stations in Pune and Mumbai, a cold store in Nashik and an air cargo terminal in Nagpur, many coordinated from our Mumbai office.',
  },
  odisha: {
    label: 'Odisha',
    heading: 'Projects in Odisha',
    intro: 'Steel detailing of a blast furnace cast house and 1.2 km of conveyor galleries at Kalinganagar: 14,600 t in Tekla Structures.',
  },
  punjab: {
    label: 'Punjab',
    heading: 'Projects in Punjab',
    intro: 'The composite girder design of a two-lane rail over-bridge in Ludhiana, checked for every stage of its incremental launch.',
  },
  rajasthan: {
    label: 'Rajasthan',
    heading: 'Projects in Rajasthan',
    intro: 'A 118 m cement preheater tower at Chittorgarh and the radiation-shielded bunkers of a cancer care centre in Jaipur.',
  },
  'tamil-nadu': {
    label: 'Tamil Nadu',
    heading: 'Projects in Tamil Nadu',
    intro: 'A Tier III data centre in Chennai and an e-commerce fulfilment centre in Hosur with a 7,000 m² conveyor mezzanine.',
  },
  telangana: {
    label: 'Telangana',
    heading: 'Projects in Telangana',
    intro: 'An 80 m aircraft MRO hangar and scan-to-BIM of a live data hall in Hyderabad, and clinker silos and a kiln shed at Tandur.',
  },
  'uttar-pradesh': {
    label: 'Uttar Pradesh',
    heading: 'Projects in Uttar Pradesh',
    intro: 'A 450-bed hospital and an office tower in Noida, where our NCR office sits, and a regional rapid transit station in Meerut.',
  },
  arizona: {
    label: 'Arizona',
    heading: 'Projects in Arizona',
    intro: 'Five storeys of light-frame wood over a post-tensioned podium in Phoenix, designed to the NDS and ASCE 7.',
  },
  georgia: {
    label: 'Georgia',
    heading: 'Projects in Georgia, USA',
    intro: 'Steel detailing of a four-storey medical office building in Atlanta, with imaging-suite framing stiff enough for MRI equipment.',
  },
  illinois: {
    label: 'Illinois',
    heading: 'Projects in Illinois',
    intro: 'The conversion of an industrial building in Chicago into an edge data centre, detailed in SDS2 from a scan of the existing frame.',
  },
  'new-york': {
    label: 'New York',
    heading: 'Projects in New York',
    intro: 'A 24-storey composite steel office tower in New York City: 5,200 t detailed to AISC 303 with connections by our licensed engineers.',
  },
  texas: {
    label: 'Texas',
    heading: 'Projects in Texas',
    intro: 'Transportable refinery pipe-rack modules for Houston, detailed in SDS2, and a regional distribution center in Dallas designed as a metal building.',
  },
}
