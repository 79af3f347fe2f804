// Pure, no XState: the scoring rules of ADR 0070, shared by the server (its ranking index scores with the same credit
// functions, so a ranked score and scoreMatch's score never differ) and the portal's mocks.
import type {
  LanguageLevel,
  MatchExperience,
  MatchLanguage,
  MatchLocation,
  MatchReasonKind,
  MatchResume,
  MatchResumeSkill,
  MatchSalary,
  MatchVacancy,
  MatchVacancySkill,
  MatchVerdict,
  RemotePolicy,
  Seniority,
  SkillLevel,
  TalentStatus,
} from './matching.types.ts'

/**
 * What each kind of requirement weighs when the vacancy states it (sums to 100). A kind the vacancy does not state
 * (no nice-to-have skills, no salary, no languages...) gives no reason, and the stated kinds share its weight in
 * proportion to theirs. Within a kind, each requirement weighs the same (three required skills: a third each).
 */
export const MATCH_WEIGHTS = {
  required_skill: 45,
  nice_to_have_skill: 10,
  seniority: 10,
  location: 8,
  remote: 7,
  salary: 8,
  language: 7,
  talent_status: 5,
} as const satisfies Record<MatchReasonKind, number>

/** The share of a skill requirement's points each way of meeting it earns; the best way counts. */
export const SKILL_CREDIT = {
  /** Listed at the level asked or above. */
  met: 1,
  /** Listed one level below. */
  oneLevelBelow: 0.5,
  /** Related skill listed (taxonomy relation). */
  related: 0.4,
  /** Named in the summary or an experience entry, not listed as a skill. */
  mentioned: 0.3,
  /** Listed two or more levels below. */
  furtherBelow: 0.25,
} as const

/** Partial credit of the other kinds. */
export const PARTIAL_CREDIT = 0.5

const SKILL_ORDER = ['beginner', 'intermediate', 'advanced', 'expert'] as const satisfies SkillLevel[]
/** CEFR order; native counts above C2. */
const LANGUAGE_ORDER = ['a1', 'a2', 'b1', 'b2', 'c1', 'c2', 'native'] as const satisfies LanguageLevel[]

/** Years of experience each seniority asks for; within two years below it is partial. */
export const SENIORITY_YEARS = {
  intern: 0,
  junior: 1,
  middle: 3,
  senior: 5,
  lead: 7,
  principal: 10,
} as const satisfies Record<Seniority, number>
const SENIORITY_SLACK_YEARS = 2

/** An expectation up to this much above the vacancy's maximum is partial, not missing. */
export const SALARY_SLACK = 0.15

/** The points of every requirement are hundredths of a point: integers, so sums are exact. */
const TOTAL = 10_000

export type Requirement =
  | { kind: 'required_skill' | 'nice_to_have_skill'; index: number; skill: MatchVacancySkill; weight: number }
  | { kind: 'seniority'; seniority: Seniority; weight: number }
  | { kind: 'location'; location: MatchLocation; weight: number }
  | { kind: 'remote'; remote: RemotePolicy; weight: number }
  | { kind: 'salary'; salary: MatchSalary; weight: number }
  | { kind: 'language'; index: number; language: MatchLanguage; weight: number }
  | { kind: 'talent_status'; weight: number }

type Unweighted = Requirement extends infer R ? (R extends Requirement ? Omit<R, 'weight'> : never) : never

/**
 * The vacancy's requirements with their weights in hundredths of a point (summing to 10,000): each stated kind's
 * share of MATCH_WEIGHTS scaled up to 100, split evenly inside the kind, rounded by largest remainder.
 */
export function requirementsOf(vacancy: MatchVacancy): readonly Requirement[] {
  // Inputs are read-only: a page scoring fifty resumes against one vacancy weighs its requirements once.
  let requirements = weighed.get(vacancy)
  if (!requirements) {
    requirements = weigh(vacancy)
    weighed.set(vacancy, requirements)
  }
  return requirements
}

const weighed = new WeakMap<MatchVacancy, readonly Requirement[]>()

function weigh(vacancy: MatchVacancy): Requirement[] {
  const stated: Unweighted[] = [
    ...vacancy.skills.flatMap((skill, index) =>
      skill.required ? [{ kind: 'required_skill' as const, index, skill }] : [],
    ),
    ...vacancy.skills.flatMap((skill, index) =>
      skill.required ? [] : [{ kind: 'nice_to_have_skill' as const, index, skill }],
    ),
    ...(vacancy.seniority ? [{ kind: 'seniority' as const, seniority: vacancy.seniority }] : []),
    // A fully remote job is not tied to a place: its location says where the company is, not where to work.
    ...(vacancy.location && vacancy.remote !== 'remote'
      ? [{ kind: 'location' as const, location: vacancy.location }]
      : []),
    { kind: 'remote' as const, remote: vacancy.remote },
    ...(vacancy.salary ? [{ kind: 'salary' as const, salary: vacancy.salary }] : []),
    ...vacancy.languages.map((language, index) => ({ kind: 'language' as const, index, language })),
    { kind: 'talent_status' as const },
  ]
  const countOf = new Map<MatchReasonKind, number>()
  for (const item of stated) countOf.set(item.kind, (countOf.get(item.kind) ?? 0) + 1)
  const statedWeight = [...countOf.keys()].reduce((sum, kind) => sum + MATCH_WEIGHTS[kind], 0)
  const exact = stated.map((item) => (MATCH_WEIGHTS[item.kind] / countOf.get(item.kind)! / statedWeight) * TOTAL)
  const weights = exact.map(Math.floor)
  let left = TOTAL - weights.reduce((sum, weight) => sum + weight, 0)
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index)
  for (const { index } of byRemainder) {
    if (left === 0) break
    weights[index]! += 1
    left -= 1
  }
  return stated.map((item, index) => ({ ...item, weight: weights[index]! }) as Requirement)
}

