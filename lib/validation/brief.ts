import { z } from 'zod'
import {
  BRIEF_LIMITS as LIMITS,
  BRIEF_MESSAGES as MESSAGES,
  BRIEF_STEPS,
  BUDGET_OPTIONS,
  CODE_OPTIONS,
  CONTACT_METHOD_OPTIONS,
  DELIVERABLE_OPTIONS,
  DRAWING_EXTENSIONS,
  DRAWINGS_MODE_OPTIONS,
  INPUT_OPTIONS,
  LOD_OPTIONS,
  MAX_DRAWINGS,
  SERVICE_IDS,
  TIMELINE_OPTIONS,
  drawingExtension,
  valuesOf,
  type BriefStepId,
} from './brief-rules'
import { LIMITS as FORM_LIMITS, LONE_SURROGATE, MULTI_LINE_FORBIDDEN, SINGLE_LINE_FORBIDDEN, emailAddress, requiredLine } from './forms'

// The one schema of the project brief, shared by the wizard and POST /api/brief. The wizard
// checks each screen with a sub-schema picked from the same fields plus that screen's own
// cross-field rules. Drawings are checked by name and size here ({ name, size } fits a browser
// File and an uploaded file alike); their content is checked on the server (lib/http/drawing-check).

export * from './brief-rules'
export { firstErrorPerField } from './forms'

function oneOf<V extends string>(values: [V, ...V[]], message: string) {
  return z.enum(values, { error: message })
}

function someOf<V extends string>(values: [V, ...V[]], message: string) {
  return z
    .array(z.enum(values, { error: message }), { error: message })
    .min(1, message)
    .max(values.length, message)
}

/** An optional one-line text: '' is the same as absent. */
function optionalLine(label: string, max: number) {
  return z
    .string()
    .trim()
    .normalize('NFC')
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isOneLine, `${label} cannot contain line breaks or control characters`)
    .optional()
}

const description = z
  .string()
  .trim()
  .normalize('NFC')
  .max(LIMITS.description, `Description must be at most ${LIMITS.description} characters`)
  .refine((value) => !MULTI_LINE_FORBIDDEN.test(value) && !LONE_SURROGATE.test(value), 'Description cannot contain control characters')
  .optional()

/** With country code: '+', then 8 to 15 digits (E.164), spaces, dashes and brackets allowed. */
const internationalPhone = z
  .string({ error: MESSAGES.phone })
  .trim()
  .max(LIMITS.phone, MESSAGES.phone)
  .regex(/^\+[0-9][0-9 ()-]*[0-9]$/, MESSAGES.phone)
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length
    return digits >= 8 && digits <= 15
  }, MESSAGES.phone)

/** No control characters, line breaks, bidi overrides or half surrogates (the one-line rule of forms.ts). */
const isOneLine = (value: string) => !SINGLE_LINE_FORBIDDEN.test(value) && !LONE_SURROGATE.test(value)

const drawingFile = z.object({
  name: z.string().max(255).refine(isOneLine, MESSAGES.drawingsNameControl),
  size: z.number().int().nonnegative(),
})

const fields = z.object({
  services: someOf([...SERVICE_IDS], MESSAGES.services),
  inputs: someOf(valuesOf(INPUT_OPTIONS), MESSAGES.inputs),
  lod: oneOf(valuesOf(LOD_OPTIONS), MESSAGES.lod),
  deliverables: someOf(valuesOf(DELIVERABLE_OPTIONS), MESSAGES.deliverables),
  codes: someOf(valuesOf(CODE_OPTIONS), MESSAGES.codes),
  codesOther: optionalLine('Other design code', LIMITS.codesOther),
  size: requiredLine('Project size', MESSAGES.size, LIMITS.size),
  location: requiredLine('Location', MESSAGES.location, LIMITS.location),
  description,
  timeline: oneOf(valuesOf(TIMELINE_OPTIONS), MESSAGES.timeline),
  startDate: z.string().max(10, MESSAGES.startDate).optional(),
  budget: oneOf(['', ...valuesOf(BUDGET_OPTIONS)], MESSAGES.budget).optional(),
  drawingsMode: oneOf(valuesOf(DRAWINGS_MODE_OPTIONS), MESSAGES.drawingsMode),
  // Checked as typed: the URL parser would silently drop a line break, and the raw value is what is kept.
  drawingsLink: z.string().trim().max(LIMITS.link, MESSAGES.drawingsLink).refine(isOneLine, MESSAGES.drawingsLinkControl).optional(),
  drawings: z.array(drawingFile).max(MAX_DRAWINGS, MESSAGES.drawingsTooMany).default([]),
  name: requiredLine('Name', MESSAGES.name, LIMITS.name),
  company: requiredLine('Company name', MESSAGES.company, LIMITS.company),
  email: emailAddress(MESSAGES.emailRequired, MESSAGES.emailInvalid),
  phone: internationalPhone,
  contactMethod: oneOf(valuesOf(CONTACT_METHOD_OPTIONS), MESSAGES.contactMethod),
  /** The browser's random id for this brief, kept with the draft, so a repeat is recognised. */
  submissionId: z.union([z.literal(''), z.string().regex(/^[A-Za-z0-9_-]{8,64}$/)]).optional(),
  website: z.string().max(FORM_LIMITS.honeypot).optional(),
})

