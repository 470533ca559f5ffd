import { readAnalyticsConfig } from './config'

const UMAMI_ID = '50429a93-8479-4073-be80-d5d29c09c2ec'

describe('readAnalyticsConfig', () => {
  it('is off when the three variables are unset or blank', () => {
    expect(readAnalyticsConfig({})).toBeNull()
    expect(readAnalyticsConfig({ ANALYTICS_PROVIDER: '', ANALYTICS_HOST: ' ', ANALYTICS_SITE: undefined })).toBeNull()
  })

  it('reads Plausible and Umami settings, the host as a bare origin', () => {
    expect(readAnalyticsConfig({ ANALYTICS_PROVIDER: 'plausible', ANALYTICS_HOST: 'https://plausible.example.com/', ANALYTICS_SITE: 'stratum-bim.example' })).toEqual({
      provider: 'plausible',
      host: 'https://plausible.example.com',
      site: 'stratum-bim.example',
    })
    expect(readAnalyticsConfig({ ANALYTICS_PROVIDER: 'umami', ANALYTICS_HOST: 'https://cloud.umami.is', ANALYTICS_SITE: UMAMI_ID })).toEqual({
      provider: 'umami',
      host: 'https://cloud.umami.is',
      site: UMAMI_ID,
    })
    expect(readAnalyticsConfig({ ANALYTICS_PROVIDER: 'plausible', ANALYTICS_HOST: 'http://127.0.0.1:8000', ANALYTICS_SITE: 'example.com' })?.host).toBe('http://127.0.0.1:8000')
  })

  it.each([
    [{ ANALYTICS_PROVIDER: 'matomo', ANALYTICS_HOST: 'https://a.example', ANALYTICS_SITE: 'example.com' }, /ANALYTICS_PROVIDER="matomo" must be "plausible" or "umami"/],
    [{ ANALYTICS_PROVIDER: 'plausible', ANALYTICS_HOST: 'plausible.example.com', ANALYTICS_SITE: 'example.com' }, /ANALYTICS_HOST="plausible.example.com" must be an origin/],
    [{ ANALYTICS_PROVIDER: 'plausible', ANALYTICS_HOST: 'http://plausible.example.com', ANALYTICS_SITE: 'example.com' }, /ANALYTICS_HOST=.* must use https/],
    [{ ANALYTICS_PROVIDER: 'plausible', ANALYTICS_HOST: 'https://example.com/plausible?x=1', ANALYTICS_SITE: 'example.com' }, /ANALYTICS_HOST=.* origin only/],
    [{ ANALYTICS_PROVIDER: 'plausible', ANALYTICS_HOST: 'https://a.example', ANALYTICS_SITE: 'not a domain' }, /ANALYTICS_SITE="not a domain"/],
    [{ ANALYTICS_PROVIDER: 'umami', ANALYTICS_HOST: 'https://a.example', ANALYTICS_SITE: 'example.com' }, /ANALYTICS_SITE="example.com" must be Umami's website id/],
    [{ ANALYTICS_HOST: 'https://a.example' }, /ANALYTICS_PROVIDER is not set/],
    [{ ANALYTICS_PROVIDER: 'umami' }, /ANALYTICS_HOST is not set/],
  ])('fails on %j, naming the variable', (env, message) => {
    expect(() => readAnalyticsConfig(env)).toThrow(message)
  })
})
