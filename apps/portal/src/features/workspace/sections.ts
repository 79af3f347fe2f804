/**
 * The signed-in areas the shell links to. Their screens arrive with later issues; until then each shows its
 * title and what it is for, inside the real shell (issue 2: "Target screens may be simple for now").
 */
export interface Section {
  path: string
  title: string
  description: string
}

export const sections: Section[] = [
  {
    path: 'vacancy',
    title: 'Vacancies',
    description: 'Every vacancy on the marketplace, to review, publish and archive.',
  },
  {
    path: 'applications',
    title: 'Applications',
    description: 'Applications across all vacancies and their pipeline stage.',
  },
  { path: 'companies', title: 'Companies', description: 'The companies hiring on Hireloop and their employer users.' },
  { path: 'talents', title: 'Talents', description: 'Specialists, their resumes and their status.' },
  { path: 'skills', title: 'Skills', description: 'The skills vocabulary used by resumes, vacancies and matching.' },
  { path: 'invite', title: 'Invites', description: 'Invitations sent to new recruiters and employers.' },
  { path: 'access', title: 'Access', description: 'Access rules: who may do what on which resource.' },
  { path: 'recruiter', title: 'Recruiters', description: 'The recruiting team and their levels.' },
  { path: 'job-openings', title: 'Job Openings', description: 'Your active vacancies and the talents they attract.' },
  { path: 'job-openings/archived', title: 'Archived job openings', description: 'Vacancies you have closed.' },
  {
    path: 'job-openings/hiring-pipeline',
    title: 'Hiring Pipeline',
    description: 'Applications by stage: prequalified talents, qualification, interview, decision pending.',
  },
  {
    path: 'onboarding',
    title: 'Welcome to Hireloop',
    description: 'A few steps to set up your profile before you start.',
  },
  { path: 'matching', title: 'Matching', description: 'Vacancies and talents that fit each other, best first.' },
  {
    path: 'application',
    title: 'Jobs',
    description:
      'The jobs you are matched to or applied for: prequalified jobs, matched jobs, interview, decision pending.',
  },
  { path: 'meetings', title: 'Meetings', description: 'Onboarding calls, intros and interviews.' },
  { path: 'messages', title: 'Chat', description: 'Conversations about applications.' },
  { path: 'resume', title: 'My resume', description: 'Your published resume as companies see it.' },
  { path: 'manage-cv/:id', title: 'Resume editor', description: 'Finish your draft resume and publish it.' },
  { path: 'company-info', title: 'Company profile', description: 'Your company as talents see it.' },
  {
    path: 'settings',
    title: 'Account settings',
    description: 'Personal info, email, password and notification settings.',
  },
  {
    path: 'company-settings',
    title: 'Company settings',
    description: 'Company information, logo and billing information.',
  },
  { path: 'billing', title: 'Billing', description: 'Billing information and invoices.' },
  {
    path: 'support',
    title: 'Help and support',
    description: 'Answers to common questions and a way to reach our team.',
  },
]
