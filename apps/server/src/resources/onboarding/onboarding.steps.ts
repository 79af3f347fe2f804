export interface StepDefinition {
  key: string
  title: string
}

const TALENT_STEPS = [
  { key: 'profile', title: 'Complete your profile' },
  { key: 'resume', title: 'Add your resume' },
  { key: 'preferences', title: 'Set your job preferences' },
] as const satisfies readonly StepDefinition[]

export type TalentStep = (typeof TALENT_STEPS)[number]['key']
export type OnboardingKind = 'talent' | 'employer'

/**
 * The onboarding checklists (docs/product.md §2), one list of steps per kind of owner, in the order the portal walks
 * them. A company's steps (company, team, vacancy) arrive with the employer screens (issue 12) as rows of this table.
 */
export const ONBOARDING_STEPS: Record<OnboardingKind, readonly StepDefinition[]> = {
  talent: TALENT_STEPS,
  employer: [],
}
