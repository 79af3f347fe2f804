export interface StepDefinition {
  key: string
  title: string
}

const TALENT_STEPS = [
  { key: 'profile', title: 'Complete your profile' },
  { key: 'resume', title: 'Add your resume' },
  { key: 'preferences', title: 'Set your job preferences' },
] as const satisfies readonly StepDefinition[]

/**
 * A company's checklist (issue 12). Only "company" (the company type) gates the root redirect (docs/product.md §2);
 * the others are the way to a first hire, each done by its fact or skipped by the portal.
 */
const EMPLOYER_STEPS = [
  { key: 'company', title: 'Tell us about your company' },
  { key: 'vacancy', title: 'Post your first vacancy' },
  { key: 'team', title: 'Invite your team' },
  { key: 'billing', title: 'Add billing information' },
] as const satisfies readonly StepDefinition[]

export type TalentStep = (typeof TALENT_STEPS)[number]['key']
export type EmployerStep = (typeof EMPLOYER_STEPS)[number]['key']
export type OnboardingKind = 'talent' | 'employer'

/** The onboarding checklists (docs/product.md §2), one list of steps per kind of owner, in the order the portal walks them. */
export const ONBOARDING_STEPS: Record<OnboardingKind, readonly StepDefinition[]> = {
  talent: TALENT_STEPS,
  employer: EMPLOYER_STEPS,
}
