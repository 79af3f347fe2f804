import type { Outcome } from '../testing/controlled-actors.ts'
import type { WalkModel } from '../testing/walk.ts'
import type { SessionEvent } from './session.machine.ts'
import type { SessionUser } from './session.types.ts'

const base = { firstName: 'Ada', lastName: 'Lovelace', imageUrl: null, companyId: null, company: null, resume: null }

/** One user per demo login (the README's demo logins). */
export const sessionUsers = {
  talentPublished: {
    ...base,
    id: 't-1',
    email: 'talent.published@hireloop.test',
    userType: 'talent',
    isAdmin: false,
    resume: { id: 'r-1', draft: false },
  },
  talentDraft: {
    ...base,
    id: 't-2',
    email: 'talent.draft@hireloop.test',
    userType: 'talent',
    isAdmin: false,
    resume: { id: 'r-2', draft: true },
  },
  talentNew: { ...base, id: 't-3', email: 'talent.new@hireloop.test', userType: 'talent', isAdmin: false },
  employer: {
    ...base,
    id: 'e-1',
    email: 'employer@hireloop.test',
    userType: 'employer',
    isAdmin: false,
    companyId: 'c-1',
    company: { id: 'c-1', name: 'Acme', type: 'startup' },
  },
  employerNew: {
    ...base,
    id: 'e-2',
    email: 'employer.new@hireloop.test',
    userType: 'employer',
    isAdmin: false,
    companyId: 'c-2',
    company: { id: 'c-2', name: 'Newco', type: null },
  },
  recruiter: { ...base, id: 'rc-1', email: 'recruiter@hireloop.test', userType: 'recruiter', isAdmin: false },
  admin: { ...base, id: 'rc-2', email: 'admin@hireloop.test', userType: 'recruiter', isAdmin: true },
} satisfies Record<string, SessionUser>

export const apiErrors = {
  unauthorized: { status: 401, message: 'Authentication required.' },
  forbidden: { status: 403, message: 'You cannot access this resource.' },
  server: { status: 503, message: 'Service unavailable.' },
  silent: {},
} as const

const ok = (label: string, output: unknown): Outcome => ({ label, output })
const fail = (label: string, error: unknown): Outcome => ({ label, error })

/** Sample events and settlements: drive the model-based test, the stories and the diagram's buttons. */
export const sessionModel: WalkModel<SessionEvent> = {
  events: [
    { type: 'SIGN_IN', company: false, label: 'talent' },
    { type: 'SIGN_IN', company: true, label: 'company' },
    { type: 'SIGN_IN', returnTo: '/meetings?x=1', label: 'deep link' },
    { type: 'SIGNED_IN', accessToken: 'token-2' },
    { type: 'SIGN_OUT' },
    { type: 'AUTH_ERROR', message: 'Session expired' },
    { type: 'AUTH_ERROR', label: 'no message' },
    { type: 'USER_UPDATED', user: sessionUsers.admin, label: 'admin' },
    { type: 'TOKEN_REFRESHED', accessToken: 'token-3' },
  ],
  outcomes: {
    restoreSession: [
      ok('session', { accessToken: 'token-1' }),
      ok('no session', null),
      fail('storage error', new Error('Storage unavailable')),
    ],
    fetchMe: [
      ok('talent', sessionUsers.talentPublished),
      ok('recruiter', sessionUsers.recruiter),
      ok('admin', sessionUsers.admin),
      fail('401', apiErrors.unauthorized),
      fail('403', apiErrors.forbidden),
      fail('503', apiErrors.server),
    ],
    signInRedirect: [ok('redirected', undefined), fail('provider down', new Error('Provider unreachable'))],
    signOut: [ok('signed out', undefined), fail('no message', apiErrors.silent)],
  },
}
