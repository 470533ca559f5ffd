import { trapFields } from './json-form'

// What a honeypot hit keeps: its text, small enough that spam/ (at most 1,000 records) stays under 50 MiB.
describe('trapFields', () => {
  it('keeps strings and lists of strings, each at most 5000 characters', () => {
    expect(trapFields({ name: 'Dana', services: ['bim', 'detailing'], consent: true, size: 3, file: { a: 1 } })).toEqual({ name: 'Dana', services: 'bim, detailing' })
    expect(trapFields({ message: 'x'.repeat(6000) }).message).toHaveLength(5000)
  })

  it('keeps at most 48 KiB of JSON, however the text is encoded, and still keeps short fields after a long one', () => {
    const heavy = Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`field${index}`, '\u0001'.repeat(5000)]))
    const kept = trapFields({ ...heavy, email: 'bot@spam.example' })
    expect(Buffer.byteLength(JSON.stringify(kept))).toBeLessThanOrEqual(48 * 1024 + 1024)
    expect(kept.email).toBe('bot@spam.example')
  })
})
