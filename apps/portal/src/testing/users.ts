import type { CurrentUser, Notification } from '@hireloop/api'

const settings = { emailOnMessage: true, emailOnApplication: true, emailOnMeeting: true }

const base = {
  imageUrl: null,
  companyId: null,
  company: null,
  resume: null,
  recruiterLevel: null,
  isAdmin: false,
  notificationSettings: settings,
} satisfies Partial<CurrentUser>

/** One current user per role and state of docs/product.md §2's root redirects, for screen stories. */
export const users = {
  recruiter: {
    ...base,
    id: 'u-rec',
    userType: 'recruiter',
    firstName: 'Rita',
    lastName: 'Recruiter',
    email: 'recruiter@hireloop.test',
    recruiterLevel: 'senior_recruiter',
  },
  admin: {
    ...base,
    id: 'u-adm',
    userType: 'recruiter',
    isAdmin: true,
    firstName: 'Adam',
    lastName: 'Admin',
    email: 'admin@hireloop.test',
    recruiterLevel: 'head_of_recruitment',
  },
  employer: {
    ...base,
    id: 'u-emp',
    userType: 'employer',
    firstName: 'Erin',
    lastName: 'Employer',
    email: 'employer@hireloop.test',
    companyId: 'c-1',
    company: { id: 'c-1', name: 'Northwind Labs', type: 'scaleup' },
  },
  talentPublished: {
    ...base,
    id: 'u-tal',
    userType: 'talent',
    firstName: 'Tariq',
    lastName: 'Talent',
    email: 'talent.published@hireloop.test',
    resume: { id: 'r-1', draft: false },
  },
  talentDraft: {
    ...base,
    id: 'u-tad',
    userType: 'talent',
    firstName: 'Dana',
    lastName: 'Draft',
    email: 'talent.draft@hireloop.test',
    resume: { id: 'r-2', draft: true },
  },
  unnamed: { ...base, id: 'u-non', userType: 'talent', firstName: '', lastName: '', email: 'someone@hireloop.test' },
} satisfies Record<string, CurrentUser>

export const notifications: Notification[] = [
  {
    id: 'n-1',
    type: 'message',
    createdAt: '2026-11-20T09:30:00Z',
    readAt: null,
    metadataField: { message: 'Northwind Labs sent you a message', context: { type: 'vacancy', id: 'v-1' } },
  },
  {
    id: 'n-2',
    type: 'app',
    createdAt: '2026-11-18T15:00:00Z',
    readAt: null,
    metadataField: { message: 'You are matched to Senior Backend Engineer', context: { type: 'vacancy', id: 'v-2' } },
  },
  {
    id: 'n-3',
    type: 'app',
    createdAt: '2026-10-02T08:00:00Z',
    readAt: '2026-10-03T08:00:00Z',
    metadataField: { message: 'Your resume was viewed by a company', context: { type: 'resume', id: 'r-1' } },
  },
]
