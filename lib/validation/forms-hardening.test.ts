import { careerFieldsSchema, contactSchema } from './forms'

// The bad-input catalogue's Unicode and address cases (e2e/hardening/catalogue.spec.ts) at unit level.

const contact = (overrides: Record<string, unknown>) => ({
  name: 'Asha Verma',
  email: 'asha@builder.example',
  companyName: 'Verma Steel',
  subject: 'PEB shed',
  phone: '9826012345',
  ...overrides,
})

describe('text normalisation and rejected characters', () => {
  it('normalises names and messages to NFC', () => {
    const parsed = contactSchema.parse(contact({ name: 'Zoe\u0308', message: 'Cafe\u0301' }))
    expect(parsed.name).toBe('Zo\u00eb')
    expect(parsed.message).toBe('Caf\u00e9')
  })

  it('refuses lone surrogates but keeps emoji', () => {
    expect(contactSchema.safeParse(contact({ name: 'Asha \ud800' })).success).toBe(false)
    expect(contactSchema.safeParse(contact({ message: 'end \udc00' })).success).toBe(false)
    expect(contactSchema.safeParse(contact({ name: 'Asha 👷‍♀️' })).success).toBe(true)
  })

  it('caps the local part of an address at 64 characters', () => {
    expect(contactSchema.safeParse(contact({ email: `${'a'.repeat(64)}@builder.example` })).success).toBe(true)
    expect(contactSchema.safeParse(contact({ email: `${'a'.repeat(65)}@builder.example` })).success).toBe(false)
    const career = careerFieldsSchema.safeParse({
      fullName: 'Rohan Iyer',
      email: `${'r'.repeat(65)}@mail.example`,
      phone: '9876543210',
      education: "Master's",
      experience: '1-3 years',
      jobRole: 'General application',
    })
    expect(career.success).toBe(false)
  })
})
