import { landingOf, type SessionUser } from '@hireloop/flows'
import {
  Briefcase,
  Building2,
  CalendarDays,
  ChartColumn,
  ClipboardList,
  FileUser,
  KeyRound,
  Mail,
  MessagesSquare,
  Sparkles,
  Tags,
  UserRound,
  Users,
  Workflow,
} from 'lucide-react'
import type { RouteModule } from '../lib/data/route-module.ts'
import { moduleByRole } from '../lib/routes/module-by-role.tsx'
import { EVERY_ROLE, hrefOf, type RouteFacts } from '../lib/routes/route-facts.ts'

/** A route that renders a lazily loaded module (one chunk per screen). */
interface ScreenRoute extends RouteFacts {
  module: () => Promise<RouteModule>
}

/** A route that only sends the browser elsewhere, once the session has settled. */
interface RedirectRoute extends RouteFacts {
  redirect: (user: SessionUser | null) => string
}

export type RouteEntry = ScreenRoute | RedirectRoute

const legal = () => import('../features/legal/legal-route.tsx')
const myResume = () => import('../features/resume-view/my-resume-route.tsx')
const applicationVacancy = () => import('../features/application-documents/application-vacancy-route.tsx')
const applicationResume = () => import('../features/application-documents/application-resume-route.tsx')

/** "My profile" of a talent: the resume, the CV editor while it is a draft, onboarding before there is one. */
function talentProfileHref(user: SessionUser): string {
  if (!user.resume) return '/onboarding'
  return user.resume.draft ? `/manage-cv/${encodeURIComponent(user.resume.id)}` : '/resume'
}

/** docs/product.md §2 "Root redirects": where the root sends a signed-in user; login for a visitor. */
function landingHref(user: SessionUser | null): string {
  return user ? hrefTo(landingOf(user)) : '/login'
}

const RECRUITER = ['recruiter'] as const
const ADMIN = ['admin'] as const
const EMPLOYER = ['employer'] as const
const TALENT = ['talent'] as const

/**
 * Every route of docs/product.md §2, declared once: path, who may open it, title, navigation entry and module (ADR 0046). The
 * router, the role guard, the shell's navigation, the document title and the root redirect all read this table.
 * Roles the spec leaves open follow the role of the area the route belongs to; changing one is a one-line edit here.
 */