/** A requirement's points (hundredths) for a credit between 0 and 1. */
export const pointsOf = (weight: number, credit: number) => Math.round(weight * credit)

/** The 0-100 score of summed points (hundredths). */
export const scoreOfPoints = (points: number) => Math.min(100, Math.max(0, Math.round(points / 100)))

export const verdictOf = (credit: number): MatchVerdict => (credit >= 1 ? 'met' : credit > 0 ? 'partial' : 'missing')

const rank = <T extends string>(order: readonly T[], value: T) => order.indexOf(value)

/** How the resume's own listing of the skill (if any) meets the level asked. */
export function levelCredit(asked: SkillLevel, listed: SkillLevel): number {
  const gap = rank(SKILL_ORDER, asked) - rank(SKILL_ORDER, listed)
  return gap <= 0 ? SKILL_CREDIT.met : gap === 1 ? SKILL_CREDIT.oneLevelBelow : SKILL_CREDIT.furtherBelow
}

/** A skill requirement's credit: the best of the resume's listing, a related listed skill, a mention in its text. */
export function skillCredit(
  asked: SkillLevel,
  listed: SkillLevel | null,
  relatedListed: boolean,
  mentioned: boolean,
): number {
  return Math.max(
    listed === null ? 0 : levelCredit(asked, listed),
    relatedListed ? SKILL_CREDIT.related : 0,
    mentioned ? SKILL_CREDIT.mentioned : 0,
  )
}

export function seniorityCredit(seniority: Seniority, years: number): number {
  const needed = SENIORITY_YEARS[seniority]
  if (years >= needed) return 1
  return years >= needed - SENIORITY_SLACK_YEARS ? PARTIAL_CREDIT : 0
}

const same = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.trim().toLowerCase() === b.trim().toLowerCase()

/** Same city (or the vacancy names only a country and it is the same): met; same country: partial. */
export function locationCredit(asked: MatchLocation, resume: MatchLocation | null): number {
  if (!resume || resume.country !== asked.country) return 0
  return asked.city === null || same(asked.city, resume.city) ? 1 : PARTIAL_CREDIT
}

const REMOTE_ORDER = ['onsite', 'hybrid', 'remote'] as const satisfies RemotePolicy[]

/** The talent accepts the policy (or any): met; only its neighbour on onsite - hybrid - remote: partial. */
export function remoteCredit(asked: RemotePolicy, modes: readonly RemotePolicy[]): number {
  if (modes.length === 0 || modes.includes(asked)) return 1
  const near = modes.some((mode) => Math.abs(rank(REMOTE_ORDER, mode) - rank(REMOTE_ORDER, asked)) === 1)
  return near ? PARTIAL_CREDIT : 0
}

const comparable = (offer: MatchSalary, expectation: MatchSalary) =>
  offer.currency === expectation.currency && offer.period === expectation.period

/**
 * The talent's lowest acceptable salary within the vacancy's range (at or below its maximum): met; up to 15% above
 * it: partial. No expectation, or one in another currency or period, cannot be compared: partial.
 */
export function salaryCredit(offer: MatchSalary, expectation: MatchSalary | null): number {
  if (!expectation || !comparable(offer, expectation)) return PARTIAL_CREDIT
  if (expectation.min <= offer.max) return 1
  return expectation.min <= offer.max * (1 + SALARY_SLACK) ? PARTIAL_CREDIT : 0
}

/** At the level asked or above: met; one level below: partial. */
export function languageCredit(asked: LanguageLevel, listed: LanguageLevel | null): number {
  if (listed === null) return 0
  const gap = rank(LANGUAGE_ORDER, asked) - rank(LANGUAGE_ORDER, listed)
  return gap <= 0 ? 1 : gap === 1 ? PARTIAL_CREDIT : 0
}

export const STATUS_CREDIT = {
  open_to_work: 1,
  passive: PARTIAL_CREDIT,
  not_looking: 0,
  hired: 0,
} as const satisfies Record<TalentStatus, number>

const DAY = 86_400_000
const YEAR_DAYS = 365.25

/** Years covered by the positions' dates (overlaps counted once; a current position runs to `today`). */
export function experienceYears(experience: readonly MatchExperience[], today: Date): number {
  const spans = experience
    .map((entry) => [Date.parse(entry.start_date), entry.end_date ? Date.parse(entry.end_date) : today.getTime()])
    .filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end) && end! > start!)
    .sort((a, b) => a[0]! - b[0]!)
  let total = 0
  let coveredTo = -Infinity
  for (const [start, end] of spans) {
    const from = Math.max(start!, coveredTo)
    if (end! > from) total += end! - from
    coveredTo = Math.max(coveredTo, end!)
  }
  return total / DAY / YEAR_DAYS
}

/** The resume's years for seniority: its dated experience, or its longest-practised skill when that says more. */
export function seniorityYears(
  resume: Pick<MatchResume, 'experience' | 'skills'>,
  today: Date,
): { years: number; fromSkill: MatchResumeSkill | null } {
  const dated = experienceYears(resume.experience, today)
  const longest = resume.skills.reduce<MatchResumeSkill | null>(
    (best, skill) => (best === null || skill.years > best.years ? skill : best),
    null,
  )
  return longest && longest.years > dated
    ? { years: longest.years, fromSkill: longest }
    : { years: dated, fromSkill: null }
}
