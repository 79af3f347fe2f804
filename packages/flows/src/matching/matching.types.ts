// The engine's inputs and its answer, in the contract's wire shape (snake_case): the server passes rows straight in,
// the portal's mocks and the fairness test build them with the mappers of matching.inputs.ts.

export type SkillLevel = 'beginner' | 'intermediate' | 'advanced' | 'expert'
export type LanguageLevel = 'a1' | 'a2' | 'b1' | 'b2' | 'c1' | 'c2' | 'native'
export type RemotePolicy = 'onsite' | 'hybrid' | 'remote'
export type Seniority = 'intern' | 'junior' | 'middle' | 'senior' | 'lead' | 'principal'
export type TalentStatus = 'open_to_work' | 'passive' | 'not_looking' | 'hired'

export interface MatchLocation {
  readonly country: string
  readonly state: string | null
  readonly city: string | null
}

export interface MatchSalary {
  readonly min: number
  readonly max: number
  readonly currency: string
  readonly period: 'year' | 'month' | 'hour'
}

export interface MatchLanguage {
  readonly language: string
  readonly level: LanguageLevel
}

/**
 * What matching may know about a person. Fields that would let it judge who someone is rather than what they can do
 * are typed `never`, so an object carrying one does not compile as an input (docs/product.md, ADR 0070).
 */
export interface Unjudged {
  readonly full_name?: never
  readonly first_name?: never
  readonly last_name?: never
  readonly email?: never
  readonly image_url?: never
  readonly photo?: never
  readonly gender?: never
  readonly age?: never
  readonly birth_date?: never
  readonly nationality?: never
  readonly phone?: never
}

export interface MatchResumeSkill {
  readonly skill_id: string
  readonly name: string
  readonly level: SkillLevel
  readonly years: number
}

export interface MatchExperience {
  readonly title: string
  readonly start_date: string
  readonly end_date: string | null
  readonly description: string
}

/** A resume as matching sees it. Positions in the arrays are the resume's, so evidence paths point at its text. */
export interface MatchResume extends Unjudged {
  readonly skills: readonly MatchResumeSkill[]
  readonly summary: string
  readonly experience: readonly MatchExperience[]
  readonly location: MatchLocation | null
  /** availability.work_modes; empty when the talent accepts any way of working (or gave no availability). */
  readonly work_modes: readonly RemotePolicy[]
  readonly salary_expectation: MatchSalary | null
  readonly languages: readonly MatchLanguage[]
  /** The talent's status (talent profile), set by recruiters. */
  readonly talent_status: TalentStatus
}

export interface MatchVacancySkill {
  readonly skill_id: string
  readonly name: string
  readonly level: SkillLevel
  readonly required: boolean
}

/** A vacancy as matching sees it. */
export interface MatchVacancy {
  readonly skills: readonly MatchVacancySkill[]
  readonly seniority: Seniority | null
  readonly location: MatchLocation | null
  readonly remote: RemotePolicy
  readonly salary: MatchSalary | null
  readonly languages: readonly MatchLanguage[]
}

/** The skill taxonomy as matching reads it. */
export interface MatchTaxonomy {
  /** Every skill name and alias, folded by `termKey`, to its skill id: how a skill is found in free text. */
  readonly terms: ReadonlyMap<string, string>
  /** Skills that stand in for each other in part (both directions listed). */
  readonly related: ReadonlyMap<string, readonly string[]>
}

export type MatchReasonKind =
  | 'required_skill'
  | 'nice_to_have_skill'
  | 'seniority'
  | 'location'
  | 'remote'
  | 'salary'
  | 'language'
  | 'talent_status'

export type MatchVerdict = 'met' | 'partial' | 'missing'

export interface MatchEvidence {
  source: 'resume' | 'vacancy'
  field: string
  text: string
}

export interface MatchReason {
  kind: MatchReasonKind
  requirement: string
  verdict: MatchVerdict
  points: number
  max_points: number
  explanation: string
  evidence: MatchEvidence[]
}

/** The contract's MatchRequirement: what a vacancy asks, once for every resume judged against it. */
export interface MatchRequirement {
  kind: MatchReasonKind
  requirement: string
  max_points: number
  /** The vacancy's text. */
  evidence: MatchEvidence[]
}

/** The contract's RequirementVerdict: how one resume meets one requirement. */
export interface RequirementVerdict {
  verdict: MatchVerdict
  points: number
  explanation: string
  /** The resume's text. */
  evidence: MatchEvidence[]
}

/** The contract's RankedMatching: a Matching without what its vacancy's requirements say (ADR 0102). */
export interface RankedMatching {
  score: number
  matched_skills: string[]
  missing_skills: string[]
  /** One per requirement of `matchRequirements(vacancy)`, in its order. */
  verdicts: RequirementVerdict[]
}

/** The contract's Matching. */
export interface Matching {
  score: number
  matched_skills: string[]
  missing_skills: string[]
  reasons: MatchReason[]
}
