// Copy of the project brief page (/start-a-project). Choices and messages are in lib/validation/brief-rules.ts.

export const briefPage = {
  metaTitle: 'Start a project',
  metaDescription:
    'Send us a project brief in two minutes: services, LOD, deliverables, design codes, timeline and drawings. We reply within one working day with questions or a fee proposal.',
  intro:
    'Tell us what a quote needs in one go: the services, what you already have, the level of development, the codes and the deadline. Attach the drawings or share a folder link, and we answer with questions or a fee proposal, not with a request for more information.',
  next: {
    heading: 'What happens next',
    points: [
      { title: 'Within one working day', text: 'An engineer from the right team reads your brief and drawings and replies by your chosen channel.' },
      { title: 'Questions or a proposal', text: 'Either a short list of open points, or a fee proposal with scope, deliverables and a schedule.' },
      { title: 'Your files stay private', text: 'Drawings go only to our sales inbox; we sign your NDA before any further exchange if you need one.' },
    ],
  },
} as const
