import { termKey } from './matching.text.ts'
import type {
  MatchExperience,
  MatchLanguage,
  MatchLocation,
  MatchResume,
  MatchResumeSkill,
  MatchSalary,
  MatchTaxonomy,
  MatchVacancy,
  MatchVacancySkill,
  RemotePolicy,
  Seniority,
  TalentStatus,
} from './matching.types.ts'

/**
 * The parts of the contract's Resume (or a resume row) matching reads. Structural, so a whole Resume (with its
 * name, phone and file) is accepted; `matchResumeOf` copies out only these fields.
 */
export interface ResumeDocument {
  readonly skills: readonly MatchResumeSkill[]
  readonly summary: string
  readonly experience: readonly MatchExperience[]
  readonly location: MatchLocation | null
  readonly availability: { readonly work_modes: readonly RemotePolicy[] } | null
  readonly salary_expectation: MatchSalary | null
  readonly languages: readonly MatchLanguage[]
}

/** The parts of the contract's Vacancy matching reads. */
export interface VacancyDocument {
  readonly skills: readonly MatchVacancySkill[]
  readonly seniority: Seniority | null
  readonly location: MatchLocation | null
  readonly remote: RemotePolicy
  readonly salary: MatchSalary | null
  readonly languages: readonly MatchLanguage[]
}

/**
 * The one way a resume becomes an input: field by field, so nothing about the person (name, email, photo, gender,
 * age, nationality, phone) reaches the engine even when the caller holds it. The server, the mocks and the fairness
 * test all go through here.
 */
export function matchResumeOf(resume: ResumeDocument, talentStatus: TalentStatus): MatchResume {
  return {
    skills: resume.skills.map(({ skill_id, name, level, years }) => ({ skill_id, name, level, years })),
    summary: resume.summary,
    experience: resume.experience.map(({ title, start_date, end_date, description }) => ({
      title,
      start_date,
      end_date,
      description,
    })),
    location: resume.location
      ? { country: resume.location.country, state: resume.location.state, city: resume.location.city }
      : null,
    work_modes: [...(resume.availability?.work_modes ?? [])],
    salary_expectation: resume.salary_expectation ? { ...salaryOf(resume.salary_expectation) } : null,
    languages: resume.languages.map(({ language, level }) => ({ language, level })),
    talent_status: talentStatus,
  }
}

const salaryOf = ({ min, max, currency, period }: MatchSalary): MatchSalary => ({ min, max, currency, period })

export function matchVacancyOf(vacancy: VacancyDocument): MatchVacancy {
  return {
    skills: vacancy.skills.map(({ skill_id, name, level, required }) => ({ skill_id, name, level, required })),
    seniority: vacancy.seniority,
    location: vacancy.location
      ? { country: vacancy.location.country, state: vacancy.location.state, city: vacancy.location.city }
      : null,
    remote: vacancy.remote,
    salary: vacancy.salary ? salaryOf(vacancy.salary) : null,
    languages: vacancy.languages.map(({ language, level }) => ({ language, level })),
  }
}

/**
 * A taxonomy from skills with their aliases and relations (pairs; each counts both ways). A name or alias whose key
 * two skills share is dropped rather than guessed.
 */
export function matchTaxonomyOf(
  skills: readonly { readonly id: string; readonly name: string; readonly aliases?: readonly string[] }[],
  relations: readonly (readonly [string, string])[] = [],
): MatchTaxonomy {
  const terms = new Map<string, string>()
  const shared = new Set<string>()
  for (const skill of skills) {
    for (const word of [skill.name, ...(skill.aliases ?? [])]) {
      const key = termKey(word)
      if (!key) continue
      const owner = terms.get(key)
      if (owner !== undefined && owner !== skill.id) shared.add(key)
      else terms.set(key, skill.id)
    }
  }
  for (const key of shared) terms.delete(key)
  const related = new Map<string, string[]>()
  const link = (from: string, to: string) => {
    const list = related.get(from) ?? []
    if (!list.includes(to)) list.push(to)
    related.set(from, list)
  }
  for (const [a, b] of relations) {
    if (a === b) continue
    link(a, b)
    link(b, a)
  }
  return { terms, related }
}
