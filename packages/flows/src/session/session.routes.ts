import type { SessionUser } from './session.types.ts'

/** Spec 2 "Root redirects". Without a user the root is the login page. */
export function rootRedirect(user: SessionUser | null | undefined): string {
  if (!user) return '/login'
  switch (user.userType) {
    case 'recruiter':
      return '/vacancy'
    case 'employer':
      return user.company?.type ? '/job-openings' : '/onboarding'
    case 'talent':
      return !user.resume || user.resume.draft ? '/onboarding' : '/matching'
  }
}

export type NavKey =
  | 'my-profile'
  | 'job-openings'
  | 'matching'
  | 'hiring-pipeline'
  | 'meetings'
  | 'chat'
  | 'jobs'
  | 'vacancies'
  | 'applications'
  | 'companies'
  | 'skills'
  | 'talents'
  | 'invites'
  | 'access'
  | 'recruiters'

export interface NavItem {
  key: NavKey
  label: string
  href: string
  /** The item carries the unread-messages badge (spec 2: Chat or Jobs). */
  badge?: 'unread'
}

export interface Navigation {
  /** Recruiters get the collapsible left drawer, everyone else the top navigation (spec 2 Shell). */
  placement: 'drawer' | 'top'
  items: NavItem[]
}

/** Where "My profile" leads: the resume, the CV editor for a draft, onboarding without a resume. */
export function myProfileHref(user: SessionUser): string {
  if (user.userType === 'employer') return '/company-info'
  if (!user.resume) return '/onboarding'
  return user.resume.draft ? `/manage-cv/${encodeURIComponent(user.resume.id)}` : '/resume'
}

const RECRUITER_ITEMS: NavItem[] = [
  { key: 'vacancies', label: 'Vacancies', href: '/vacancy' },
  { key: 'applications', label: 'Applications', href: '/applications' },
  { key: 'companies', label: 'Companies', href: '/companies' },
  { key: 'meetings', label: 'Meetings', href: '/meetings' },
  { key: 'skills', label: 'Skills', href: '/skills' },
  { key: 'talents', label: 'Talents', href: '/talents' },
  { key: 'chat', label: 'Chat', href: '/messages', badge: 'unread' },
]

const ADMIN_ITEMS: NavItem[] = [
  { key: 'invites', label: 'Invites', href: '/invite' },
  { key: 'access', label: 'Access', href: '/access' },
  { key: 'recruiters', label: 'Recruiters', href: '/recruiter' },
]

/** Spec 2 Shell: the drawer items of recruiters (admins add three) or the top navigation of talents and employers. */
export function navigationFor(user: SessionUser): Navigation {
  if (user.userType === 'recruiter') {
    return { placement: 'drawer', items: user.isAdmin ? [...RECRUITER_ITEMS, ...ADMIN_ITEMS] : [...RECRUITER_ITEMS] }
  }
  const employer = user.userType === 'employer'
  const items: NavItem[] = [{ key: 'my-profile', label: 'My profile', href: myProfileHref(user) }]
  if (employer) items.push({ key: 'job-openings', label: 'Job Openings', href: '/job-openings' })
  if (employer || user.resume) items.push({ key: 'matching', label: 'Matching', href: '/matching' })
  if (employer) items.push({ key: 'hiring-pipeline', label: 'Hiring Pipeline', href: '/job-openings/hiring-pipeline' })
  items.push({ key: 'meetings', label: 'Meetings', href: '/meetings' })
  items.push(
    employer
      ? { key: 'chat', label: 'Chat', href: '/messages', badge: 'unread' }
      : { key: 'jobs', label: 'Jobs', href: '/application', badge: 'unread' },
  )
  return { placement: 'top', items }
}
