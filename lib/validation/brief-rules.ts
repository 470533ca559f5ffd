// The project brief's choices, steps, limits and messages, without zod: the wizard imports these
// directly, so zod loads only when a step is checked. The schema is in ./brief.ts.

export { SERVICE_IDS } from '@/content/types'

type Option<V extends string = string> = { readonly value: V; readonly label: string }

export const INPUT_OPTIONS = [
  { value: 'drawings', label: 'PDF or CAD drawings' },
  { value: 'model', label: 'A Revit or IFC model' },
  { value: 'point-cloud', label: 'A point cloud (laser scan)' },
  { value: 'sketches', label: 'Sketches only' },
] as const satisfies readonly Option[]

export const LOD_OPTIONS = [
  { value: '100', label: 'LOD 100: concept massing' },
  { value: '200', label: 'LOD 200: approximate geometry' },
  { value: '300', label: 'LOD 300: precise geometry' },
  { value: '350', label: 'LOD 350: with connections and interfaces' },
  { value: '400', label: 'LOD 400: fabrication-ready' },
  { value: '500', label: 'LOD 500: as-built, verified' },
  { value: 'not-sure', label: 'Not sure yet: advise us' },
] as const satisfies readonly Option[]

export const DELIVERABLE_OPTIONS = [
  { value: 'rvt', label: 'Revit model (RVT)' },
  { value: 'ifc', label: 'IFC model' },
  { value: 'dwg', label: 'CAD drawings (DWG)' },
  { value: 'shop-drawings', label: 'Shop and erection drawings' },
  { value: 'nc-dstv', label: 'NC / DSTV files' },
  { value: 'bbs', label: 'Bar bending schedules' },
  { value: 'calculations', label: 'Design calculations' },
  { value: 'clash-report', label: 'Clash report' },
] as const satisfies readonly Option[]

export const CODE_OPTIONS = [
  { value: 'aisc', label: 'AISC (US)' },
  { value: 'is', label: 'IS (India)' },
  { value: 'eurocode', label: 'Eurocode' },
  { value: 'aci', label: 'ACI (US)' },
  { value: 'bs', label: 'BS (UK)' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[]

export const TIMELINE_OPTIONS = [
  { value: 'date', label: 'Start on a date' },
  { value: 'flexible', label: 'Flexible' },
] as const satisfies readonly Option[]

export const BUDGET_OPTIONS = [
  { value: 'under-5k', label: 'Under USD 5,000' },
  { value: '5k-20k', label: 'USD 5,000 – 20,000' },
  { value: '20k-50k', label: 'USD 20,000 – 50,000' },
  { value: 'over-50k', label: 'Over USD 50,000' },
] as const satisfies readonly Option[]

export const DRAWINGS_MODE_OPTIONS = [
  { value: 'upload', label: 'Upload files now' },
  { value: 'link', label: 'Share a link to a folder' },
  { value: 'later', label: "I'll send them later" },
] as const satisfies readonly Option[]

export const CONTACT_METHOD_OPTIONS = [
  { value: 'email', label: 'E-mail' },
  { value: 'phone', label: 'Phone call' },
  { value: 'whatsapp', label: 'WhatsApp' },
] as const satisfies readonly Option[]

export const valuesOf = <V extends string>(options: readonly Option<V>[]) => options.map((option) => option.value) as [V, ...V[]]

/** The label of a value in a list of options (the value itself when unknown). */
export function labelOf(options: readonly Option[], value: string | undefined): string {
  return options.find((option) => option.value === value)?.label ?? value ?? ''
}

/** `ifczip`: an IFC model zipped on its own (IFC-ZIP), one `.ifc` inside. */
export const DRAWING_EXTENSIONS = ['pdf', 'dwg', 'dxf', 'ifc', 'ifczip', 'zip'] as const
export type DrawingExtension = (typeof DRAWING_EXTENSIONS)[number]
export const DRAWINGS_ACCEPT = '.pdf,.dwg,.dxf,.ifc,.ifczip,.zip'
export const MAX_DRAWINGS = 5
/** All drawings of one brief together, when BRIEF_MAX_BYTES is unset: base64 makes ~20 MB of mail. */
export const DEFAULT_BRIEF_MAX_BYTES = 15 * 1024 * 1024

export function drawingExtension(fileName: string): string {
  return /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase() ?? ''
}

export const megabytes = (bytes: number) => {
  const value = bytes / (1024 * 1024)
  return Number.isInteger(value) ? String(value) : value.toFixed(1)
}

export const BRIEF_LIMITS = {
  name: 100,
  company: 150,
  size: 150,
  location: 150,
  codesOther: 100,
  description: 2000,
  link: 500,
  phone: 24,
} as const

export const BRIEF_MESSAGES = {
  services: 'Choose at least one service',
  inputs: 'Tell us what you have: choose at least one',
  lod: 'Choose a level of development, or “Not sure yet”',
  deliverables: 'Choose at least one deliverable',
  codes: 'Choose at least one design code',
  codesOther: 'Name the other design code',
  size: 'Describe the size, e.g. “3,200 m², 450 t of steel”',
  location: 'Enter the city and country of the site',
  timeline: 'Choose a start date or “Flexible”',
  startDate: 'Enter a start date from today on',
  budget: 'Choose a budget range from the list',
  drawingsMode: 'Choose how you will send the drawings',
  drawingsLink: 'Enter a link that starts with https://',
  drawingsLinkControl: 'The link cannot contain line breaks or control characters: paste it again from the address bar',
  drawingsNameControl: 'A file name holds line breaks or control characters: rename the file and attach it again',
  drawingsRequired: 'Choose at least one file, or pick another option above',
  drawingsTooMany: `Attach at most ${MAX_DRAWINGS} files; share larger sets by link`,
  drawingsType: (name: string) => `“${name}” is not a PDF, DWG, DXF, IFC or ZIP file`,
  drawingsEmpty: (name: string) => `“${name}” is empty`,
  drawingsForged: (name: string) =>
    `“${name}” does not contain what its name says (we check PDF, DWG, DXF, IFC and ZIP files by their content). Please attach the original file`,
  drawingsTooLarge: (maxBytes: number) =>
    `Your files add up to more than ${megabytes(maxBytes)} MB; share larger sets by link instead`,
  name: 'Your name is required',
  company: 'Company name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  phone: 'Enter the number with its country code, e.g. +91 98260 12345',
  contactMethod: 'Choose how we should contact you',
} as const

/** The wizard's screens in order; each lists the fields it checks. The summary comes last. */
export const BRIEF_STEPS = [
  { id: 'services', title: 'What can we do for you?', fields: ['services'] },
  { id: 'inputs', title: 'What do you have?', fields: ['inputs'] },
  { id: 'scope', title: 'Level of development and deliverables', fields: ['lod', 'deliverables'] },
  {
    id: 'project',
    title: 'The project',
    fields: ['codes', 'codesOther', 'size', 'location', 'description', 'timeline', 'startDate', 'budget'],
  },
  { id: 'drawings', title: 'Drawings', fields: ['drawingsMode', 'drawingsLink', 'drawings'] },
  { id: 'contact', title: 'How can we reach you?', fields: ['name', 'company', 'email', 'phone', 'contactMethod'] },
] as const

export type BriefStepId = (typeof BRIEF_STEPS)[number]['id']
export type BriefField = (typeof BRIEF_STEPS)[number]['fields'][number]

/** The fields a form post may repeat (checkbox groups). */
export const BRIEF_LIST_FIELDS = ['services', 'inputs', 'deliverables', 'codes'] as const
