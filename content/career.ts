import type { ImageAsset } from './types'

// Copy of the career page. The form's choices (education, experience, job role) live with its
// validation rules in lib/validation/forms.ts, so the browser and the server share one list.

export type Benefit = { title: string; description: string; icon: ImageAsset }

const icon = (name: string): ImageAsset => ({ src: `/images/career/${name}.svg`, width: 48, height: 48, alt: '' })

export const careerPage = {
  metaTitle: 'Career',
  metaDescription:
    'Join our structural engineers, detailers and BIM modelers in Indore, Noida and Mumbai. Apply for Design Engineer, BIM Modeler or Project Manager roles.',
  benefitsIntro: {
    eyebrow: 'Why work with us',
    heading: 'Engineering careers built on real projects',
    paragraph:
      'You will design and detail steel, RCC and PEB structures for clients in India, the U.S. and the Middle East, with senior engineers reviewing your work every step of the way.',
  },
  benefits: [
    {
      title: 'Career growth',
      description:
        'A mentored path from modeler to checker to project lead, with sponsored certification in Tekla, Revit and IDEA StatiCa and regular code workshops on AISC, IS 800 and Eurocode.',
      icon: icon('growth'),
    },
    {
      title: 'Facilities',
      description:
        'Dual-monitor workstations, licensed Tekla Structures, Revit, ETABS, STAAD.Pro and Navisworks seats, and a quiet office in Vijay Nagar, Indore.',
      icon: icon('facilities'),
    },
    {
      title: 'Collaborative culture',
      description:
        'Small project teams where engineers, detailers and BIM coordinators sit together, review models side by side and share what they learn.',
      icon: icon('culture'),
    },
    {
      title: 'Benefits package',
      description:
        'Competitive pay, health insurance for you and your family, a performance bonus, paid leave and a five-and-a-half-day week.',
      icon: icon('benefits'),
    },
  ] satisfies Benefit[],
  form: {
    eyebrow: 'Apply now',
    heading: 'Send us your application',
    paragraph:
      'Tell us about yourself and attach your CV. We read every application and reply within two weeks if your profile fits an opening.',
  },
  contactLine: 'Questions about a role, or an application that does not fit the form? Write to',
} as const
