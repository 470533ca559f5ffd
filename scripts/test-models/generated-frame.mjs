// A generated IFC4 frame of any number of IPE 300 beams (6 m each, metres), each with a property
// set and the one material profile set usage: the model the takeoff's tests and bench time. Plain
// JavaScript so the bench (scripts/bench/takeoff.mjs) uses it as it is.

export function generatedFrame(members) {
  const lines = []
  let next = 1
  const add = (entity) => {
    const id = `#${next++}`
    lines.push(`${id}=${entity};`)
    return id
  }
  const guid = (index) => `'${String(index).padStart(22, '0')}'`
  let guids = 0
  const origin = add('IFCCARTESIANPOINT((0.,0.,0.))')
  const axis = add(`IFCAXIS2PLACEMENT3D(${origin},$,$)`)
  const up = add('IFCDIRECTION((0.,0.,1.))')
  const units = add(`IFCUNITASSIGNMENT((${add('IFCSIUNIT(*,.LENGTHUNIT.,$,.METRE.)')}))`)
  const context = add(`IFCGEOMETRICREPRESENTATIONCONTEXT($,'Model',3,1.E-05,${axis},$)`)
  const project = add(`IFCPROJECT(${guid(guids++)},$,'Generated frame',$,$,$,$,(${context}),${units})`)
  const sitePlacement = add(`IFCLOCALPLACEMENT($,${axis})`)
  const site = add(`IFCSITE(${guid(guids++)},$,'Site',$,$,${sitePlacement},$,$,.ELEMENT.,$,$,$,$,$)`)
  const storey = add(`IFCBUILDINGSTOREY(${guid(guids++)},$,'Level 1',$,$,${add(`IFCLOCALPLACEMENT(${sitePlacement},${axis})`)},$,$,.ELEMENT.,0.)`)
  add(`IFCRELAGGREGATES(${guid(guids++)},$,$,$,${project},(${site}))`)
  add(`IFCRELAGGREGATES(${guid(guids++)},$,$,$,${site},(${storey}))`)
  const steel = add(`IFCMATERIAL('Steel S355',$,'Steel')`)
  const profile = add(`IFCISHAPEPROFILEDEF(.AREA.,'IPE300',${add(`IFCAXIS2PLACEMENT2D(${add('IFCCARTESIANPOINT((0.,0.))')},$)`)},0.15,0.3,0.0071,0.0107,0.015,$,$)`)
  const usage = add(`IFCMATERIALPROFILESETUSAGE(${add(`IFCMATERIALPROFILESET('IPE300',$,(${add(`IFCMATERIALPROFILE('IPE300',$,${steel},${profile},$,$)`)}),$)`)},5,$)`)
  const beams = []
  for (let index = 0; index < members; index += 1) {
    const at = add(`IFCCARTESIANPOINT((${(index % 100) * 6}.,${Math.floor(index / 100) * 6}.,3.))`)
    const placement = add(`IFCLOCALPLACEMENT(${sitePlacement},${add(`IFCAXIS2PLACEMENT3D(${at},$,$)`)})`)
    const solid = add(`IFCEXTRUDEDAREASOLID(${profile},${axis},${up},6.)`)
    const shape = add(`IFCPRODUCTDEFINITIONSHAPE($,$,(${add(`IFCSHAPEREPRESENTATION(${context},'Body','SweptSolid',(${solid}))`)}))`)
    const beam = add(`IFCBEAM(${guid(guids++)},$,'B${index + 1}',$,'IPE300',${placement},${shape},'B${index + 1}',.BEAM.)`)
    const mark = add(`IFCPROPERTYSINGLEVALUE('Mark',$,IFCLABEL('B${index + 1}'),$)`)
    const grade = add(`IFCPROPERTYSINGLEVALUE('Grade',$,IFCLABEL('S355J2'),$)`)
    add(`IFCRELDEFINESBYPROPERTIES(${guid(guids++)},$,$,$,(${beam}),${add(`IFCPROPERTYSET(${guid(guids++)},$,'Pset_Part',$,(${mark},${grade}))`)})`)
    beams.push(beam)
  }
  add(`IFCRELASSOCIATESMATERIAL(${guid(guids++)},$,$,$,(${beams.join(',')}),${usage})`)
  add(`IFCRELCONTAINEDINSPATIALSTRUCTURE(${guid(guids++)},$,$,$,(${beams.join(',')}),${storey})`)
  const header = [
    'ISO-10303-21;',
    'HEADER;',
    "FILE_DESCRIPTION(('ViewDefinition [CoordinationView]'),'2;1');",
    `FILE_NAME('frame-${members}.ifc','2026-01-01T00:00:00',('Bench'),('Bench'),'generated-frame.mjs','Generated frame','');`,
    "FILE_SCHEMA(('IFC4'));",
    'ENDSEC;',
    'DATA;',
  ]
  return [...header, ...lines, 'ENDSEC;', 'END-ISO-10303-21;', ''].join('\n')
}
