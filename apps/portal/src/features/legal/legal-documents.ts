export interface LegalDocument {
  title: string
  updated: string
  sections: Array<{ heading: string; paragraphs: string[] }>
}

export type LegalDocumentKey = 'terms' | 'privacy' | 'cookies'

export const legalDocuments: Record<LegalDocumentKey, LegalDocument> = {
  terms: {
    title: 'Terms of Service',
    updated: 'November 2026',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          'Hireloop is a marketplace that connects specialists looking for work with companies that hire, supported by our recruiters.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'You keep your password to yourself and tell us at once if someone else may have used your account.',
          'The information in your profile, resume and vacancies must be true and yours to share.',
        ],
      },
      {
        heading: 'Calls and meetings',
        paragraphs: [
          'Audio and video calls held through Hireloop may be monitored or recorded for quality assurance and training. You are told before a recording starts.',
        ],
      },
      {
        heading: 'Fair use',
        paragraphs: [
          'Do not post discriminatory vacancies, contact people for anything other than hiring, or try to reach data that is not meant for you.',
          'We may suspend accounts that break these terms, and we tell you why.',
        ],
      },
      {
        heading: 'Fees',
        paragraphs: ['Specialists use Hireloop for free. Companies pay the fees agreed in their invoices.'],
      },
      {
        heading: 'Data we build on',
        paragraphs: [
          'The lists of countries, states and cities come from the Countries States Cities database (countrystatecity.in), made available under the Open Database License (ODbL 1.0).',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    updated: 'November 2026',
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [
          'Your name, email, password (stored only as a one-way hash), profile and resume, the vacancies and applications you work with, and the messages you send.',
        ],
      },
      {
        heading: 'Why',
        paragraphs: [
          'To run your account, match specialists and vacancies, let the people in a hiring process talk to each other, and send you the mail you asked for.',
        ],
      },
      {
        heading: 'Who sees it',
        paragraphs: [
          'A company sees a specialist’s resume once it is matched to or applied for one of its vacancies. Our recruiters see what they need to support both sides. We do not sell your data.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You can see, correct, export and delete your data: Settings has "Download my data" and "Delete my account". For anything else, write to privacy@hireloop.test and we answer within 30 days.',
        ],
      },
    ],
  },
  cookies: {
    title: 'Cookie Policy',
    updated: 'November 2026',
    sections: [
      {
        heading: 'What we store',
        paragraphs: [
          'The sign-in service sets cookies that keep you signed in and protect the sign-in form. The portal keeps your session and a few preferences (such as a collapsed menu) in your browser’s local storage.',
        ],
      },
      {
        heading: 'What we do not store',
        paragraphs: ['No advertising or third-party tracking cookies.'],
      },
      {
        heading: 'Your choice',
        paragraphs: ['You can clear cookies and local storage in your browser at any time; you are then signed out.'],
      },
    ],
  },
}
