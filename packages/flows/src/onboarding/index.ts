export {
  talentOnboardingMachine,
  type TalentOnboardingMachine,
  type TalentOnboardingSnapshot,
  type TalentOnboardingContext,
  type TalentOnboardingEvent,
  type TalentOnboardingInput,
  type FinishTalentOnboardingInput,
  type ResumeMethod,
} from './talent-onboarding.machine.ts'
export {
  companyOnboardingMachine,
  companyTypes,
  companyOnboardingSteps,
  COMPANY_TYPE_STEP,
  type CompanyOnboardingStep,
  type CompanyOnboardingMachine,
  type CompanyOnboardingSnapshot,
  type CompanyOnboardingContext,
  type CompanyOnboardingEvent,
  type CompanyOnboardingInput,
  type FinishCompanyOnboardingInput,
  type CompanyType,
} from './company-onboarding.machine.ts'
export {
  talentOnboardingInput,
  companyOnboardingInput,
  talentOnboardingModel,
  companyOnboardingModel,
  onboardedUsers,
} from './onboarding.fixtures.ts'
