import { sessionUsers } from '../session/session.fixtures.ts'
import type { WalkModel } from '../testing/walk.ts'
import type {
  CompanyOnboardingContext,
  CompanyOnboardingEvent,
  CompanyOnboardingInput,
} from './company-onboarding.machine.ts'
import type {
  TalentOnboardingContext,
  TalentOnboardingEvent,
  TalentOnboardingInput,
} from './talent-onboarding.machine.ts'

export const talentOnboardingInput: TalentOnboardingInput = { user: sessionUsers.talentNew }
export const companyOnboardingInput: CompanyOnboardingInput = { user: sessionUsers.employerNew, onboardingId: 'o-2' }

/** The users /me answers after onboarding: the root redirect no longer leads to /onboarding. */
export const onboardedUsers = {
  talent: { ...sessionUsers.talentNew, resume: { id: 'r-3', draft: false } },
  employer: { ...sessionUsers.employerNew, company: { id: 'c-2', name: 'Newco', type: 'scaleup' } },
}

export const talentOnboardingModel: WalkModel<TalentOnboardingEvent> = {
  serializeContext: (context: TalentOnboardingContext) => ({ resume: context.resume, method: context.method }),
  events: [
    { type: 'NEXT' },
    { type: 'BACK' },
    { type: 'CHOOSE', method: 'upload' },
    { type: 'CHOOSE', method: 'build' },
    { type: 'RESUME_SAVED', resume: { id: 'r-3', draft: true }, label: 'draft' },
    { type: 'RESUME_SAVED', resume: { id: 'r-3', draft: false }, label: 'published' },
    { type: 'RETRY' },
  ],
  outcomes: {
    finishOnboarding: [
      { label: 'onboarded', output: onboardedUsers.talent },
      { label: '503', error: { status: 503, message: 'Service unavailable.' } },
    ],
  },
}

export const companyOnboardingModel: WalkModel<CompanyOnboardingEvent> = {
  serializeContext: (context: CompanyOnboardingContext) => ({ companyType: context.companyType }),
  events: [{ type: 'NEXT' }, { type: 'BACK' }, { type: 'SELECT_TYPE', companyType: 'scaleup' }, { type: 'RETRY' }],
  outcomes: {
    finishOnboarding: [
      { label: 'onboarded', output: onboardedUsers.employer },
      { label: '400', error: { status: 400, message: 'type: Invalid option' } },
    ],
  },
}