type Fields = z.output<typeof fields>
type Context = z.RefinementCtx
/** Cross-field rules see values that may have failed their own checks. */
type Loose = Partial<Record<keyof Fields, unknown>>

const DAY_MS = 24 * 60 * 60 * 1000

/** A real calendar date, yyyy-mm-dd, from yesterday (time zones) to ten years ahead. */
export function isPlausibleStartDate(value: string, now = Date.now()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const time = Date.parse(`${value}T00:00:00Z`)
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) return false
  return time >= now - 2 * DAY_MS && time <= now + 3650 * DAY_MS
}

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password
  } catch {
    return false
  }
}

/** The rules that tie one field to another, each on the screen that shows both. */
function stepRules(maxBytes: number): Partial<Record<BriefStepId, (value: Loose, context: Context) => void>> {
  const issue = (context: Context, field: keyof Fields, message: string) =>
    context.addIssue({ code: 'custom', path: [field], message })
  return {
    project(value, context) {
      const codes = Array.isArray(value.codes) ? value.codes : []
      if (codes.includes('other') && !(typeof value.codesOther === 'string' && value.codesOther.trim())) {
        issue(context, 'codesOther', MESSAGES.codesOther)
      }
      if (value.timeline === 'date' && !(typeof value.startDate === 'string' && isPlausibleStartDate(value.startDate))) {
        issue(context, 'startDate', MESSAGES.startDate)
      }
    },
    drawings(value, context) {
      if (value.drawingsMode === 'link' && !(typeof value.drawingsLink === 'string' && isHttpsUrl(value.drawingsLink))) {
        issue(context, 'drawingsLink', MESSAGES.drawingsLink)
      }
      if (value.drawingsMode !== 'upload' || !Array.isArray(value.drawings)) return
      const files = value.drawings as { name: string; size: number }[]
      const bad = files.find((file) => !(DRAWING_EXTENSIONS as readonly string[]).includes(drawingExtension(file.name)))
      const empty = files.find((file) => file.size === 0)
      if (files.length === 0) issue(context, 'drawings', MESSAGES.drawingsRequired)
      else if (bad) issue(context, 'drawings', MESSAGES.drawingsType(bad.name))
      else if (empty) issue(context, 'drawings', MESSAGES.drawingsEmpty(empty.name))
      else if (files.reduce((total, file) => total + file.size, 0) > maxBytes) {
        issue(context, 'drawings', MESSAGES.drawingsTooLarge(maxBytes))
      }
    },
  }
}

/** A cross-field rule that runs even when a field already failed, so a screen shows all its messages at once. */
const always = (rule: (value: Loose, context: Context) => void) =>
  z.superRefine<unknown>((value, context) => rule(value as Loose, context), { when: () => true })

/** What is kept of the visitor's answers: fields that the chosen options make irrelevant are dropped. */
function tidy(value: Fields): Fields {
  const unique = <T>(list: T[]) => [...new Set(list)]
  return {
    ...value,
    services: unique(value.services),
    inputs: unique(value.inputs),
    deliverables: unique(value.deliverables),
    codes: unique(value.codes),
    codesOther: value.codes.includes('other') ? value.codesOther || undefined : undefined,
    startDate: value.timeline === 'date' ? value.startDate : undefined,
    budget: value.budget || undefined,
    description: value.description || undefined,
    drawingsLink: value.drawingsMode === 'link' ? value.drawingsLink : undefined,
    drawings: value.drawingsMode === 'upload' ? value.drawings : [],
  }
}

/** The whole brief, as POST /api/brief accepts it. */
export function briefSchema(maxBytes: number) {
  const rules = Object.values(stepRules(maxBytes))
  return fields.check(always((value, context) => rules.forEach((rule) => rule(value, context)))).transform(tidy)
}

/** One screen of the wizard: the same fields, picked, with that screen's cross-field rules. */
export function briefStepSchema(step: BriefStepId, maxBytes: number) {
  const definition = BRIEF_STEPS.find((candidate) => candidate.id === step)
  if (!definition) throw new Error(`Unknown brief step ${step}`)
  const mask = Object.fromEntries(definition.fields.map((field) => [field, true])) as { [K in keyof Fields]?: true }
  const rule = stepRules(maxBytes)[step]
  return fields.pick(mask).check(always((value, context) => rule?.(value, context)))
}

export type BriefSubmission = z.output<ReturnType<typeof briefSchema>>
export type BriefInput = z.input<typeof fields>