export const routeTable = [
  // Signed out (docs/product.md §2 "Unauthenticated routes").
  {
    id: 'login',
    path: '/login',
    title: 'Log in',
    access: 'public',
    layout: 'bare',
    module: () => import('../features/auth/login/login-route.tsx'),
  },
  {
    id: 'sign-up',
    path: '/sign-up',
    title: 'Join Hireloop',
    access: 'public',
    layout: 'auth',
    module: () => import('../features/auth/sign-up/sign-up-route.tsx'),
  },
  {
    id: 'sign-up-talent',
    path: '/sign-up/talent',
    title: 'Specialist sign-up',
    access: 'public',
    layout: 'auth',
    module: () => import('../features/auth/talent-sign-up/talent-sign-up-route.tsx'),
  },
  {
    id: 'sign-up-company',
    path: '/sign-up/company',
    title: 'Company sign-up',
    access: 'public',
    layout: 'auth',
    module: () => import('../features/auth/company-sign-up/company-sign-up-route.tsx'),
  },
  {
    // The link of an invite mail (ADR 0085): the invite value is the whole proof, so the page is public.
    id: 'sign-up-invite',
    path: '/sign-up/invite/:value',
    title: 'Join Hireloop',
    access: 'public',
    layout: 'auth',
    module: () => import('../features/auth/invite-sign-up/invite-sign-up-route.tsx'),
  },
  {
    id: 'change-password',
    path: '/change-password',
    title: 'Change password',
    access: 'public',
    layout: 'auth',
    module: () => import('../features/auth/change-password/change-password-route.tsx'),
  },
  {
    id: 'new-password',
    path: '/new-password',
    title: 'Reset your password',
    access: 'public',
    layout: 'auth',
    module: () => import('../features/auth/new-password/new-password-route.tsx'),
  },
  {
    id: 'email-message',
    path: '/email-message',
    title: 'Check your email',
    access: 'public',
    layout: 'auth',
    module: () => import('../features/auth/email-message/email-message-route.tsx'),
  },
  {
    id: 'activate',
    path: '/activate/:type/:id',
    title: 'Activate your account',
    access: 'public',
    layout: 'auth',
    module: () => import('../features/auth/activate/activate-route.tsx'),
  },
  {
    // The email-change link works signed in or out: the mailed token is the proof.
    id: 'confirm-email',
    path: '/confirm-email',
    title: 'Confirm your new email',
    access: 'public',
    layout: 'auth',
    module: () => import('../features/auth/confirm-email/confirm-email-route.tsx'),
  },
  {
    id: 'terms-of-services',
    path: '/terms-of-services',
    title: 'Terms of Service',
    access: 'public',
    layout: 'auth',
    module: () => legal().then((m) => m.terms),
  },
  {
    id: 'private-policy',
    path: '/private-policy',
    title: 'Privacy Policy',
    access: 'public',
    layout: 'auth',
    module: () => legal().then((m) => m.privacy),
  },
  {
    id: 'cookie-policy',
    path: '/cookie-policy',
    title: 'Cookie Policy',
    access: 'public',
    layout: 'auth',
    module: () => legal().then((m) => m.cookies),
  },
  {
    // Finished at boot (lib/services/create-services.ts); a callback that gets this far has nothing to finish.
    id: 'sign-in-callback',
    path: '/auth/callback',
    title: 'Signing you in',
    access: 'public',
    layout: 'bare',
    redirect: () => '/',
  },

  // Redirects (docs/product.md §2 "Root redirects" and unknown paths).
  {
    id: 'root',
    path: '/',
    title: 'Hireloop',
    access: EVERY_ROLE,
    layout: 'bare',
    redirect: landingHref,
  },
  {
    // Payment onboarding comes back here with its own code and state; it is not a sign-in callback.
    id: 'stripe-oauth-callback',
    path: '/stripe-oauth-callback',
    title: 'Billing',
    access: EMPLOYER,
    layout: 'bare',
    redirect: () => '/billing',
  },
  {
    id: 'unknown',
    path: '*',
    title: 'Hireloop',
    access: 'public',
    layout: 'bare',
    redirect: (user) => (user ? '/' : '/login'),
  },

  // Hiring.
  {
    id: 'job-openings',
    path: '/job-openings',
    title: 'Job Openings',
    summary: 'Your active vacancies and the talents they attract.',
    access: EMPLOYER,
    layout: 'shell',
    nav: { label: 'Job Openings', icon: Briefcase, order: 20 },
    module: () => import('../features/job-openings/job-openings-route.tsx'),
  },
  {
    id: 'job-openings-archived',
    path: '/job-openings/archived',
    title: 'Archived job openings',
    summary: 'Vacancies you have closed.',
    access: EMPLOYER,
    layout: 'shell',
    module: () => import('../features/job-openings/job-openings-archived-route.tsx'),
  },
  {
    id: 'hiring-pipeline',
    path: '/job-openings/hiring-pipeline/:vacancyId?',
    title: 'Hiring Pipeline',
    summary: 'Applications by stage: prequalified talents, qualification, interview, decision pending.',
    access: EMPLOYER,
    layout: 'shell',
    nav: { label: 'Hiring Pipeline', icon: Workflow, order: 40 },
    module: () => import('../features/hiring-pipeline/hiring-pipeline-route.tsx'),
  },
  {
    id: 'hiring-pipeline-resume',
    path: '/job-openings/hiring-pipeline/vacancy/:vacancyId/application/:applicationId/resume',
    title: 'Applicant resume',
    summary: 'The resume of a talent in your hiring pipeline.',
    access: EMPLOYER,
    layout: 'shell',
    module: applicationResume,
  },
  {
    id: 'insights',
    path: '/insights',
    title: 'Insights',
    summary: 'Time to hire, conversion, applications and hires, and response times over a period.',
    access: RECRUITER,
    layout: 'shell',
    // First of the back office: the overview before the lists (ADR 0089).
    nav: { label: 'Insights', icon: ChartColumn, order: 45 },
    module: () => import('../features/insights/insights-route.tsx'),
  },
  {
    id: 'vacancies',
    path: '/vacancy',
    title: 'Vacancies',
    summary: 'Every vacancy on the marketplace, to review, publish and archive.',
    access: RECRUITER,
    layout: 'shell',
    nav: { label: 'Vacancies', icon: Briefcase, order: 50 },
    module: () => import('../features/back-office/vacancies-route.tsx'),
  },
  {
    id: 'vacancy',
    path: '/vacancy/:id',
    title: 'Vacancy',
    summary: 'A vacancy with its company, skills and conditions.',
    access: EVERY_ROLE,
    layout: 'shell',
    module: () => import('../features/vacancy-view/vacancy-route.tsx'),
  },
  {
    id: 'vacancy-resume',
    path: '/vacancy/:id/resume',
    title: 'Resume for a vacancy',
    summary: 'A talent’s resume as it fits one vacancy.',
    access: RECRUITER,
    layout: 'shell',
    module: () => import('../features/application-documents/vacancy-resume-route.tsx'),
  },
  {
    id: 'create-vacancy',
    path: '/create-vacancy/:id?',
    title: 'Vacancy editor',
    summary: 'Write a vacancy, save it as a draft and publish it.',
    access: ['employer', 'recruiter'],
    layout: 'shell',
    module: () => import('../features/vacancy-editor/vacancy-editor-route.tsx'),
  },
  {
    id: 'jobs',
    path: '/application',
    title: 'Jobs',
    summary:
      'The jobs you are matched to or applied for: prequalified jobs, matched jobs, interview, decision pending.',
    access: TALENT,
    layout: 'shell',
    nav: { label: 'Jobs', icon: ClipboardList, order: 120, badge: 'unread' },
    module: () => import('../features/jobs/jobs-route.tsx'),
  },
  {
    id: 'job',
    path: '/application/:applicationId/vacancy',
    title: 'Job',
    summary: 'The vacancy of one of your applications.',
    access: TALENT,
    layout: 'shell',
    module: applicationVacancy,
  },
  {
    id: 'application-vacancy',
    path: '/application-vacancy/:id',
    title: 'Application vacancy',
    summary: 'The vacancy an application is for.',
    access: ['talent', 'recruiter'],
    layout: 'shell',
    module: applicationVacancy,
  },
  {
    id: 'application-resume',
    path: '/application-resume/:id',
    title: 'Application resume',
    summary: 'The resume an application was made with.',
    access: ['employer', 'recruiter'],
    layout: 'shell',
    module: applicationResume,
  },
  {
    id: 'resume-view',
    path: '/resume/:id',
    title: 'Resume',
    summary: 'A talent’s resume.',
    access: ['employer', 'recruiter'],
    layout: 'shell',
    module: () => import('../features/resume-view/resume-route.tsx'),
  },

  // Profiles and accounts.
  {
    id: 'create-talent',
    path: '/create-talent/:id?',
    title: 'Talent editor',
    summary: 'Create a talent with a resume on their behalf.',
    access: RECRUITER,
    layout: 'shell',
    module: () => import('../features/create-talent/create-talent-route.tsx'),
  },
  {
    id: 'create-company',
    path: '/create-company',
    title: 'New company',
    summary: 'Create a company and its first employer user.',
    access: RECRUITER,
    layout: 'shell',
    module: () => import('../features/create-company/create-company-route.tsx'),
  },
  {
    id: 'create-recruiter',
    path: '/create-recruiter',
    title: 'New recruiter',
    summary: 'Invite a recruiter and choose their level.',
    access: ADMIN,
    layout: 'shell',
    module: () => import('../features/recruiters/create-recruiter-route.tsx'),
  },
  {
    id: 'recruiters',
    path: '/recruiter',
    title: 'Recruiters',
    summary: 'The recruiting team and their levels.',
    access: ADMIN,
    layout: 'shell',
    nav: { label: 'Recruiters', icon: UserRound, order: 150 },
    module: () => import('../features/recruiters/recruiters-route.tsx'),
  },
  {
    id: 'resume',
    path: '/resume',
    title: 'My resume',
    summary: 'Your published resume as companies see it.',
    access: TALENT,
    layout: 'shell',
    nav: { label: 'My profile', icon: UserRound, order: 10, href: talentProfileHref },
    module: myResume,
  },
  {
    id: 'my-resume',
    path: '/my-resume',
    title: 'My resume',
    summary: 'Your resume, its file and its status.',
    access: TALENT,
    layout: 'shell',
    module: myResume,
  },
  {
    id: 'manage-cv',
    path: '/manage-cv/:id?',
    title: 'Resume editor',
    summary: 'Finish your draft resume and publish it.',
    access: ['talent', 'recruiter'],
    layout: 'shell',
    module: () => import('../features/resume-editor/resume-editor-route.tsx'),
  },
  {
    id: 'personal-info',
    path: '/personal-info',
    title: 'Personal info',
    summary: 'Your name, photo and contact details.',
    access: EVERY_ROLE,
    layout: 'shell',
    module: () => import('../features/settings/personal-info-route.tsx'),
  },
  {
    id: 'company-info',
    path: '/company-info',
    title: 'Company profile',
    summary: 'Your company as talents see it.',
    access: EMPLOYER,
    layout: 'shell',
    nav: { label: 'My profile', icon: UserRound, order: 10 },
    module: () => import('../features/company-profile/company-profile-route.tsx'),
  },
  {
    id: 'settings',
    path: '/settings',
    title: 'Account settings',
    summary: 'Personal info, email, password and notification settings.',
    access: EVERY_ROLE,
    layout: 'shell',
    module: () => import('../features/settings/settings-route.tsx'),
  },
  {
    id: 'company-settings',
    path: '/company-settings',
    title: 'Company settings',
    summary: 'Company information, logo and billing information.',
    access: EMPLOYER,
    layout: 'shell',
    module: () => import('../features/company-settings/company-settings-route.tsx'),
  },
  {
    id: 'skills',
    path: '/skills',
    title: 'Skills',
    summary: 'The skills vocabulary used by resumes, vacancies and matching.',
    access: RECRUITER,
    layout: 'shell',
    nav: { label: 'Skills', icon: Tags, order: 90 },
    module: () => import('../features/skills/skills-route.tsx'),
  },
  {
    id: 'talent',
    path: '/talent',
    title: 'Talent',
    summary: 'One talent: their resume, status and applications.',
    access: RECRUITER,
    layout: 'bare',
    // One screen per list, one URL for its state (ADR 0088).
    redirect: () => '/talents',
  },
  {
    id: 'company',
    path: '/company',
    title: 'Company',
    summary: 'One company: its users, vacancies and invoices.',
    access: RECRUITER,
    layout: 'bare',
    // One screen per list, one URL for its state (ADR 0088).
    redirect: () => '/companies',
  },
  {
    id: 'onboarding',
    path: '/onboarding',
    title: 'Welcome to Hireloop',
    summary: 'A few steps to set up your profile before you start.',
    access: ['talent', 'employer'],
    layout: 'shell',
    module: () => import('../features/onboarding/onboarding-route.tsx'),
  },

  // Other.
  {
    id: 'billing',
    path: '/billing',
    title: 'Billing',
    summary: 'Billing information and invoices.',
    access: EMPLOYER,
    layout: 'shell',
    module: () => import('../features/billing/billing-route.tsx'),
  },
  {
    id: 'calendar',
    path: '/calendar',
    title: 'Calendar',
    summary: 'Your meetings by day and week.',
    access: EVERY_ROLE,
    layout: 'shell',
    module: () => import('../features/meetings/calendar-route.tsx'),
  },
  {
    id: 'feedback',
    path: '/feedback',
    title: 'Feedback',
    summary: 'Feedback after interviews and meetings.',
    access: EVERY_ROLE,
    layout: 'shell',
    module: () => import('../features/feedback/feedback-route.tsx'),
  },
  {
    id: 'support',
    path: '/support',
    title: 'Help and support',
    summary: 'Answers to common questions and a way to reach our team.',
    access: EVERY_ROLE,
    layout: 'shell',
    module: () => import('../features/support/support-route.tsx'),
  },
  {
    id: 'meetings',
    path: '/meetings',
    title: 'Meetings',
    summary: 'Onboarding calls, intros and interviews.',
    access: EVERY_ROLE,
    layout: 'shell',
    nav: { label: 'Meetings', icon: CalendarDays, order: 80 },
    module: () => import('../features/meetings/meetings-route.tsx'),
  },
  {
    id: 'invites',
    path: '/invite',
    title: 'Invites',
    summary: 'Invitations sent to new recruiters and employers.',
    access: ADMIN,
    layout: 'shell',
    nav: { label: 'Invites', icon: Mail, order: 130 },
    module: () => import('../features/invites/invites-route.tsx'),
  },
  {
    id: 'users',
    path: '/users',
    title: 'Users',
    // Employers manage their company's team here (ADR 0069); recruiters and admins get the directory (ADR 0090).
    summary: 'Every account on the marketplace.',
    access: ['employer', 'recruiter'],
    layout: 'shell',
    module: moduleByRole({
      employer: () => import('../features/team/team-route.tsx'),
      recruiter: () => import('../features/users/users-route.tsx'),
    }),
  },
  {
    id: 'user',
    path: '/users/:type/:id',
    title: 'User',
    summary: 'One account, what it holds and what happened to it.',
    access: RECRUITER,
    layout: 'shell',
    module: () => import('../features/users/user-route.tsx'),
  },
  {
    id: 'terms-of-service',
    path: '/terms-of-service',
    title: 'Terms of Service',
    access: EVERY_ROLE,
    layout: 'shell',
    module: () => legal().then((m) => m.terms),
  },
  {
    id: 'privacy-policy',
    path: '/privacy-policy',
    title: 'Privacy Policy',
    access: EVERY_ROLE,
    layout: 'shell',
    module: () => legal().then((m) => m.privacy),
  },
  {
    // Talents chat about their applications too, from Jobs; the Chat entry is the others' (docs/product.md §2 Shell).
    id: 'messages',
    path: '/messages/:id?',
    title: 'Chat',
    summary: 'Conversations about applications.',
    access: EVERY_ROLE,
    layout: 'shell',
    nav: { label: 'Chat', icon: MessagesSquare, order: 110, roles: ['recruiter', 'employer'], badge: 'unread' },
    module: () => import('../features/messages/messages-route.tsx'),
  },
  {
    id: 'matching',
    path: '/matching',
    title: 'Matching',
    summary: 'Vacancies and talents that fit each other, best first.',
    access: ['talent', 'employer'],
    layout: 'shell',
    nav: {
      label: 'Matching',
      icon: Sparkles,
      order: 30,
      shownTo: (user) => user.userType === 'employer' || Boolean(user.resume),
    },
    module: () => import('../features/matching/matching-route.tsx'),
  },
  {
    id: 'upload',
    path: '/upload/:type',
    title: 'Upload',
    summary: 'Send a resume or vacancy file to be read into a draft.',
    access: EVERY_ROLE,
    layout: 'shell',
    module: () => import('../features/upload/upload-route.tsx'),
  },
  {
    id: 'create-invoice',
    path: '/company/:id/create-invoice',
    title: 'New invoice',
    summary: 'Bill a company for a hire.',
    access: RECRUITER,
    layout: 'shell',
    module: () => import('../features/invoices/create-invoice-route.tsx'),
  },
  {
    id: 'invoices',
    path: '/company/:id/invoices',
    title: 'Invoices',
    summary: 'A company’s invoices and their status.',
    access: ['employer', 'recruiter'],
    layout: 'shell',
    module: () => import('../features/invoices/invoices-route.tsx'),
  },
  {
    id: 'access',
    path: '/access',
    title: 'Access',
    summary: 'Access rules: who may do what on which resource.',
    access: ADMIN,
    layout: 'shell',
    nav: { label: 'Access', icon: KeyRound, order: 140 },
    module: () => import('../features/access/access-route.tsx'),
  },
  {
    id: 'access-info',
    path: '/access/:id',
    title: 'Access rule',
    summary: 'One access rule and the recruiters it applies to.',
    access: ADMIN,
    layout: 'shell',
    module: () => import('../features/access/access-info-route.tsx'),
  },
  {
    id: 'companies',
    path: '/companies',
    title: 'Companies',
    summary: 'The companies hiring on Hireloop and their employer users.',
    access: RECRUITER,
    layout: 'shell',
    nav: { label: 'Companies', icon: Building2, order: 70 },
    module: () => import('../features/back-office/companies-route.tsx'),
  },
  {
    id: 'applications',
    path: '/applications',
    title: 'Applications',
    summary: 'Applications across all vacancies and their pipeline stage.',
    access: RECRUITER,
    layout: 'shell',
    nav: { label: 'Applications', icon: FileUser, order: 60 },
    module: () => import('../features/back-office/applications-route.tsx'),
  },
  {
    id: 'talents',
    path: '/talents',
    title: 'Talents',
    summary: 'Specialists, their resumes and their status.',
    access: RECRUITER,
    layout: 'shell',
    nav: { label: 'Talents', icon: Users, order: 100 },
    module: () => import('../features/back-office/talents-route.tsx'),
  },
] as const satisfies readonly RouteEntry[]

export type RouteId = (typeof routeTable)[number]['id']

const byId = new Map<string, RouteEntry>(routeTable.map((route) => [route.id, route]))

/** The plain link to a route of the table, by id: `hrefTo('vacancies')` is `/vacancy`. */
export function hrefTo(id: RouteId): string {
  return hrefOf(byId.get(id)!)
}
