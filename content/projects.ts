import type { ImageAsset, Project } from './types'

// The portfolio: 45 entries, ids '1' to '45', in the order the list shows them.
// Client names are withheld where the firm works under NDA, as is usual for detailing work; name,
// client, area and structure are optional and the pages show '---' where one is missing.
// Each project's facets (services, sector, location) come from the lists in
// content/project-facets.ts. Drawings come from scripts/build-steps/artwork/projects.mjs; several projects share one.

const drawing = (file: string, alt: string): ImageAsset => ({ src: `/images/projects/${file}.svg`, width: 800, height: 600, alt })

const art = {
  steelPlant: drawing('steel-plant', 'Drawing of a steel plant: blast furnace, stoves, conveyor gallery and rolling-mill shed'),
  pebWarehouse: drawing('peb-warehouse', 'Drawing of a pre-engineered warehouse with tapered steel portal frames being erected'),
  highRise: drawing('high-rise', 'Drawing of high-rise towers with a tower crane over the core of the tallest'),
  bridge: drawing('bridge', 'Drawing of a cable-stayed bridge with its pylon and stay cables over a river'),
  hospital: drawing('hospital', 'Drawing of a hospital ward block on a podium, with a rooftop helipad'),
  dataCentre: drawing('data-centre', 'Drawing of a data centre hall with roof chillers and a generator yard'),
  stadiumRoof: drawing('stadium-roof', 'Drawing of a stadium seating bowl under a cantilevered roof truss'),
  metroStation: drawing('metro-station', 'Drawing of an elevated metro station on its viaduct with a train at the platform'),
  aircraftHangar: drawing('aircraft-hangar', 'Drawing of a long-span arched truss hangar with an aircraft inside'),
  residentialTowers: drawing('residential-towers', 'Drawing of a residential township of four towers on a landscaped podium'),
  cementPlant: drawing('cement-plant', 'Drawing of a cement plant: preheater tower, rotary kiln, stack and clinker silos'),
  pipeRack: drawing('pipe-rack', 'Drawing of a process plant: multi-tier pipe rack, storage tanks and a flare stack'),
} satisfies Record<string, ImageAsset>

