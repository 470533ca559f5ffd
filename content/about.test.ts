import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { aboutBanner, aboutLinks, missionVision, servicePhases, whoWeAre, whyChooseUs } from './about'

describe('about content', () => {
  it('has the three phases and five reasons', () => {
    expect(servicePhases.map((phase) => phase.title)).toEqual(['Design', 'Construction', 'Operations'])
    expect(whyChooseUs.points).toHaveLength(5)
  })

  it('links to home, BIM services (not its redirect) and contact', () => {
    expect(aboutLinks.links.map((link) => link.href).sort()).toEqual(['/', '/contact', '/services/bim-services'])
  })

  it('states the measured savings and experience', () => {
    const text = JSON.stringify(whyChooseUs)
    for (const claim of ['up to 40%', 'over 25%', 'up to 50%', '500+', '10 years', 'ISO 19650']) expect(text).toContain(claim)
  })

  it('points every image at a file in public/', () => {
    const images = [aboutBanner.backgroundImage, whoWeAre.image.src, missionVision.image.src, ...servicePhases.map((phase) => phase.icon.src)]
    for (const src of images) expect(existsSync(join(process.cwd(), 'public', src))).toBe(true)
  })
})
