import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import {
  bimDimensionCards,
  blogTeasers,
  CAROUSEL_GAP_PX,
  expertiseTopics,
  HERO_AUTOPLAY_MS,
  heroCards,
  heroSlides,
  homeMeta,
  SERVICES_AUTOPLAY_MS,
  serviceSlides,
  statistics,
  testimonials,
  TESTIMONIALS_AUTOPLAY_MS,
  testimonialSummary,
} from './home'
import { brand } from './site'
import { SERVICE_IDS, type ImageAsset } from './types'

const allImages: ImageAsset[] = [
  ...heroSlides.map((slide) => slide.backgroundImage),
  ...[...heroCards, ...bimDimensionCards].map((card) => card.image),
  ...serviceSlides.map((slide) => slide.image),
  ...expertiseTopics.map((topic) => topic.image),
  ...testimonials.map((entry) => entry.image),
  ...blogTeasers.map((post) => post.image),
]

describe('home content', () => {
  it('keeps the autoplay delays and gap', () => {
    expect([HERO_AUTOPLAY_MS, SERVICES_AUTOPLAY_MS, TESTIMONIALS_AUTOPLAY_MS, CAROUSEL_GAP_PX]).toEqual([4000, 3000, 5000, 30])
    expect(statistics.map((stat) => `${stat.value}${stat.suffix}`)).toEqual(['1000+', '100+', '20+'])
  })

  it('has four hero slides with a two-paragraph subtitle and View Details to BIM services (not its redirect)', () => {
    expect(heroSlides).toHaveLength(4)
    for (const slide of heroSlides) {
      expect(slide.subtitle).toHaveLength(2)
      expect(slide.buttonText).toBe('View Details')
      expect(slide.link).toBe('/services/bim-services')
    }
    expect(new Set(heroSlides.map((slide) => slide.title)).size).toBe(4)
  })

  it('has the four highlighted cards and the static row', () => {
    expect(heroCards.map((card) => card.title)).toEqual(['3D Modelling', 'PDF/CAD to BIM', 'Scan to BIM', 'LOD-Specific Modelling'])
    expect(bimDimensionCards.map((card) => card.title)).toEqual(['Clash Detection', '4D BIM', '5D BIM', '6D BIM'])
  })

  it("keeps the cards' icons decorative: they are drawn as hidden inline SVG, so a text alternative would never be read", () => {
    for (const card of [...heroCards, ...bimDimensionCards]) expect(card.image.alt).toBe('')
  })

  it('has seven service slides, each linking to a real service page except project management', () => {
    expect(serviceSlides.map((slide) => slide.title)).toEqual([
      'Structural Design',
      'Steel Connection Design',
      'Steel Detailing',
      'PEB Design',
      'Rebar Detailing',
      'Project Management',
      'BIM Services',
    ])
    const ids = serviceSlides.flatMap((slide) => (slide.href ? [slide.href.replace('/services/', '')] : []))
    expect([...ids].sort()).toEqual([...SERVICE_IDS].sort())
  })

  it('has five expertise topics, six testimonials and the summary', () => {
    expect(expertiseTopics).toHaveLength(5)
    for (const topic of expertiseTopics) expect(topic.subtext.length).toBeGreaterThan(0)
    expect(testimonials).toHaveLength(6)
    expect(new Set(testimonials.map((entry) => entry.name)).size).toBe(6)
    expect(testimonialSummary).toMatchObject({
      satisfaction: '99.9%',
      reviews: '500+ reviews',
      completedProjects: '1,000 completed projects',
      stars: 5,
    })
  })

  it('has three blog teasers on the firm blog with real dates', () => {
    expect(blogTeasers).toHaveLength(3)
    for (const post of blogTeasers) {
      expect(post.link.startsWith(`${brand.blogUrl}/`)).toBe(true)
      expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(Number.isNaN(new Date(post.date).getTime())).toBe(false)
    }
  })

  it('names the codes, standards and figures the firm claims', () => {
    const text = JSON.stringify([heroSlides, heroCards, serviceSlides, statistics, expertiseTopics, homeMeta])
    for (const claim of ['AISC', 'IS 800', 'IS 456', 'Eurocode', 'ACI 318', 'BS', 'ISO 19650', 'LOD 100', 'up to 40%', 'over 25%', 'up to 50%', '500+', '10+ years', 'India, the U.S.']) {
      expect(text).toContain(claim)
    }
  })

  it('points every image at a small file in public/ with its size', () => {
    for (const image of allImages) {
      const file = join(process.cwd(), 'public', image.src)
      expect(existsSync(file)).toBe(true)
      expect(statSync(file).size).toBeLessThan(10 * 1024)
      expect(image.width).toBeGreaterThan(0)
      expect(image.height).toBeGreaterThan(0)
    }
  })
})
