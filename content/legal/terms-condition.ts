import { brand } from '../site'
import type { LegalDocument } from '../types'
import {
  countryName,
  headOfficeAddress,
  LEGAL_LAST_UPDATED,
  LIABILITY_CAP_USD,
  MINIMUM_AGE_TERMS,
  NOTICE_PERIOD_DAYS,
  otherOfficeCities,
} from './constants'

const { name } = brand

/** Terms and Conditions of the website. */
export const termsAndConditions: LegalDocument = {
  slug: 'terms-condition',
  title: 'Terms and Conditions',
  description: `The terms for using the ${name} website: who may use it, how enquiries, job applications and newsletter sign-ups work, intellectual property, liability and changes.`,
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: [
    `These Terms and Conditions govern your use of this website, operated by ${name} ("we", "us", "our"). The website presents our structural engineering, detailing and BIM services, our project portfolio and our vacancies, and lets you send us an enquiry, a job application or a newsletter sign-up.`,
    'Please read these terms before using the website. Our [Privacy Policy](/privacy-policy) and [Cookie Policy](/cookie-policy) explain how we handle the information you send us and what is stored in your browser.',
  ],
  sections: [
    {
      heading: 'Acceptance of these terms',
      paragraphs: [
        'By browsing this website or sending us any of its forms you agree to these terms. If you do not agree, please do not use the website.',
        'These terms cover the website only. Engineering, detailing, modelling and consulting work is always carried out under a separate written proposal or agreement signed with each client, and that agreement prevails over anything on this website.',
      ],
    },
    {
      heading: 'Who we are',
      paragraphs: [
        `The website is operated by ${name}, with its head office at ${headOfficeAddress} and further offices in ${otherOfficeCities}. You can reach us at [${brand.email}](mailto:${brand.email}) or through our [contact page](/contact).`,
      ],
    },
    {
      heading: 'Who may use the website',
      paragraphs: [
        `You must be at least ${MINIMUM_AGE_TERMS} years old to use this website and to send us an enquiry, a job application or a newsletter sign-up. By using it you confirm that you are ${MINIMUM_AGE_TERMS} or older and, if you act for a company, that you are authorised to contact us on its behalf.`,
      ],
    },
    {
      heading: 'What the website offers',
      paragraphs: [
        'The website is a source of information about our firm. There are no user accounts, no sign-in (with a password or through a social network), no online shop and no payments: nothing can be bought or ordered through it.',
        'The website provides three forms:',
      ],
      list: [
        'the contact form, which sends your enquiry to our office by e-mail;',
        'the career form, which sends your application and your CV (PDF, DOC or DOCX, one file of at most 5 MB) to our office by e-mail;',
        'the newsletter sign-up in the footer, which sends your e-mail address to our office by e-mail.',
      ],
    },
    {
      heading: 'Enquiries and job applications',
      paragraphs: [
        'When you send a form you confirm that what you send is accurate, that it is your own information or information you are entitled to share, and that any file you attach is free of malicious code.',
        'Sending an enquiry does not create a contract or a professional engagement. Any quotation, schedule or technical scope we send in reply is an offer only once it is confirmed in a written proposal. Sending an application does not create an offer of employment; we contact shortlisted applicants directly.',
        'We use what you send only as described in our [Privacy Policy](/privacy-policy).',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: ['You agree not to:'],
      list: [
        'use the website for any unlawful purpose or in breach of these terms;',
        'send unsolicited advertising, chain messages or automated bulk submissions through the forms;',
        'upload files that contain viruses or other harmful code, or files that are not what they claim to be;',
        "try to gain unauthorised access to the website, its server or any system connected to it, or interfere with the website's operation, for example by overloading it;",
        'copy large parts of the website by automated means (scraping) without our written permission;',
        'impersonate another person or company, or misrepresent your relationship with one.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        `The website and its content, including texts, drawings, illustrations, project descriptions, the ${name} name and logo and the design of the pages, belong to us or to those who licensed them to us, and are protected by copyright and trade mark law.`,
        "You may view the pages and print or save extracts for your own use, such as evaluating our services within your organisation. Any other reproduction, publication or commercial use needs our prior written consent. Names of design codes and software mentioned on the website (for example AISC, Eurocode, ISO 19650, Tekla Structures, Revit, SDS2, ETABS, STAAD.Pro, IDEA StatiCa and Navisworks) belong to their respective owners and are used only to describe our work.",
      ],
    },
    {
      heading: 'Information on the website',
      paragraphs: [
        "The technical content of this website is general information about our services. It is not engineering advice for any particular structure and must not be relied on as a substitute for a design by a qualified engineer who knows the project.",
        'Figures about past results, such as fewer RFIs, less on-site rework, less material waste or shorter timelines, describe what was achieved on earlier projects under their particular conditions. They are not a promise of the same result on yours.',
        'We take care to keep the website accurate and up to date, but we do not guarantee that every page is complete, current or free of errors.',
      ],
    },
    {
      heading: 'Links and third-party services',
      paragraphs: [
        "The website links to our blog, to our social media pages and to Google Maps, and the contact page can show an embedded Google Maps frame once you accept it in the cookie banner. These services are run by third parties under their own terms and privacy policies. We are not responsible for their content or for how they handle your data.",
      ],
    },
    {
      heading: 'Availability',
      paragraphs: [
        'We aim to keep the website available at all times but may suspend, change or withdraw any part of it, for example for maintenance or security, without notice. We are not liable if the website is unavailable at any time.',
      ],
    },
    {
      heading: 'Disclaimer',
      paragraphs: [
        'To the extent permitted by law, the website and its content are provided "as is" and "as available", without warranties of any kind, express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'To the extent permitted by law, we are not liable for any indirect, incidental, special or consequential loss, or for loss of profit, revenue, data or business opportunity, arising from your use of the website or your reliance on its content.',
        `Our total liability to you for any claim arising from your use of the website is limited to the amount you paid us for services in the twelve months before the claim arose or, if you have not purchased anything from us, ${LIABILITY_CAP_USD} USD.`,
        'Nothing in these terms limits or excludes liability that cannot be limited or excluded by law, such as liability for death or personal injury caused by negligence, for fraud, or under mandatory consumer protection law of your country of residence.',
      ],
    },
    {
      heading: 'Indemnity',
      paragraphs: [
        'If you breach these terms, for example by uploading harmful files or submitting information you had no right to share, you agree to compensate us for the reasonable costs and losses that result, to the extent permitted by law.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        `We may update these terms when the website or the law changes. The date at the top of this page shows when they last changed. For material changes we give at least ${NOTICE_PERIOD_DAYS} days' notice by publishing the new version on this page, marked with the date it takes effect, before that date. Continuing to use the website after that date means you accept the updated terms.`,
      ],
    },
    {
      heading: 'Governing law and disputes',
      paragraphs: [
        `These terms are governed by the laws of ${countryName(brand.address.country)}, and the courts at ${brand.address.locality}, ${brand.address.region} have jurisdiction over disputes arising from them. If you are a consumer living in the European Union, the United States or elsewhere, you keep the protection of the mandatory laws of your country or state of residence and may bring proceedings there.`,
        'Before going to court, please write to us: most questions can be settled by a simple exchange of e-mails.',
      ],
    },
    {
      heading: 'General',
      paragraphs: [
        'If any provision of these terms is found invalid or unenforceable, the other provisions remain in force. Our not enforcing a provision is not a waiver of it. These terms, together with the Privacy Policy and the Cookie Policy, are the whole agreement between you and us about the use of the website.',
      ],
    },
  ],
}
