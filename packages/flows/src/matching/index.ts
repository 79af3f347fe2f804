// SkillLevel, LanguageLevel, RemotePolicy and Seniority are the resume and vacancy packages' own unions: not repeated.
export type {
  MatchEvidence,
  MatchExperience,
  MatchLanguage,
  MatchLocation,
  MatchReason,
  MatchReasonKind,
  MatchRequirement,
  RequirementVerdict,
  MatchResume,
  MatchResumeSkill,
  MatchSalary,
  MatchTaxonomy,
  MatchVacancy,
  MatchVacancySkill,
  MatchVerdict,
  Matching,
  RankedMatching,
  TalentStatus,
  Unjudged,
} from './matching.types.ts'
export * from './matching.rules.ts'
export * from './matching.text.ts'
export * from './matching.inputs.ts'
export * from './matching.engine.ts'