export const projects: readonly Project[] = [
  {
    id: '1',
    title: 'Blast Furnace Cast House and Conveyor Galleries',
    name: 'Blast Furnace 3 Cast House',
    location: 'Kalinganagar, Odisha',
    facets: { services: ['steel-detailing'], sector: 'industrial', location: { country: 'india', state: 'odisha' } },
    image: art.steelPlant,
    client: 'Integrated steel producer (under NDA)',
    area: '38,000 m²',
    structure: 'Structural steel, IS 800:2007 (LSM)',
    details:
      'Steel detailing of the cast house, tapping-floor platforms and 1.2 km of inclined conveyor galleries. 14,600 t modelled in Tekla Structures and issued in 26 submittals with erection marks, bolt lists and NC files.',
  },
  {
    id: '2',
    title: 'Third-Party Logistics Warehouse',
    location: 'Bhiwandi, Maharashtra',
    facets: { services: ['pre-engineering'], sector: 'warehousing', location: { country: 'india', state: 'maharashtra' } },
    image: art.pebWarehouse,
    client: 'Warehousing developer',
    area: '2,40,000 sq ft',
    structure: 'Pre-engineered steel, 60 m clear span',
    details:
      'Design of tapered portal frames at 9 m bays with a 12 m clear eave height for selective racking. Purlins and girts in cold-formed Z sections to IS 801, wind loads to IS 875 (Part 3) at 44 m/s.',
  },
  {
    id: '3',
    title: 'G+32 Residential Tower',
    location: 'Indore, Madhya Pradesh',
    facets: { services: ['structural-design', 'rebar-detailing'], sector: 'residential', location: { country: 'india', state: 'madhya-pradesh' } },
    image: art.highRise,
    area: '3,10,000 sq ft',
    structure: 'RCC shear-wall core and flat slabs',
    details:
      'ETABS analysis of the core-and-flat-slab system for seismic zone II and wind, with ductile detailing to IS 13920. Bar bending schedules for all 32 typical floors issued floor by floor ahead of the slab cycle.',
  },
  {
    id: '4',
    title: 'River Bridge Approach Span Steelwork',
    location: 'Georgetown, Guyana',
    facets: { services: ['steel-detailing', 'steel-connection-design'], sector: 'infrastructure', location: { country: 'guyana' } },
    image: art.bridge,
    client: 'Bridge fabrication contractor',
    structure: 'Steel plate girders, AASHTO LRFD',
    details:
      'Shop drawings for the plate girders and cross frames of a 120 m approach span, with camber diagrams and bolted field splices. Every splice and bearing stiffener connection was checked in IDEA StatiCa before release.',
  },
  {
    id: '5',
    title: '450-Bed Multi-Speciality Hospital',
    location: 'Noida, Uttar Pradesh',
    facets: { services: ['bim-services'], sector: 'healthcare', location: { country: 'india', state: 'uttar-pradesh' } },
    image: art.hospital,
    details:
      'Architectural, structural and MEPF models in Revit at LOD 350. Weekly Navisworks clash runs cleared 3,800 clashes in the ceiling voids before fit-out began, and the coordinated models went to site as sleeve and opening drawings.',
  },
  {
    id: '6',
    title: 'Hyperscale Data Centre Shell',
    name: 'DC-2 Data Hall Building',
    location: 'Navi Mumbai, Maharashtra',
    facets: { services: ['steel-detailing'], sector: 'data-centres', location: { country: 'india', state: 'maharashtra' } },
    image: art.dataCentre,
    client: 'Data centre developer',
    area: '1,80,000 sq ft',
    structure: 'Steel roof framing on an RCC frame',
    details:
      'Roof steel for 42 chiller units and their vibration isolation frames, with dunnage and pipe supports detailed in Tekla. Embedded plates and anchor bolts were coordinated with the RCC frame before any pour.',
  },
  {
    id: '7',
    title: 'Cantilevered Stadium Roof',
    location: 'Ahmedabad, Gujarat',
    facets: { services: ['steel-connection-design', 'steel-detailing'], sector: 'sports', location: { country: 'india', state: 'gujarat' } },
    image: art.stadiumRoof,
    structure: 'Tubular steel trusses, 32 m cantilever',
    details:
      'Connection design and detailing of 2,100 t of tubular roof trusses cantilevering 32 m over the upper tier. Welded nodes were checked against IS 800 and, for fatigue under wind, Eurocode 3 Part 1-9.',
  },
  {
    id: '8',
    title: 'Elevated Metro Station',
    location: 'Pune, Maharashtra',
    facets: { services: ['bim-services', 'steel-detailing'], sector: 'infrastructure', location: { country: 'india', state: 'maharashtra' } },
    image: art.metroStation,
    client: 'Metro rail EPC contractor',
    details:
      'Station roof and concourse steel framing, with a 4D sequence built in Navisworks Timeliner against the contractor’s programme so every night-time girder launch had a checked crane position.',
  },
  {
    id: '9',
    title: 'Narrow-Body Aircraft MRO Hangar',
    location: 'Hyderabad, Telangana',
    facets: { services: ['structural-design'], sector: 'infrastructure', location: { country: 'india', state: 'telangana' } },
    image: art.aircraftHangar,
    area: '9,600 m²',
    structure: 'Arched steel truss, 80 m span',
    details:
      'Design of an 80 m arched truss hangar for two narrow-body bays. The door-head girder carries the vertical-lift doors and was designed for a deflection limit of span/500 to keep the door guides running true.',
  },
  {
    id: '10',
    title: 'Six-Tower Residential Township',
    location: 'Gurugram, Haryana',
    facets: { services: ['rebar-detailing'], sector: 'residential', location: { country: 'india', state: 'haryana' } },
    image: art.residentialTowers,
    details:
      'Rebar detailing for six G+24 towers and a shared basement: 21,000 t of reinforcement scheduled to IS 2502, with lap and coupler zones marked for the site team on every drawing.',
  },
  {
    id: '11',
    title: 'Cement Plant Preheater Tower',
    name: 'Line 2 Five-Stage Preheater',
    location: 'Chittorgarh, Rajasthan',
    facets: { services: ['steel-detailing', 'steel-connection-design'], sector: 'industrial', location: { country: 'india', state: 'rajasthan' } },
    image: art.cementPlant,
    client: 'Cement producer (under NDA)',
    area: '4,200 m² of floors',
    structure: 'Braced steel tower, 118 m',
    details:
      'Detailing of a 118 m five-stage preheater tower with cyclone support beams and refractory platforms. Heavy bracing gussets were designed in IDEA StatiCa, and erection was planned in 12 lifts per face.',
  },
  {
    id: '12',
    title: 'Refinery Pipe Rack Modules',
    location: 'Houston, Texas, USA',
    facets: { services: ['steel-detailing'], sector: 'energy', location: { country: 'usa', state: 'texas' } },
    image: art.pipeRack,
    client: 'Modular fabrication yard',
    structure: 'Structural steel modules, AISC 360',
    details:
      'Steel detailing of 36 transportable pipe-rack modules to AISC 360 and the AISC Code of Standard Practice, with lifting lugs and shipping saddles checked for road transport in SDS2.',
  },
  {
    id: '13',
    title: 'Cold Storage and Ripening Centre',
    location: 'Nashik, Maharashtra',
    facets: { services: ['pre-engineering'], sector: 'warehousing', location: { country: 'india', state: 'maharashtra' } },
    image: art.pebWarehouse,
    area: '85,000 sq ft',
    details:
      'Pre-engineered building for insulated panel chambers, with a roof framing plan that keeps the evaporator hangers clear of the purlins and carries 120 kW of rooftop solar.',
  },
  {
    id: '14',
    title: '24-Storey Office Tower',
    location: 'New York, New York, USA',
    facets: { services: ['steel-detailing', 'steel-connection-design'], sector: 'commercial', location: { country: 'usa', state: 'new-york' } },
    image: art.highRise,
    client: 'Steel fabricator, New Jersey',
    area: '410,000 sq ft',
    structure: 'Composite steel frame, braced core',
    details:
      'Steel detailing to AISC 303 for a 24-storey infill tower: 5,200 t, moment and braced-frame connections designed by our licensed engineers and submitted in sequence with the erection plan.',
  },
  {
    id: '15',
    title: 'Oral Solid Dosage Pharmaceutical Block',
    location: 'Baddi, Himachal Pradesh',
    facets: { services: ['structural-design', 'bim-services'], sector: 'industrial', location: { country: 'india', state: 'himachal-pradesh' } },
    image: art.dataCentre,
    details:
      'Structural design of a three-level process block with vibration-sensitive compression suites. Slab frequencies were kept above 8 Hz and the services floor was coordinated with the HVAC model at LOD 400.',
  },
  {
    id: '16',
    title: 'Steel Melt Shop Building',
    location: 'Raigarh, Chhattisgarh',
    facets: { services: ['structural-design', 'steel-detailing'], sector: 'industrial', location: { country: 'india', state: 'chhattisgarh' } },
    image: art.steelPlant,
    structure: 'Heavy steel, crane girders for 180 t EOT cranes',
    details:
      'Design and detailing of melt shop bays with crane girders for 180 t EOT cranes, fatigue-checked for class M7 duty. Built-up columns and crane brackets were issued as fabrication-ready assemblies.',
  },
  {
    id: '17',
    title: 'Railway Station Foot Over-Bridges',
    location: 'Indore, Madhya Pradesh',
    facets: { services: ['steel-detailing'], sector: 'infrastructure', location: { country: 'india', state: 'madhya-pradesh' } },
    image: art.bridge,
    details:
      'Three steel foot over-bridges with lifts and staircases over live tracks. Spans were detailed for launch in single night-time blocks, with splice positions matched to the rail crane’s capacity.',
  },
  {
    id: '18',
    title: 'District Hospital Block',
    location: 'Bhopal, Madhya Pradesh',
    facets: { services: ['structural-design'], sector: 'healthcare', location: { country: 'india', state: 'madhya-pradesh' } },
    image: art.hospital,
    client: 'Public works contractor',
    area: '22,500 m²',
    structure: 'RCC moment frame, IS 456 and IS 1893',
    details:
      'Structural design of a G+6 hospital block as an essential facility, with an importance factor of 1.5 under IS 1893 and ductile detailing to IS 13920 throughout.',
  },
  {
    id: '19',
    title: 'Regional Distribution Center',
    location: 'Dallas, Texas, USA',
    facets: { services: ['pre-engineering'], sector: 'warehousing', location: { country: 'usa', state: 'texas' } },
    image: art.pebWarehouse,
    area: '520,000 sq ft',
    details:
      'Metal building design to the MBMA manual and ASCE 7 loads, with 48 dock doors and a roof framing plan coordinated with ESFR sprinkler mains.',
  },
  {
    id: '20',
    title: 'Metro Station Concourse Roof',
    location: 'Bhopal, Madhya Pradesh',
    facets: { services: ['structural-design'], sector: 'infrastructure', location: { country: 'india', state: 'madhya-pradesh' } },
    image: art.metroStation,
    structure: 'Curved steel roof on RCC portals',
    details:
      'Design of the barrel-vaulted station roof in curved rolled sections, with the roofing and rainwater gutters detailed so the sheeting could be fixed from the deck in a single pass.',
  },
  {
    id: '21',
    title: 'Mixed-Use Tower with Podium Parking',
    location: 'Mumbai, Maharashtra',
    facets: { services: ['bim-services'], sector: 'commercial', location: { country: 'india', state: 'maharashtra' } },
    image: art.highRise,
    details:
      'BIM coordination for a 40-storey tower over a seven-level parking podium: federated Revit models, transfer-girder openings checked against MEP routes, and clash reports issued every Friday.',
  },
  {
    id: '22',
    title: 'Tier III Data Centre',
    name: 'Chennai Campus, Building A',
    location: 'Chennai, Tamil Nadu',
    facets: { services: ['steel-detailing'], sector: 'data-centres', location: { country: 'india', state: 'tamil-nadu' } },
    image: art.dataCentre,
    client: 'Colocation provider',
    area: '2,10,000 sq ft',
    details:
      'Structural steel detailing for the hall roof, the cable-tray and busduct supports, and the generator yard platforms, all clashed against the MEP model before fabrication.',
  },
  {
    id: '23',
    title: 'Indoor Sports Arena',
    location: 'Kochi, Kerala',
    facets: { services: ['structural-design', 'steel-detailing'], sector: 'sports', location: { country: 'india', state: 'kerala' } },
    image: art.stadiumRoof,
    area: '11,000 m²',
    details:
      'Long-span roof trusses over a 4,000-seat arena, with catwalks and rigging points designed for event loads and every truss node checked for the required bolt access.',
  },
  {
    id: '24',
    title: 'Affordable Housing, 1,800 Units',
    location: 'Raipur, Chhattisgarh',
    facets: { services: ['rebar-detailing'], sector: 'residential', location: { country: 'india', state: 'chhattisgarh' } },
    image: art.residentialTowers,
    client: 'Housing EPC contractor',
    structure: 'RCC load-bearing shear walls',
    details:
      'Rebar detailing for a repeating shear-wall tower design, with standardised bar shapes that let the site yard pre-bend 70 per cent of the steel.',
  },
  {
    id: '25',
    title: 'Refinery Revamp Pipe Racks',
    location: 'Jamnagar, Gujarat',
    facets: { services: ['steel-detailing'], sector: 'energy', location: { country: 'india', state: 'gujarat' } },
    image: art.pipeRack,
    details:
      'Detailing of new pipe-rack tiers tied into existing racks, based on a laser scan of the operating unit so every new beam cleared existing lines without a hot-work surprise.',
  },
  {
    id: '26',
    title: 'Air Cargo Terminal',
    location: 'Nagpur, Maharashtra',
    facets: { services: ['steel-detailing'], sector: 'warehousing', location: { country: 'india', state: 'maharashtra' } },
    image: art.aircraftHangar,
    structure: 'Steel trusses on RCC columns',
    details:
      'Roof trusses, mezzanines and truck-dock canopies for an air cargo terminal, detailed in Tekla with anchor bolt plans issued four weeks before the steel.',
  },
  {
    id: '27',
    title: 'Cement Grinding Unit',
    location: 'Satna, Madhya Pradesh',
    facets: { services: ['structural-design'], sector: 'industrial', location: { country: 'india', state: 'madhya-pradesh' } },
    image: art.cementPlant,
    client: 'Cement producer (under NDA)',
    details:
      'Mill house, bag-filter support structures and conveyor galleries for a 2 MTPA grinding unit, with equipment loads taken from vendor drawings and tracked in a load register.',
  },
  {
    id: '28',
    title: 'Scan to BIM of an Operating Data Hall',
    location: 'Hyderabad, Telangana',
    facets: { services: ['bim-services'], sector: 'data-centres', location: { country: 'india', state: 'telangana' } },
    image: art.dataCentre,
    area: '60,000 sq ft',
    details:
      'Point clouds from 180 scanner set-ups turned into a LOD 400 Revit model of the existing structure and services, so the client could plan a cooling upgrade without shutting a single rack.',
  },
  {
    id: '29',
    title: 'Auto Component Plant',
    location: 'Pithampur, Madhya Pradesh',
    facets: { services: ['pre-engineering'], sector: 'industrial', location: { country: 'india', state: 'madhya-pradesh' } },
    image: art.pebWarehouse,
    client: 'Automotive tier-1 supplier',
    area: '1,25,000 sq ft',
    structure: 'Pre-engineered steel with 10 t crane bays',
    details:
      'PEB design with two 10 t EOT crane bays and a press line foundation isolated from the building frame, delivered in eleven weeks from the first layout to approved drawings.',
  },
  {
    id: '30',
    title: 'Medical Office Building',
    location: 'Atlanta, Georgia, USA',
    facets: { services: ['steel-detailing'], sector: 'healthcare', location: { country: 'usa', state: 'georgia' } },
    image: art.hospital,
    details:
      'Steel detailing for a four-storey medical office building to AISC 360, including the imaging-suite framing designed to stiffer deflection limits for MRI equipment.',
  },
  {
    id: '31',
    title: 'Rail Over-Bridge',
    location: 'Ludhiana, Punjab',
    facets: { services: ['structural-design'], sector: 'infrastructure', location: { country: 'india', state: 'punjab' } },
    image: art.bridge,
    structure: 'Composite steel girders on RCC piers',
    details:
      'Composite girder design to IRC 22 and IRC 24 for a two-lane rail over-bridge, with launching schemes checked for each stage of the incremental launch.',
  },
  {
    id: '32',
    title: 'Multifamily Residential over Podium',
    location: 'Phoenix, Arizona, USA',
    facets: { services: ['structural-design'], sector: 'residential', location: { country: 'usa', state: 'arizona' } },
    image: art.residentialTowers,
    area: '265,000 sq ft',
    structure: 'Light-frame wood over a concrete podium',
    details:
      'Structural design of five storeys of light-frame wood over a post-tensioned concrete podium, with shear walls and hold-down runs to the NDS and ASCE 7.',
  },
  {
    id: '33',
    title: 'Gas-to-Energy Plant Pipe Racks',
    location: 'West Demerara, Guyana',
    facets: { services: ['steel-detailing'], sector: 'energy', location: { country: 'guyana' } },
    image: art.pipeRack,
    client: 'International EPC contractor',
    details:
      'Detailing of pipe racks, equipment platforms and access stairs to AISC 360, with shipping lists packed by container so each delivery matched the erection sequence.',
  },
  {
    id: '34',
    title: 'Metro Station Entry Structures',
    location: 'Mumbai, Maharashtra',
    facets: { services: ['structural-design', 'steel-detailing'], sector: 'infrastructure', location: { country: 'india', state: 'maharashtra' } },
    image: art.metroStation,
    details:
      'Design and detailing of entry and exit canopies, foot over-bridges and lift shafts for four stations, coordinated with utilities and the road widening under them.',
  },
  {
    id: '35',
    title: 'Stadium Roof and Floodlight Masts',
    location: 'Raipur, Chhattisgarh',
    facets: { services: ['structural-design', 'steel-detailing'], sector: 'sports', location: { country: 'india', state: 'chhattisgarh' } },
    image: art.stadiumRoof,
    area: '18,000 m² of roof',
    details:
      'Roof trusses over the main stand and four 55 m floodlight masts, with mast foundations and bolt cages detailed for a single crane lift each.',
  },
  {
    id: '36',
    title: 'Hot Strip Mill Building',
    location: 'Ballari, Karnataka',
    facets: { services: ['steel-detailing'], sector: 'industrial', location: { country: 'india', state: 'karnataka' } },
    image: art.steelPlant,
    client: 'Integrated steel producer (under NDA)',
    area: '52,000 m²',
    details:
      'Mill bay steel with runway girders for 100 t cranes, roof monitors and a 700 m long building expansion joint, modelled and detailed in Tekla Structures.',
  },
  {
    id: '37',
    title: 'Clinker Silo and Kiln Shed',
    location: 'Tandur, Telangana',
    facets: { services: ['rebar-detailing', 'steel-detailing'], sector: 'industrial', location: { country: 'india', state: 'telangana' } },
    image: art.cementPlant,
    details:
      'Rebar detailing of two 22 m diameter clinker silos built by slipform, and steel detailing of the kiln shed, with slipform embedments scheduled by lift height.',
  },
  {
    id: '38',
    title: 'Aircraft Maintenance Hangar',
    location: 'Timehri, Guyana',
    facets: { services: ['structural-design', 'steel-connection-design'], sector: 'infrastructure', location: { country: 'guyana' } },
    image: art.aircraftHangar,
    structure: 'Steel truss hangar, 60 m span',
    details:
      'Design and connection design of a 60 m span hangar for turboprop and regional jets, with the hurricane-region wind loads of ASCE 7 applied to the open-door case.',
  },
  {
    id: '39',
    title: 'Commercial Office Tower',
    location: 'Noida, Uttar Pradesh',
    facets: { services: ['structural-design'], sector: 'commercial', location: { country: 'india', state: 'uttar-pradesh' } },
    image: art.highRise,
    client: 'Commercial real estate developer',
    details:
      'Structural design of a G+18 office tower with post-tensioned flat slabs, giving column-free floor plates of 12 m and a 290 mm slab that saved one floor of building height.',
  },
  {
    id: '40',
    title: 'Edge Data Centre',
    location: 'Chicago, Illinois, USA',
    facets: { services: ['steel-detailing'], sector: 'data-centres', location: { country: 'usa', state: 'illinois' } },
    image: art.dataCentre,
    details:
      'Retrofit of a two-storey industrial building as an edge data centre: new roof dunnage for condensers and reinforced floors for 1,500 kg racks, detailed in SDS2 from a scan of the existing frame.',
  },
  {
    id: '41',
    title: 'E-Commerce Fulfilment Centre',
    name: 'Fulfilment Centre, Phase 1',
    location: 'Hosur, Tamil Nadu',
    facets: { services: ['pre-engineering', 'bim-services'], sector: 'warehousing', location: { country: 'india', state: 'tamil-nadu' } },
    image: art.pebWarehouse,
    area: '4,50,000 sq ft',
    structure: 'Pre-engineered steel with a mezzanine',
    details:
      'PEB design with a 7,000 m² conveyor mezzanine and 5D quantity take-off from the model that fixed the steel tonnage before the tender, within 2 per cent of the final.',
  },
  {
    id: '42',
    title: 'Senior Living Community',
    location: 'Pune, Maharashtra',
    facets: { services: ['bim-services'], sector: 'residential', location: { country: 'india', state: 'maharashtra' } },
    image: art.residentialTowers,
    details:
      'Architectural and structural Revit models for five mid-rise blocks, used for clash detection and for the door and finish schedules the interiors contractor priced from.',
  },
  {
    id: '43',
    title: 'Cancer Care Centre',
    location: 'Jaipur, Rajasthan',
    facets: { services: ['rebar-detailing'], sector: 'healthcare', location: { country: 'india', state: 'rajasthan' } },
    image: art.hospital,
    client: 'Healthcare trust',
    structure: 'RCC frame with radiation-shielded bunkers',
    details:
      'Rebar detailing of linear accelerator bunkers with walls up to 2.1 m thick, poured in planned lifts with cooling pipes and embedded conduits shown on every pour drawing.',
  },
  {
    id: '44',
    title: 'Regional Rapid Transit Station',
    location: 'Meerut, Uttar Pradesh',
    facets: { services: ['steel-detailing', 'bim-services'], sector: 'infrastructure', location: { country: 'india', state: 'uttar-pradesh' } },
    image: art.metroStation,
    details:
      'Steel roof and platform canopy detailing, with the roof’s 4D erection sequence simulated over the operating viaduct to agree possession windows with the operator.',
  },
  {
    id: '45',
    title: 'Chemical Plant Structures',
    location: 'Dahej, Gujarat',
    facets: { services: ['structural-design', 'steel-detailing'], sector: 'energy', location: { country: 'india', state: 'gujarat' } },
    image: art.pipeRack,
    area: '14,000 m²',
    details:
      'Technological structures, pipe racks and tank platforms for a specialty chemicals plant, designed to IS 800 and detailed with grating, handrail and ladder layouts for the operators.',
  },
]
