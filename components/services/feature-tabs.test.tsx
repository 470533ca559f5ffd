/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { services } from '@/content/services'
import { FeatureTabs, tabNumber } from './feature-tabs'
import { MISSING_INTRO, WhyUs } from './why-us'

const rebar = services.find((service) => service.id === 'rebar-detailing')!
const features = rebar.advantages.features

function selectedTab() {
  return screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')!
}

describe('FeatureTabs', () => {
  it('numbers the tabs 01/, 02/ ... and selects the first', () => {
    render(<FeatureTabs features={features} label="Why us" />)
    const tabs = screen.getAllByRole('tab')
    expect(tabs).toHaveLength(7)
    expect(tabs.map((tab) => tab.textContent?.slice(0, 3))).toEqual(['01/', '02/', '03/', '04/', '05/', '06/', '07/'])
    expect(tabNumber(9)).toBe('10/')
    expect(selectedTab()).toBe(tabs[0])
    expect(tabs[0]).toHaveProperty('tabIndex', 0)
    expect(tabs[1]).toHaveProperty('tabIndex', -1)
  })

  it('renders every panel, hiding all but the selected one, each labelled by its tab', () => {
    const { container } = render(<FeatureTabs features={features} label="Why us" />)
    const panels = Array.from(container.querySelectorAll('[role="tabpanel"]'))
    expect(panels).toHaveLength(7)
    expect(panels.filter((panel) => !panel.hasAttribute('hidden'))).toHaveLength(1)
    panels.forEach((panel, index) => {
      expect(panel.textContent).toContain(features[index]!.subtext[0])
      const tab = document.getElementById(panel.getAttribute('aria-labelledby')!)!
      expect(tab.getAttribute('aria-controls')).toBe(panel.id)
    })
  })

  it('switches by click and by arrow, Home and End keys, moving focus with the selection, the panel a frame later', async () => {
    const { container } = render(<FeatureTabs features={features} label="Why us" />)
    const tabs = screen.getAllByRole('tab')
    const visiblePanel = () => container.querySelector('[role="tabpanel"]:not([hidden])')!

    fireEvent.click(tabs[2]!)
    expect(selectedTab()).toBe(tabs[2])
    expect(visiblePanel().textContent).toContain(features[0]!.title)
    await waitFor(() => expect(visiblePanel().textContent).toContain(features[2]!.title))
    expect(container.querySelectorAll('[role="tabpanel"]:not([hidden])')).toHaveLength(1)

    act(() => tabs[2]!.focus())
    fireEvent.keyDown(tabs[2]!, { key: 'ArrowDown' })
    expect(selectedTab()).toBe(tabs[3])
    expect(document.activeElement).toBe(tabs[3])
    fireEvent.keyDown(tabs[3]!, { key: 'ArrowLeft' })
    expect(selectedTab()).toBe(tabs[2])
    fireEvent.keyDown(tabs[2]!, { key: 'End' })
    expect(selectedTab()).toBe(tabs[6])
    fireEvent.keyDown(tabs[6]!, { key: 'ArrowRight' })
    expect(selectedTab()).toBe(tabs[0])
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowUp' })
    expect(selectedTab()).toBe(tabs[6])
    fireEvent.keyDown(tabs[6]!, { key: 'Home' })
    expect(selectedTab()).toBe(tabs[0])
    expect(document.activeElement).toBe(tabs[0])
    await waitFor(() => expect(visiblePanel().textContent).toContain(features[0]!.title))
  })
})

describe('WhyUs', () => {
  it('shows the intro, or the fallback text when a service has none', () => {
    const { unmount } = render(<WhyUs service={rebar} />)
    expect(screen.getByText(rebar.intro!)).toBeTruthy()
    unmount()
    render(<WhyUs service={{ ...rebar, intro: undefined }} />)
    expect(screen.getByText(MISSING_INTRO)).toBeTruthy()
    expect(MISSING_INTRO).toBe('No introduction available for this service.')
  })
})
