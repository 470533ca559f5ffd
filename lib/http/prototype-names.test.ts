import { fieldProblems, formNameOf, statusProblem } from '@/components/forms/form-answer-texts'
import { contactFormSchema, contactSchema } from '@/lib/validation/forms'
import { readForm } from './json-form'
import { parseMultipart } from './multipart'

// Names a visitor sends (a form, a field, a message key) match only the form's own names, never
// what every object inherits (`constructor`, `__proto__`, `toString`).
const INHERITED = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']

describe('names a visitor supplies', () => {
  it('the answer pages know no form called after an inherited property', () => {
    for (const name of INHERITED) expect(formNameOf(name)).toBeUndefined()
    expect(formNameOf('career')).toBe('career')
  })

  it('the problem page lists only real fields, each with a message that is text', () => {
    const problems = fieldProblems('contact', 'constructor.x,__proto__.toString,email.constructor,name.toString,phone.phoneInvalid')
    expect(problems.map((problem) => problem.field)).toEqual(['email', 'name', 'phone'])
    for (const problem of problems) {
      expect(typeof problem.label).toBe('string')
      expect(typeof problem.message).toBe('string')
    }
    expect(problems[2]?.message).toMatch(/10 digits|phone/i)
    expect(typeof statusProblem(400, 'contact')).toBe('string')
  })

  it('a post without JavaScript may carry fields named like inherited properties: they are ignored, not "sent more than once"', async () => {
    const body = new URLSearchParams({
      name: 'Asha Verma',
      email: 'asha@builders.example',
      companyName: 'Verma Builders',
      subject: 'Connection design',
      phone: '9826012345',
      consent: 'on',
      ...Object.fromEntries(INHERITED.map((name) => [name, 'x'])),
    })
    const request = new Request('http://127.0.0.1:3000/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    })
    const outcome = await readForm(request, contactSchema, contactFormSchema)
    expect(outcome).toEqual({ kind: 'valid', value: expect.objectContaining({ name: 'Asha Verma', phone: '9826012345' }) })
  })

  it('a multipart form keeps such fields as its own plain values (formidable drops `__proto__` itself)', async () => {
    const form = new FormData()
    for (const name of [...INHERITED, 'fullName']) form.append(name, `value of ${name}`)
    const request = new Request('http://127.0.0.1:3000/api/career', { method: 'POST', body: form })
    const { fields } = await parseMultipart(request, { cvMaxBytes: 1024 })
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype)
    for (const name of [...INHERITED.filter((name) => name !== '__proto__'), 'fullName']) {
      expect(Object.getOwnPropertyDescriptor(fields, name)?.value).toBe(`value of ${name}`)
    }
  })
})
