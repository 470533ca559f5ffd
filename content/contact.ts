import type { ImageAsset } from './types'

// Copy of the contact page. Brand facts (phones, e-mail, address, map) come from content/site.ts.

export const contactPage = {
  metaTitle: 'Contact Us',
  metaDescription:
    'Send us your drawings, scope or RFI: structural design, steel and rebar detailing, PEB design and BIM coordination. We answer within one working day.',
  intro: {
    eyebrow: 'Get in touch',
    heading: 'Tell us about your project',
    paragraphs: [
      'Share the scope, the governing codes (AISC 360, IS 800, IS 456, Eurocode, ACI 318) and the deliverables you need: connection calculations, Tekla or SDS2 shop drawings, Revit models at a given LOD, or a clash report in Navisworks.',
      'An engineer reads every message and replies within one working day with questions, a fee proposal or a schedule.',
    ],
  },
  brief: {
    text: 'Ready to send drawings, the LOD and the codes for a quote?',
    link: 'Start a project brief',
  },
  offices: {
    heading: 'Our offices',
    intro: 'Four offices, one team: call or write to the office nearest to you. Hours are each office’s local time.',
  },
  cardsHeading: 'Reach us directly',
  cards: {
    phone: { title: 'Call us', note: 'Monday to Saturday, 9:30 to 18:30 IST', icon: icon('phone', 'Telephone') },
    email: { title: 'E-mail us', note: 'Attach drawings or IFC files up to 20 MB', icon: icon('email', 'E-mail') },
    address: { title: 'Visit our head office', note: 'Please book a meeting before you come', icon: icon('address', 'Map pin') },
  },
  map: {
    heading: 'Find our Indore office',
    frameTitle: 'Map of the Indore head office',
  },
} as const

function icon(name: string, alt: string): ImageAsset {
  return { src: `/images/contact/${name}.svg`, width: 48, height: 48, alt }
}
