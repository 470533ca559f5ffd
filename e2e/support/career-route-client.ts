// What the career route handler tests send: a valid application with its CV, posted as the browser does.
import { makePdf } from '@/e2e/fixtures/forms'
import { POST } from '@/app/api/career/route'

export const fields = {
  fullName: 'Rohan Mehta',
  email: 'rohan@mail.example',
  phone: '7310012345',
  education: "Master's",
  experience: '1-3 years',
  jobRole: 'General application',
  message: 'Revit, Navisworks and Tekla; ISO 19650 workflows.',
}

type Part = { name: string; value: string } | { name: string; file: Buffer; fileName: string; type?: string }

export function application(overrides: Partial<typeof fields> = {}, cv: Part[] | null = [{ name: 'cv', file: makePdf(2048), fileName: 'rohan-cv.pdf' }]) {
  const form = new FormData()
  for (const [name, value] of Object.entries({ ...fields, ...overrides })) form.append(name, value)
  for (const part of cv ?? []) {
    if ('file' in part) form.append(part.name, new File([new Uint8Array(part.file)], part.fileName, { type: part.type ?? 'application/pdf' }))
    else form.append(part.name, part.value)
  }
  return form
}

export const post = (body: FormData | string, headers: Record<string, string> = {}) =>
  POST(new Request('http://127.0.0.1:3000/api/career', { method: 'POST', headers: { host: '127.0.0.1:3000', ...headers }, body }))
