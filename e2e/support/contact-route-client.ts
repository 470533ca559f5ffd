// What the contact route handler tests send: a valid enquiry and requests as the browser makes them.
import { POST } from '@/app/api/contact/route'

export const valid = {
  name: 'Asha Verma',
  email: 'asha@builders.example',
  companyName: 'Verma Builders',
  subject: 'Connection design for a PEB shed',
  phone: '9826012345',
  message: 'Moment connections to AISC 360, about 120 t of steel.',
}

export function post(body: BodyInit | null, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  return POST(new Request('http://127.0.0.1:3000/api/contact', { method: 'POST', headers: { host: '127.0.0.1:3000', ...headers }, body }))
}

export const postJson = (value: unknown, headers: Record<string, string> = {}) =>
  post(JSON.stringify(value), { 'content-type': 'application/json', ...headers })
