import { analyticsRequest, pageUrl, plausibleRequest, referrerUrl, umamiRequest, type PageContext } from './payload'
import { routeOf } from './route-of'

const page: PageContext = {
  href: 'https://www.stratum-bim.example/search?q=my+name&utm_source=newsletter&utm_campaign=autumn#top',
  referrer: 'https://www.google.com/search?q=steel+detailing',
  title: 'Search | Stratum',
  language: 'en-GB',
  screen: '1440x900',
}
const plausible = { provider: 'plausible', host: 'https://plausible.example.com', site: 'stratum-bim.example' } as const
const umami = { provider: 'umami', host: 'https://umami.example.com', site: '50429a93-8479-4073-be80-d5d29c09c2ec' } as const

describe('pageUrl and referrerUrl', () => {
  it('keep the campaign tags and drop every other query parameter and the fragment', () => {
    expect(pageUrl(page.href)).toBe('https://www.stratum-bim.example/search?utm_source=newsletter&utm_campaign=autumn')
    expect(pageUrl('https://www.stratum-bim.example/contact?name=Ann&email=a%40b.example')).toBe('https://www.stratum-bim.example/contact')
  })

  it('keep only the referring page, not its query', () => {
    expect(referrerUrl(page.referrer)).toBe('https://www.google.com/search')
    expect(referrerUrl('')).toBe('')
    expect(referrerUrl('android-app://com.example')).toBe('')
  })
})

describe('routeOf', () => {
  it('names dynamic segments by their params', () => {
    expect(routeOf('/projects/12', { id: '12' })).toBe('/projects/[id]')
    expect(routeOf('/project/service/steel-detailing', { facet: 'service', value: 'steel-detailing' })).toBe('/project/[facet]/[value]')
    expect(routeOf('/about', {})).toBe('/about')
    expect(routeOf('/career/senior-tekla-steel-detailer-noida', { role: 'senior-tekla-steel-detailer-noida' })).toBe('/career/[role]')
  })
})

describe('Plausible Events API request', () => {
  it('sends a page view as { name: "pageview", url, domain, referrer } to /api/event', () => {
    const request = plausibleRequest(plausible, {}, page)
    expect(request.url).toBe('https://plausible.example.com/api/event')
    expect(request.contentType).toBe('text/plain')
    expect(JSON.parse(request.body)).toEqual({
      name: 'pageview',
      url: 'https://www.stratum-bim.example/search?utm_source=newsletter&utm_campaign=autumn',
      domain: 'stratum-bim.example',
      referrer: 'https://www.google.com/search',
    })
  })

  it('sends a custom event with its props as strings, and a null referrer when there is none', () => {
    const request = plausibleRequest(plausible, { name: 'Web Vitals', props: { metric: 'CLS', value: 0.012, route: '/projects/[id]' } }, { ...page, referrer: '' })
    expect(JSON.parse(request.body)).toEqual({
      name: 'Web Vitals',
      url: 'https://www.stratum-bim.example/search?utm_source=newsletter&utm_campaign=autumn',
      domain: 'stratum-bim.example',
      referrer: null,
      props: { metric: 'CLS', value: '0.012', route: '/projects/[id]' },
    })
  })
})

describe('Umami /api/send request', () => {
  it('sends a page view as an event payload without a name', () => {
    const request = umamiRequest(umami, {}, page)
    expect(request.url).toBe('https://umami.example.com/api/send')
    expect(request.contentType).toBe('application/json')
    expect(JSON.parse(request.body)).toEqual({
      type: 'event',
      payload: {
        website: umami.site,
        hostname: 'www.stratum-bim.example',
        language: 'en-GB',
        referrer: 'https://www.google.com/search',
        screen: '1440x900',
        title: 'Search | Stratum',
        url: '/search?utm_source=newsletter&utm_campaign=autumn',
      },
    })
  })

  it('sends a named event with its data', () => {
    const body = JSON.parse(umamiRequest(umami, { name: 'Lead: contact' }, page).body)
    expect(body.payload.name).toBe('Lead: contact')
    expect(body.payload).not.toHaveProperty('data')
    const vitals = JSON.parse(umamiRequest(umami, { name: 'Web Vitals', props: { metric: 'LCP', value: 1234 } }, page).body)
    expect(vitals.payload.data).toEqual({ metric: 'LCP', value: 1234 })
  })

  it('is chosen by the provider', () => {
    expect(analyticsRequest(umami, {}, page).url).toBe('https://umami.example.com/api/send')
    expect(analyticsRequest(plausible, {}, page).url).toBe('https://plausible.example.com/api/event')
  })
})
