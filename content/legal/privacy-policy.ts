import { brand } from '../site'
import type { LegalDocument } from '../types'
import {
  CHILDREN_AGE_LIMIT,
  headOfficeAddress,
  LEGAL_LAST_UPDATED,
  MINIMUM_AGE_TERMS,
  NOTICE_PERIOD_DAYS,
  otherOfficeCities,
} from './constants'
import { MEASURED, type VisitorStatistics } from './visitor-statistics'

const { name, email } = brand
const mail = `[${email}](mailto:${email})`

/** Privacy Policy: what this website really collects and where it goes: forms, mail, the mail queue, drafts in local storage, cookies and maps. */
export const privacyPolicy = (visitorStatistics: VisitorStatistics): LegalDocument => ({
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  description: `How ${name} handles the information you send through this website: contact and career forms sent by e-mail, what waits on the web server until that e-mail is delivered and for how long, drafts kept in your browser, and your rights under GDPR and CCPA/CPRA.`,
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: [
    `This Privacy Policy explains what personal information ${name} ("we", "us", "our") collects through this website, why, where it goes, how long we keep it and what rights you have. It is written for visitors from India, the European Union and the United Kingdom, the United States and elsewhere, and follows the EU General Data Protection Regulation (GDPR) and the California Consumer Privacy Act as amended by the California Privacy Rights Act (CCPA/CPRA).`,
    visitorStatistics
      ? 'In short: the website has no accounts, no social login, no payments and no advertising trackers. What you type into a form reaches us as an e-mail; only if you accept in the cookie banner do we also count your visits, without cookies, and load the Google Maps frame.'
      : 'In short: the website has no accounts, no social login, no payments and no analytics or advertising trackers. What you type into a form reaches us as an e-mail, and nothing else about you is collected unless you choose to load the Google Maps frame.',
  ],
  sections: [
    {
      heading: 'Who is responsible for your data',
      paragraphs: [
        `The controller of the personal information described here is ${name}, ${headOfficeAddress}. We also work from offices in ${otherOfficeCities}. For any privacy question or request, write to ${mail}, call us on one of the numbers below, or use our [contact page](/contact).`,
      ],
    },
    {
      heading: 'Information you give us',
      paragraphs: ['We collect only what you type into a form and send, or what you write to us directly:'],
      list: [
        'Contact form: your name, e-mail address, company name, subject, phone number and, if you write one, your message. The box in which you agree to data collection is checked in your browser and is not sent.',
        'Career form: your full name, e-mail address, phone number, education, years of experience, the role you apply for, an optional message, and your CV (one PDF, DOC or DOCX file).',
        'Newsletter sign-up in the footer: your e-mail address.',
        'E-mails and phone calls: whatever you choose to tell us when you contact us directly.',
      ],
    },
    {
      heading: 'How your form submissions are handled',
      paragraphs: [
        'When you press send, your browser transmits the form over an encrypted (HTTPS) connection to our web server. The server checks the fields, turns them into an e-mail addressed to our own company mailbox, saves that e-mail in its mail queue, and only then confirms with a reference. It hands the e-mail to our mail server at once; if the mail server is unavailable, the e-mail waits in the queue and is tried again, for at most 3 days. It is deleted from the web server as soon as our mail server has accepted it. The web server keeps no database of submissions.',
        'Your CV travels as an attachment of that e-mail. It waits in the mail queue, readable only by the web server, until our mail server has accepted it (normally within seconds, at most 3 days), and is then deleted from the web server. Files that are not genuine PDF, DOC or DOCX documents, or larger than 5 MB, are refused.',
        'If an e-mail still cannot be delivered after 3 days, or our mail server refuses it, its text (without any attachment) is kept on the web server so our staff can read it, and deleted once they have.',
        'A submission that fills in a field hidden from people, which only automated spam tools see, is not e-mailed; its text (without attachments) is kept on the web server for 30 days in case it was a genuine message, and then deleted.',
        'After our mailbox has received your message, we send you a short confirmation e-mail with your reference, the date and our contact details. It repeats nothing you wrote, and an address receives at most one such e-mail per hour. To recognise a form sent twice by mistake, the server keeps a random code your browser attaches to each submission for 24 hours, and a scrambled form of your e-mail address for one hour to limit the confirmations.',
        'The e-mails are then kept in our mailbox, where only the staff who handle enquiries, applications and the newsletter can read them.',
      ],
    },
    {
      heading: 'Information collected automatically',
      paragraphs: [
        `We do not use ${visitorStatistics ? 'advertising' : 'analytics, advertising'}, fingerprinting or social media tracking of any kind. Like every web server, ours necessarily receives technical data with each request: your IP address, the page requested, the time, your browser type (user agent) and the referring page. We use it only to deliver pages, find faults and keep the website secure.`,
        'To stop abuse of the forms, the server counts submissions per IP address: the address is kept for at most ten minutes for that purpose and then discarded.',
      ],
    },
    {
      heading: 'Information stored in your browser',
      paragraphs: [
        'Three items are saved in your own browser, in its local storage, not on our server. They never leave your device unless you send the form they belong to:',
      ],
      list: [
        'contactFormData: a draft of the contact form while you type it, so nothing is lost if a send fails or the tab closes. It is deleted once your message is sent successfully.',
        'careerFormData: a draft of the career form, holding the name of your CV file only (never the file itself). It is deleted once your application is sent successfully.',
        'cookieConsent: whether you accepted or rejected optional content in the cookie banner.',
      ],
    },
    ...(visitorStatistics
      ? [
          {
            heading: 'Visitor statistics',
            paragraphs: [
              `Only if you press Accept in the cookie banner, the website counts your visits with ${visitorStatistics.provider}, run by ${visitorStatistics.operator}: ${MEASURED}. Nothing you type into a form is ever part of it.`,
              `No cookie is set, nothing is stored in your browser and no identifier is created for you. ${visitorStatistics.provider} receives your IP address and browser type with each request and uses them only to tell visitors apart, through a hash that changes over time, without storing them. The statistics are kept for ${visitorStatistics.retention}. You can withdraw your consent at any time through 'Cookie settings' in the footer; nothing more is sent from that moment.`,
            ],
          },
        ]
      : []),
    {
      heading: 'Google Maps',
      paragraphs: [
        `The contact page can show a map of our ${brand.address.locality} office in a frame provided by Google. The frame is loaded only after you accept it in the cookie banner; until then you see a placeholder with a link to open the map on Google's own website. Once loaded, Google receives your IP address and browser data and may set its own cookies, under [Google's Privacy Policy](https://policies.google.com/privacy). You can withdraw your consent at any time through 'Cookie settings' in the footer. Details are in our [Cookie Policy](/cookie-policy).`,
      ],
    },
    {
      heading: 'Why we use your information and our legal bases',
      paragraphs: ['Under the GDPR we must name a legal basis for each use. We use your information only for these purposes:'],
      list: [
        'To answer your enquiry and, if you wish, prepare a proposal: steps taken at your request before entering into a contract (GDPR Art. 6(1)(b)) and our legitimate interest in answering business enquiries (Art. 6(1)(f)).',
        'To assess your job application and contact you about it: steps taken at your request before a possible employment contract (Art. 6(1)(b)).',
        'To send you our newsletter: your consent (Art. 6(1)(a)), which you can withdraw at any time by asking us to unsubscribe you.',
        'To keep the website and the forms secure and free of abuse: our legitimate interest (Art. 6(1)(f)).',
        'To meet legal obligations, such as tax or employment record keeping, where they apply (Art. 6(1)(c)).',
        'To load the Google Maps frame: your consent (Art. 6(1)(a)).',
        ...(visitorStatistics ? ['To count visits and see which pages bring enquiries and which load slowly: your consent (Art. 6(1)(a)).'] : []),
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'We do not sell your personal information, we do not share it for cross-context behavioural advertising, and we do not use it for automated decision-making or profiling. We disclose it only to:',
      ],
      list: [
        'the providers that host our website and our e-mail, who process it on our behalf under contract (processors);',
        'our colleagues in our other offices where needed to answer your enquiry or assess your application;',
        'professional advisers, courts or authorities, where the law requires it or to establish or defend legal claims;',
        'Google, only if you load the Google Maps frame, as described above.',
        ...(visitorStatistics ? [`${visitorStatistics.provider}, run by ${visitorStatistics.operator}, only if you accept visitor statistics, as described above.`] : []),
      ],
    },
    {
      heading: 'International transfers',
      paragraphs: [
        'We are based in India and have an office in the United States, so your information may be processed in India, the United States or the country where our hosting and e-mail providers operate. When personal data from the European Economic Area, the United Kingdom or Switzerland is transferred to a country without an adequacy decision, we rely on the European Commission\'s Standard Contractual Clauses (or the UK equivalent) or on another safeguard the GDPR allows. You can ask us for a copy.',
      ],
    },
    {
      heading: 'How long we keep it',
      list: [
        'Enquiries: up to 24 months after our last exchange, or, if they lead to a contract, for the duration of that contract and the retention periods the law requires afterwards.',
        'Job applications and CVs: we keep an application for an advertised role for 12 months after the role is filled, and a general application for 12 months after we receive it, so we can consider you for similar roles; then we delete it, or sooner if you ask us to. If you join us, your application becomes part of your employment record.',
        'Newsletter sign-ups: until you unsubscribe.',
        'Form-abuse counters: at most ten minutes.',
        'Submissions waiting in the web server\'s mail queue, CVs included: until our mail server accepts them, at most 3 days; undeliverable ones until our staff have read them, their attachments at most 30 days.',
        'Submissions caught by the spam trap: 30 days, without attachments.',
        'Duplicate-submission codes: 24 hours; the scrambled address used to limit confirmation e-mails: one hour.',
        'Drafts and the consent choice in your browser: until the form is sent, you change your choice, or you clear your browser storage.',
      ],
    },
    {
      heading: 'Your rights under the GDPR',
      paragraphs: [
        'If you are in the European Economic Area, the United Kingdom or Switzerland (and, as a matter of our own policy, wherever you are), you have the right to:',
      ],
      list: [
        'access: ask for a copy of the personal information we hold about you;',
        'rectification: have inaccurate or incomplete information corrected;',
        'erasure: have your information deleted where there is no longer a reason to keep it;',
        'restriction: ask us to limit how we use your information while a question is resolved;',
        'objection: object to processing based on our legitimate interests, and to direct marketing at any time;',
        'portability: receive the information you gave us in a structured, machine-readable format, or have it sent to someone else;',
        'withdraw consent at any time, without affecting what was done before;',
        'complain to a data protection supervisory authority, in particular the one where you live or work.',
      ],
    },
    {
      heading: 'Your rights under US state laws (CCPA/CPRA)',
      paragraphs: [
        'If you live in California, the CCPA as amended by the CPRA gives you the right to know what personal information we collect, use and disclose; to access it; to have it deleted; to have inaccurate information corrected; to opt out of its sale or sharing; to limit the use of sensitive personal information; and not to be discriminated against for exercising these rights.',
        'In the last 12 months we collected the categories listed above under "Information you give us" and "Information collected automatically": identifiers (name, e-mail address, phone number, IP address), professional and employment-related information (company, education, experience, CV) and internet activity (technical request data). We collected them from you, for the purposes described above, and disclosed them only to the recipients listed. We have not sold or shared personal information, and we do not use sensitive personal information to infer characteristics about you. Because we neither sell nor share personal information, the website already behaves as a Global Privacy Control signal asks; there is nothing for it to switch off.',
        'Residents of other US states with comparable laws, such as Virginia, Colorado, Connecticut and Texas, have similar rights, including the right to appeal a refusal; write to us and we will handle your request in the same way. You may also act through an authorised agent.',
      ],
    },
    {
      heading: 'How to exercise your rights',
      paragraphs: [
        `Send your request to ${mail} or through our [contact page](/contact). We may ask for information to confirm your identity before acting on it. We answer within one month under the GDPR and within 45 days under the CCPA/CPRA, and tell you if we need an extension the law allows. Requests are free of charge.`,
      ],
    },
    {
      heading: "Children's privacy",
      paragraphs: [
        `This website and its services are not directed to children, and it is not intended for children under ${CHILDREN_AGE_LIMIT}. We do not knowingly collect personal information from children under ${CHILDREN_AGE_LIMIT}. If you believe a child has sent us personal information, write to us and we will delete it. Our [Terms and Conditions](/terms-condition) require users to be at least ${MINIMUM_AGE_TERMS}.`,
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Form data travels over HTTPS. The server validates every field, checks that an uploaded CV really is a PDF, DOC or DOCX file, keeps a submission only until it is delivered (in files only the web server can read), and limits how often forms can be sent. Access to our mailbox is restricted to the staff who need it. No method of transmission or storage is completely secure, but we take reasonable measures to protect your information and will inform you and the authorities of a breach where the law requires.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        `We update this policy when the website or the law changes; the date at the top shows the current version. For material changes we publish the new version on this page at least ${NOTICE_PERIOD_DAYS} days before it takes effect, and we will ask for your consent again where the law requires.`,
      ],
    },
  ],
})
