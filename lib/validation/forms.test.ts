import {
  careerFieldsSchema,
  careerFormSchema,
  contactFormSchema,
  contactSchema,
  cvTooLargeMessage,
  firstErrorPerField,
  MESSAGES,
  newsletterSchema,
} from './forms'
import { roles } from '@/content/career'
import { validCareerFields, validContact as fixtureContact } from '@/e2e/fixtures/forms'

const validContact = fixtureContact('unit')
const validCareer = validCareerFields('unit')

const errorsOf = (schema: { safeParse: (value: unknown) => { success: boolean; error?: unknown } }, value: unknown) => {
  const result = schema.safeParse(value)
  if (result.success) return {}
  return firstErrorPerField(result.error as Parameters<typeof firstErrorPerField>[0])
}

describe('contact schema', () => {
  it('accepts a valid message and trims text', () => {
    const result = contactSchema.safeParse({ ...validContact, name: '  Asha Verma  ' })
    expect(result.success).toBe(true)
    expect(result.data?.name).toBe('Asha Verma')
  })

  it.each([
    ['name', 'Name is required'],
    ['email', 'Email is required'],
    ['companyName', 'Company name is required'],
    ['subject', 'Subject is required'],
    ['phone', 'Phone number is required'],
  ])('%s missing, empty or blank: %s', (field, message) => {
    const { [field]: _removed, ...rest } = validContact as Record<string, string>
    void _removed
    expect(errorsOf(contactSchema, rest)).toEqual({ [field]: message })
    expect(errorsOf(contactSchema, { ...validContact, [field]: '' })).toEqual({ [field]: message })
    expect(errorsOf(contactSchema, { ...validContact, [field]: '   ' })).toEqual({ [field]: message })
  })

  it.each(['a@', '@b.c', 'a b@c.d', 'a@b', 'a@x.com, b@evil.test', 'Eve <e@x.com>'])('email %j: Invalid email address', (email) => {
    expect(errorsOf(contactSchema, { ...validContact, email })).toEqual({ email: 'Invalid email address' })
  })

  it.each(['982601234', '98260123456', '98260-12345', '+919826012345', '٩٨٢٦٠١٢٣٤٥', 'abcdefghij'])(
    'phone %j: Phone number must be exactly 10 digits',
    (phone) => {
      expect(errorsOf(contactSchema, { ...validContact, phone })).toEqual({ phone: 'Phone number must be exactly 10 digits' })
    },
  )

  it('refuses wrong types with the field message, not a type error', () => {
    expect(errorsOf(contactSchema, { ...validContact, phone: 9826012345, name: ['a'] })).toEqual({
      name: 'Name is required',
      phone: 'Phone number is required',
    })
  })

  it('refuses line breaks in one-line fields and over-long values', () => {
    expect(errorsOf(contactSchema, { ...validContact, subject: 'Hi\r\nBcc: victim@evil.test' })).toEqual({
      subject: 'Subject cannot contain line breaks or control characters',
    })
    expect(errorsOf(contactSchema, { ...validContact, name: 'x'.repeat(101) })).toEqual({
      name: 'Name must be at most 100 characters',
    })
    expect(errorsOf(contactSchema, { ...validContact, message: 'x'.repeat(5001) })).toEqual({
      message: 'Message must be at most 5000 characters',
    })
  })

  it('refuses RFC 2047 encoded words in every one-line field: a mail reader would decode them in a header', () => {
    for (const word of ['=?utf-8?b?QmNjOiB2aWN0aW1AZXZpbC50ZXN0?=', '=?UTF-8?Q?Boss_at_Bank?=', 'Hello =?iso-8859-1?q?x?= there']) {
      expect(errorsOf(contactSchema, { ...validContact, subject: word })).toEqual({ subject: 'Subject cannot contain “=?” … “?=” (an encoded mail header)' })
      expect(errorsOf(contactSchema, { ...validContact, name: word })).toEqual({ name: 'Name cannot contain “=?” … “?=” (an encoded mail header)' })
      expect(errorsOf(careerFieldsSchema, { ...validCareer, fullName: word })).toEqual({ fullName: 'Full name cannot contain “=?” … “?=” (an encoded mail header)' })
    }
    expect(errorsOf(contactSchema, { ...validContact, subject: 'Is 2+2=? Yes?' })).toEqual({})
  })

  it('keeps line breaks in the message and makes it optional', () => {
    expect(contactSchema.safeParse({ ...validContact, message: 'Line 1\nLine 2' }).success).toBe(true)
    const { message: _message, ...withoutMessage } = validContact
    void _message
    expect(contactSchema.safeParse(withoutMessage).success).toBe(true)
  })

  it('drops unknown keys', () => {
    const result = contactSchema.safeParse({ ...validContact, bcc: 'x@evil.test', isAdmin: true })
    expect(result.success && Object.keys(result.data)).not.toContain('bcc')
  })

  it('needs the consent box in the browser: You must agree to data collection', () => {
    expect(errorsOf(contactFormSchema, { ...validContact, consent: false })).toEqual({
      consent: 'You must agree to data collection',
    })
    expect(contactFormSchema.safeParse({ ...validContact, consent: true }).success).toBe(true)
  })
})

