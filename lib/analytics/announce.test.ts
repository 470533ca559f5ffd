/** @jest-environment jsdom */
import { announce, listenToAnnouncements } from './announce'

afterEach(() => {
  listenToAnnouncements(undefined)
  localStorage.clear()
})

describe('announce', () => {
  it('hands an announcement to the tracker listening, with the page it came from', () => {
    const heard: unknown[] = []
    listenToAnnouncements((announcement) => heard.push(announcement))
    announce('Lead: contact')
    expect(heard).toEqual([{ name: 'Lead: contact', path: '/' }])
  })

  it('keeps nothing for later unless the visitor has accepted', () => {
    announce('Brief step 1: services')
    localStorage.setItem('cookieConsent', 'rejected')
    announce('Brief step 2: inputs')
    localStorage.setItem('cookieConsent', 'accepted')
    announce('Brief step 3: scope')
    const heard: string[] = []
    listenToAnnouncements(({ name }) => heard.push(name))
    expect(heard).toEqual(['Brief step 3: scope'])
  })

  it('says nothing once the tracker stopped listening', () => {
    const heard: string[] = []
    listenToAnnouncements(({ name }) => heard.push(name))
    listenToAnnouncements(undefined)
    announce('Newsletter')
    expect(heard).toEqual([])
  })
})
