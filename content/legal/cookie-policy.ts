import { brand } from '../site'
import type { LegalDocument } from '../types'
import { LEGAL_LAST_UPDATED, NOTICE_PERIOD_DAYS } from './constants'
import { MEASURED, type VisitorStatistics } from './visitor-statistics'

const { name } = brand

/** Every item this website stores in the browser, or lets a third party store. */
export const storageItems = [
  {
    name: 'cookieConsent',
    type: 'Local storage (this website)',
    purpose: 'Remembers whether you accepted or rejected optional content in the cookie banner, so the banner is not shown on every page.',
    duration: 'Until you change your choice or clear your browser storage',
    category: 'Strictly necessary',
  },
  {
    name: 'contactFormData',
    type: 'Local storage (this website)',
    purpose: 'A draft of the contact form while you type it, restored if you come back before sending.',
    duration: 'Until your message is sent successfully, or you clear your browser storage',
    category: 'Strictly necessary (a feature you use)',
  },
  {
    name: 'careerFormData',
    type: 'Local storage (this website)',
    purpose: 'A draft of the career form while you type it; holds the name of your CV file only, never the file.',
    duration: 'Until your application is sent successfully, or you clear your browser storage',
    category: 'Strictly necessary (a feature you use)',
  },
  {
    name: 'Google cookies, e.g. NID, AEC, SOCS',
    type: 'Cookies (google.com, third party)',
    purpose: "Set by Google when the map frame on the contact page loads: Google's own preferences, security and, under Google's policies, advertising and statistics.",
    duration: 'Set by Google, typically 6 to 13 months; only after you accept',
    category: 'Optional (needs your consent)',
  },
] as const

/** Cookie Policy: the storage the site really uses, in a table. */
export const cookiePolicy = (visitorStatistics: VisitorStatistics): LegalDocument => ({
  slug: 'cookie-policy',
  title: 'Cookie Policy',
  description: `Which cookies and browser storage the ${name} website uses: your consent choice, form drafts kept in your own browser, and Google Maps cookies only after you accept. ${visitorStatistics ? 'Visitor statistics without cookies, also only after you accept; no advertising trackers.' : 'No analytics or advertising trackers.'}`,
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: [
    `This Cookie Policy explains which cookies and similar technologies the ${name} website uses, why, for how long, and how you can control them. It complements our [Privacy Policy](/privacy-policy).`,
    'In short: this website sets no cookies of its own. It keeps three small items in your browser\'s local storage so that it works as you expect, and loads Google Maps, which sets Google\'s cookies, only if you accept.',
    ...(visitorStatistics ? ['If you accept, it also counts your visit for our statistics, without setting a cookie or storing anything in your browser.'] : []),
  ],
  sections: [
    {
      heading: 'What cookies and local storage are',
      paragraphs: [
        'Cookies are small text files a website asks your browser to keep and send back with later requests. Local storage is a similar store inside your browser that a website can read with scripts but that is never sent to the server automatically. The EU ePrivacy rules and the GDPR treat both alike: storing information on your device needs your consent unless it is strictly necessary for a service you asked for.',
      ],
    },
    {
      heading: 'What this website stores',
      paragraphs: ['This is the complete list. Nothing else is stored on your device by this website or by third parties through it.'],
      table: {
        caption: 'Cookies and browser storage used by this website',
        columns: ['Name', 'Type and provider', 'Purpose', 'Duration', 'Category'],
        rows: storageItems.map((item) => [item.name, item.type, item.purpose, item.duration, item.category]),
      },
    },
    {
      heading: 'Strictly necessary storage',
      paragraphs: [
        'The three local storage items remember the choice you made in the cookie banner and keep drafts of the forms you are filling in. They are needed for features you use, stay on your device, and are never sent to us except as part of a form you decide to send. They therefore need no consent, but you can delete them at any time (see below).',
      ],
    },
    {
      heading: 'Optional content: Google Maps',
      paragraphs: [
        "The contact page can show an interactive map of our office embedded from Google Maps. Loading it sends your IP address and browser data to Google and lets Google set its cookies, so the frame is loaded only after you press Accept in the cookie banner. Until then, the page shows a placeholder with a link that opens the map on Google's website, where Google's own policies apply.",
        'How Google uses this information is explained in [Google\'s Privacy Policy](https://policies.google.com/privacy) and [how Google uses cookies](https://policies.google.com/technologies/cookies).',
      ],
    },
    ...(visitorStatistics
      ? [
          {
            heading: 'Visitor statistics, only after you accept',
            paragraphs: [
              `If you press Accept, the website counts your visits with ${visitorStatistics.provider}, run by ${visitorStatistics.operator}. It records ${MEASURED}. The statistics show us which pages and sources bring enquiries and which pages load slowly; we see totals, not people.`,
              `No cookie is set and nothing is stored in your browser for this, and no identifier is created for you. With each request ${visitorStatistics.provider} receives your IP address and browser type, which it uses only to tell visitors apart, through a hash that changes over time, without storing them. The statistics are kept for ${visitorStatistics.retention}. If you reject, or later withdraw your consent in 'Cookie settings', nothing more is sent from that moment.`,
            ],
          },
          {
            heading: 'No advertising or social media trackers',
            paragraphs: [
              'We do not use advertising, remarketing or social media cookies, pixels or similar trackers. The Facebook, Instagram and LinkedIn icons in the footer are plain links: nothing is loaded from those networks until you click one and leave our website.',
            ],
          },
        ]
      : [
          {
            heading: 'No analytics, advertising or social media trackers',
            paragraphs: [
              'We do not use analytics, advertising, remarketing or social media cookies, pixels or similar trackers. The Facebook, Instagram and LinkedIn icons in the footer are plain links: nothing is loaded from those networks until you click one and leave our website. Should we ever add performance measurement, it will run only after you press Accept, and this policy will be updated before it starts.',
            ],
          },
        ]),
    {
      heading: 'Changing your choice',
      paragraphs: [
        `Use the 'Cookie settings' link in the footer of any page to open the cookie banner again and accept or reject optional content. If you reject after having accepted, the map frame is no longer loaded${visitorStatistics ? ' and no more visitor statistics are sent' : ''}; cookies Google has already set stay in your browser until they expire or you delete them.`,
      ],
    },
    {
      heading: 'Deleting cookies and local storage',
      paragraphs: [
        "Every browser lets you see and delete cookies and site data, usually under Settings, Privacy, Cookies and site data (or 'Clear browsing data'). Deleting the data for this website removes the form drafts and your cookie choice; the banner will then ask again. You can also block third-party cookies altogether; the rest of the website keeps working.",
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        `We update this policy whenever the storage the website uses changes; the date at the top shows the current version. For material changes we publish the new version on this page at least ${NOTICE_PERIOD_DAYS} days before it takes effect.`,
      ],
    },
  ],
})
