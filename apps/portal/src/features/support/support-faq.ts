/** The questions each role asks first (ADR 0093). Answers describe the product as it works, with the words of its screens. */
export type SupportViewer = 'talent' | 'employer' | 'recruiter'

export interface SupportQuestion {
  id: string
  question: string
  answer: string
}

const MATCHING =
  'Matching compares what a resume and a vacancy say: skills and their levels (related skills count in part), ' +
  'seniority, location and remote policy, salary, languages and availability. Every match lists each ' +
  'requirement as met, partial or missing. Names, photos, gender, age and nationality are never used.'

export const SUPPORT_FAQ: Record<SupportViewer, readonly SupportQuestion[]> = {
  talent: [
    { id: 'ranking', question: 'How are vacancies ranked for me?', answer: MATCHING },
    {
      id: 'visibility',
      question: 'Who can see my resume?',
      answer:
        'Companies see it when you apply to one of their vacancies or accept their interest, and Hireloop’s ' +
        'recruiters see it to propose you to companies. Nobody else does.',
    },
    {
      id: 'apply',
      question: 'How do I apply, and where do I follow my applications?',
      answer:
        'Choose Apply on a vacancy in Matching. Jobs lists every application with its status, its conversation ' +
        'and its meetings.',
    },
    {
      id: 'data',
      question: 'Can I take my data with me or close my account?',
      answer:
        'Yes. In Settings you can download everything Hireloop holds about you as one file, or delete your account.',
    },
  ],
  employer: [
    {
      id: 'fee',
      question: 'What does a hire through Hireloop cost?',
      answer:
        'A placement fee per hire: 20% of the midpoint of the vacancy’s yearly salary range, or EUR 5,000 when ' +
        'the vacancy states no range, plus VAT where it applies. The invoice is drafted once both you and the ' +
        'talent confirm the hire; you find it under Billing with its PDF.',
    },
    { id: 'ranking', question: 'How are talents ranked for my vacancy?', answer: MATCHING },
    {
      id: 'pipeline',
      question: 'How does the hiring pipeline work?',
      answer:
        'Each vacancy has a board with the groups Matched, Interested, Interview and Decision. Move a card to ' +
        'change its status; only the moves that make sense from its status are offered. A hire needs a ' +
        'confirmation from both sides.',
    },
    {
      id: 'team',
      question: 'How do I add a colleague?',
      answer: 'Invite them by email from your team page; they choose their own password from the invitation mail.',
    },
  ],
  recruiter: [
    {
      id: 'levels',
      question: 'What may I do at my level?',
      answer:
        'Your level (Sourcer, Recruiter, Senior Recruiter or Head of Recruitment) decides which actions you may ' +
        'take. Admins set these access rules under Access; a change applies at once.',
    },
    {
      id: 'create-talent',
      question: 'How do I add a talent who sent me their resume?',
      answer: 'Create the talent with their resume; they get a mail to activate their account and choose a password.',
    },
    {
      id: 'invoice',
      question: 'When is a company invoiced?',
      answer:
        'When both sides confirm a hire, a draft invoice for the placement fee is created. Check it on the ' +
        'company’s invoices and send it: the company gets the PDF by mail and sees it under Billing.',
    },
  ],
}
