import { clientIp } from './rate-limit'

jest.mock('./rate-limit-store', () => ({ consumeShared: jest.fn() }))

const request = (headers: Record<string, string>) => new Request('http://127.0.0.1/api/contact', { method: 'POST', headers })

describe('clientIp', () => {
  it('ignores X-Forwarded-For without a trusted proxy', () => {
    expect(clientIp(request({ 'x-forwarded-for': '198.51.100.1' }), false)).toBe('direct')
  })

  it('takes the entry our proxy appended, not the ones the client forged', () => {
    expect(clientIp(request({ 'x-forwarded-for': '198.51.100.1, 203.0.113.7' }), true)).toBe('203.0.113.7')
    expect(clientIp(request({ 'x-forwarded-for': '203.0.113.7' }), true)).toBe('203.0.113.7')
  })
})
