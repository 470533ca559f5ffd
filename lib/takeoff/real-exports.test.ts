/**
 * @jest-environment node
 */
// The takeoff against public IFC files written by other tools (Tekla, Revit, Archicad, Allplan,
// StruCad, ProStructures, GeometryGym, IfcOpenShell, Renga, BricsCAD, buildingSMART's samples),
// each with figures derived without this reader (scripts/test-models/real-exports/README.md):
// counts exact, every other figure within 2 %.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { takeoffInTests } from '@/scripts/test-models/takeoff-in-tests'
import type { ModelSummary } from './types'

type Expected = {
  counts: Record<string, number>
  steel_members?: { profile: string; grade: string | null; count: number; length_m: number; mass_kg: number | null }[]
  plates?: { count: number; mass_kg: number; by_thickness?: { thickness_mm: number; grade: string | null; count: number; mass_kg: number }[] }
  bolts?: { diameter_mm: number; length_mm: number | null; count: number }[]
  studs?: number
  rebar?: { diameter_mm: number; role: string | null; count: number; length_m: number; mass_kg: number }[]
  concrete?: { kind: string; predefined: string | null; storey: string | null; grade: string | null; volume_m3: number }[]
}
type Entry = { file: string; sha256: string; tool: string; schema: string; expected: Expected }

const ROOT = join(__dirname, '..', '..')
const CORPUS = join(ROOT, 'scripts', 'test-models', 'real-exports')
const manifest = JSON.parse(readFileSync(join(CORPUS, 'manifest.json'), 'utf8')) as Entry[]
const takeoff = takeoffInTests()

const close = (actual: number | null | undefined, expected: number, what: string) => {
  const tolerance = Math.max(Math.abs(expected) * 0.02, 0.01)
  if (actual === null || actual === undefined || Math.abs(actual - expected) > tolerance) throw new Error(`${what}: ${actual} where ${expected} was derived`)
}
const sameGrade = (a: string | null, b: string | null) => (a ?? '').replace(/\s+/g, '').toUpperCase() === (b ?? '').replace(/\s+/g, '').toUpperCase()

describe.each(manifest.map((entry) => [`${entry.file} (${entry.tool})`, entry] as const))('%s', (_name, entry) => {
  let summary: ModelSummary
  beforeAll(() => {
    const bytes = readFileSync(join(CORPUS, entry.file))
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(entry.sha256)
    summary = takeoff(new Uint8Array(bytes))
  })

  it('counts every structural element by class (a StandardCase with its class)', () => {
    const folded = (counts: Record<string, number>) => {
      const result: Record<string, number> = {}
      for (const [kind, count] of Object.entries(counts)) result[kind.replace(/StandardCase$/, '')] = (result[kind.replace(/StandardCase$/, '')] ?? 0) + count
      return result
    }
    const read = folded(summary.counts)
    for (const [kind, count] of Object.entries(folded(entry.expected.counts))) expect([kind, read[kind] ?? 0]).toEqual([kind, count])
  })

  it('gives steel by profile and grade, plates and fasteners', () => {
    for (const row of entry.expected.steel_members ?? []) {
      const found = summary.steel.members.find((member) => member.profile === row.profile && sameGrade(member.grade, row.grade))
      if (!found) throw new Error(`no row ${row.profile} ${row.grade} among ${summary.steel.members.map((member) => `${member.profile} ${member.grade}`).join(', ')}`)
      expect([row.profile, found.count]).toEqual([row.profile, row.count])
      close(found.length_m, row.length_m, `${row.profile} length`)
      if (row.mass_kg === null) expect(found.mass_kg).toBeNull()
      else close(found.mass_kg, row.mass_kg, `${row.profile} mass`)
    }
    if (entry.expected.steel_members) expect(summary.steel.members).toHaveLength(entry.expected.steel_members.length)
    const plates = entry.expected.plates
    if (plates) {
      expect(summary.steel.plates.count).toBe(plates.count)
      close(summary.steel.plates.mass_kg, plates.mass_kg, 'plates')
      for (const row of plates.by_thickness ?? []) {
        const found = summary.steel.plates.by_thickness.find((plate) => plate.thickness_mm !== null && Math.abs(plate.thickness_mm - row.thickness_mm) < 0.05 && sameGrade(plate.grade, row.grade))
        expect([row.thickness_mm, found?.count]).toEqual([row.thickness_mm, row.count])
        close(found?.mass_kg, row.mass_kg, `plates ${row.thickness_mm} mm`)
      }
    }
    for (const row of entry.expected.bolts ?? []) {
      const found = summary.bolts.find((bolt) => bolt.diameter_mm !== null && Math.abs(bolt.diameter_mm - row.diameter_mm) < 0.05 && (row.length_mm === null || (bolt.length_mm !== null && Math.abs(bolt.length_mm - row.length_mm) < 0.5)))
      expect([row.diameter_mm, row.length_mm, found?.count]).toEqual([row.diameter_mm, row.length_mm, row.count])
    }
    if (entry.expected.studs !== undefined) expect(summary.studs.reduce((sum, row) => sum + row.count, 0)).toBe(entry.expected.studs)
  })

  it('gives rebar by diameter and role, and concrete by element, storey and grade', () => {
    for (const row of entry.expected.rebar ?? []) {
      const found = summary.rebar.filter((bar) => bar.diameter_mm !== null && Math.abs(bar.diameter_mm - row.diameter_mm) < 0.05 && bar.role === row.role)
      expect([row.diameter_mm, row.role, found.reduce((sum, bar) => sum + bar.count, 0)]).toEqual([row.diameter_mm, row.role, row.count])
      close(found.reduce((sum, bar) => sum + (bar.length_m ?? 0), 0), row.length_m, `Ø${row.diameter_mm} length`)
      close(found.reduce((sum, bar) => sum + (bar.mass_kg ?? 0), 0), row.mass_kg, `Ø${row.diameter_mm} mass`)
    }
    for (const row of entry.expected.concrete ?? []) {
      const found = summary.concrete.filter((part) => part.kind === row.kind && part.predefined === row.predefined && part.storey === row.storey && sameGrade(part.grade, row.grade))
      if (found.length === 0) throw new Error(`no concrete row ${JSON.stringify(row)} among ${JSON.stringify(summary.concrete.map(({ kind, predefined, storey, grade }) => ({ kind, predefined, storey, grade })))}`)
      close(found.reduce((sum, part) => sum + (part.volume_m3 ?? 0), 0), row.volume_m3, `${row.kind} ${row.storey} volume`)
    }
    if (entry.expected.concrete) close(summary.concrete_m3, entry.expected.concrete.reduce((sum, row) => sum + row.volume_m3, 0), 'concrete total')
  })
})