describe('career schema', () => {
  it('accepts a valid application', () => {
    expect(careerFieldsSchema.safeParse(validCareer).success).toBe(true)
  })

  it.each([
    ['fullName', 'Full name is required'],
    ['email', 'Email is required'],
    ['phone', 'Phone number is required'],
    ['education', 'Please select education'],
    ['experience', 'Please select experience'],
    ['jobRole', 'Please select job role'],
  ])('%s missing or empty: %s', (field, message) => {
    const { [field]: _removed, ...rest } = validCareer as Record<string, string>
    void _removed
    expect(errorsOf(careerFieldsSchema, rest)).toEqual({ [field]: message })
    expect(errorsOf(careerFieldsSchema, { ...validCareer, [field]: '' })).toEqual({ [field]: message })
  })

  it('career e-mail and phone formats', () => {
    expect(errorsOf(careerFieldsSchema, { ...validCareer, email: 'rohan@' })).toEqual({ email: 'Invalid email format' })
    expect(errorsOf(careerFieldsSchema, { ...validCareer, phone: '12345' })).toEqual({ phone: 'Phone number must be 10 digits' })
  })

  it('refuses values outside the lists', () => {
    expect(errorsOf(careerFieldsSchema, { ...validCareer, jobRole: 'CEO' })).toEqual({ jobRole: 'Please select job role' })
  })

  describe('job role at the moment of sending', () => {
    const role = roles.find((candidate) => candidate.slug === 'senior-tekla-steel-detailer-noida')!
    afterEach(() => jest.useRealTimers())

    it('accepts an open role and the general application', () => {
      jest.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z') })
      expect(errorsOf(careerFieldsSchema, { ...validCareer, jobRole: role.title })).toEqual({})
      expect(errorsOf(careerFieldsSchema, { ...validCareer, jobRole: 'General application' })).toEqual({})
    })

    it('says a role has closed once its validThrough has passed; a general application is still taken', () => {
      jest.useFakeTimers({ now: Date.parse(role.validThrough) + 1000 })
      expect(errorsOf(careerFieldsSchema, { ...validCareer, jobRole: role.title })).toEqual({ jobRole: MESSAGES.career.jobRoleClosed })
      expect(errorsOf(careerFieldsSchema, { ...validCareer, jobRole: 'General application' })).toEqual({})
    })
  })

  describe('CV in the browser', () => {
    const schema = careerFormSchema(5 * 1024 * 1024)
    const cv = (name: string, size: number) => new File([new Uint8Array(size)], name)

    it('CV file is required', () => {
      expect(errorsOf(schema, { ...validCareer, cv: null })).toEqual({ cv: 'CV file is required' })
    })
    it('PDF, DOC and DOCX only, any letter case', () => {
      expect(schema.safeParse({ ...validCareer, cv: cv('cv.PDF', 10) }).success).toBe(true)
      expect(schema.safeParse({ ...validCareer, cv: cv('cv.docx', 10) }).success).toBe(true)
      expect(errorsOf(schema, { ...validCareer, cv: cv('cv.pdf.exe', 10) })).toEqual({
        cv: 'Only PDF, DOC or DOCX files are accepted',
      })
    })
    it('refuses an empty file and one over the limit', () => {
      expect(errorsOf(schema, { ...validCareer, cv: cv('cv.pdf', 0) })).toEqual({ cv: 'The selected file is empty' })
      expect(errorsOf(schema, { ...validCareer, cv: cv('cv.pdf', 5 * 1024 * 1024 + 1) })).toEqual({
        cv: 'Your CV must be 5 MB or smaller',
      })
      expect(schema.safeParse({ ...validCareer, cv: cv('cv.pdf', 5 * 1024 * 1024) }).success).toBe(true)
    })
    it('names the limit in megabytes', () => {
      expect(cvTooLargeMessage(4 * 1024 * 1024)).toBe('Your CV must be 4 MB or smaller')
      expect(cvTooLargeMessage(1.5 * 1024 * 1024)).toBe('Your CV must be 1.5 MB or smaller')
    })
  })
})

describe('newsletter schema', () => {
  it('needs a valid address', () => {
    expect(errorsOf(newsletterSchema, { email: '' })).toEqual({ email: 'Email is required' })
    expect(errorsOf(newsletterSchema, { email: 'someone@' })).toEqual({ email: 'Invalid email address' })
    expect(newsletterSchema.safeParse({ email: ' someone@firm.example ' }).data).toEqual({ email: 'someone@firm.example' })
  })
})

describe('non-object bodies', () => {
  it.each([[[]], ['x'], [null], [42]])('%j is refused as a whole', (body) => {
    expect(Object.keys(errorsOf(contactSchema, body))).toEqual(['form'])
  })
})
