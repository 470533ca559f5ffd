// Kept for the hardening specs' imports; the fixtures live in e2e/fixtures/forms.ts.
import { makePdf } from '../fixtures/forms'

export { careerUpload, makeDoc as doc, makeDocx as docx, makeExe as exe, multipart, sha256, validCareerFields, validContact, zip } from '../fixtures/forms'
export type { FilePart } from '../fixtures/forms'
export const pdf = (size = 2_000) => makePdf(size)
