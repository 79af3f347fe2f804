import { z } from 'zod'
import { FORM_MESSAGES as M } from '../forms/form.messages.ts'
import {
  LANGUAGE_LEVELS,
  SALARY_PERIODS,
  SKILL_LEVELS,
  type LanguageLevel,
  type SalaryPeriod,
  type SkillLevel,
} from '../resume/resume.schemas.ts'

// The vacancy editor's values are named as the request body (camelCase, as the API client takes it), so a server
// message about `salary.min`, `location.city` or `skills.2.skillId` lands on the field of the same name.

export const SENIORITY_VALUES = ['intern', 'junior', 'middle', 'senior', 'lead', 'principal'] as const
export const EMPLOYMENT_TYPE_VALUES = ['full_time', 'part_time', 'contract', 'freelance', 'internship'] as const
export const REMOTE_POLICY_VALUES = ['onsite', 'hybrid', 'remote'] as const

export type Seniority = (typeof SENIORITY_VALUES)[number]
export type EmploymentType = (typeof EMPLOYMENT_TYPE_VALUES)[number]
export type RemotePolicy = (typeof REMOTE_POLICY_VALUES)[number]

/** The contract's limits (VacancyInput). */
export const VACANCY_TITLE_MAX = 200
export const VACANCY_DESCRIPTION_MAX = 20000
export const VACANCY_SKILLS_MAX = 50
export const VACANCY_OPENINGS_MAX = 1000
export const VACANCY_LANGUAGES_MAX = 20

export const VACANCY_MESSAGES = {
  wholeNumber: 'Enter a whole number.',
  salaryOrder: 'The minimum must not exceed the maximum.',
  openings: `Enter 1 to ${VACANCY_OPENINGS_MAX} openings.`,
  countryFirst: 'Choose a country first.',
  company: 'Choose the company this vacancy belongs to.',
  tooManySkills: `A vacancy lists at most ${VACANCY_SKILLS_MAX} skills.`,
  tooManyLanguages: `A vacancy lists at most ${VACANCY_LANGUAGES_MAX} languages.`,
  languageTwice: 'This language is already listed: give each language once, with the lowest level you accept.',
} as const

export interface VacancySkillValues {
  skillId: string
  /** Shown only; the server names the skill from its id. */
  name: string
  level: SkillLevel
  /** Must-have (true) or nice-to-have (false). */
  required: boolean
}

/** A language the role needs, with the lowest CEFR level accepted ('' until chosen). */
export interface VacancyLanguageValues {
  language: string
  level: LanguageLevel | ''
}

export const emptyVacancyLanguage: VacancyLanguageValues = { language: '', level: '' }

/** Save the draft as it is, or publish (a new vacancy or a draft) / update (a published one) with every rule. */
export type VacancyIntent = 'draft' | 'publish'

/** The vacancy editor's values: every text as typed ('' for nothing). */
export interface VacancyValues {
  /** Which button sent the form: a draft needs only a title (docs/product.md §4). Never sent to the server. */
  intent: VacancyIntent
  /** Recruiters choose the company of a new vacancy; an employer's is their own ('' then). */
  companyId: string
  title: string
  /** Markdown. */
  description: string
  seniority: Seniority | ''
  employmentType: EmploymentType
  remote: RemotePolicy
  location: { country: string; state: string; city: string }
  salary: { min: string; max: string; currency: string; period: SalaryPeriod }
  skills: VacancySkillValues[]
  languages: VacancyLanguageValues[]
  openings: string
}

export const emptyVacancyValues: VacancyValues = {
  intent: 'publish',
  companyId: '',
  title: '',
  description: '',
  seniority: '',
  employmentType: 'full_time',
  remote: 'onsite',
  location: { country: '', state: '', city: '' },
  salary: { min: '', max: '', currency: 'EUR', period: 'year' },
  skills: [],
  languages: [],
  openings: '1',
}

const text = (max: number) => z.string().trim().max(max, { error: M.tooLong })
const amount = z
  .string()
  .trim()
  .regex(/^\d{0,9}$/, { error: VACANCY_MESSAGES.wholeNumber })

/**
 * The create-vacancy form's rules (the contract's VacancyInput and VacancyDraftInput, and the server's range and
 * location checks): a draft needs only a title; publishing also needs a description. Either way what is given must be
 * right: a salary range is whole, a range and in one currency; openings 1 to 1000; a state or city under a country.
 */
export const vacancySchema = z
  .object({
    intent: z.enum(['draft', 'publish']),
    companyId: z.string(),
    title: text(VACANCY_TITLE_MAX).min(1, { error: M.required }),
    description: text(VACANCY_DESCRIPTION_MAX),
    seniority: z.enum([...SENIORITY_VALUES, '']),
    employmentType: z.enum(EMPLOYMENT_TYPE_VALUES, { error: M.required }),
    remote: z.enum(REMOTE_POLICY_VALUES, { error: M.required }),
    location: z
      .object({ country: z.string(), state: text(100), city: text(100) })
      .refine((l) => l.country !== '' || (l.state === '' && l.city === ''), {
        path: ['country'],
        error: VACANCY_MESSAGES.countryFirst,
      }),
    salary: z
      .object({ min: amount, max: amount, currency: z.string(), period: z.enum(SALARY_PERIODS) })
      .superRefine((s, ctx) => {
        if (s.min === '' && s.max === '') return
        if (s.min === '') ctx.addIssue({ code: 'custom', path: ['min'], message: M.required })
        if (s.max === '') ctx.addIssue({ code: 'custom', path: ['max'], message: M.required })
        if (s.min !== '' && s.max !== '' && Number(s.min) > Number(s.max)) {
          ctx.addIssue({ code: 'custom', path: ['min'], message: VACANCY_MESSAGES.salaryOrder })
        }
      }),
    skills: z
      .array(
        z.object({
          skillId: z.string().min(1, { error: M.required }),
          name: z.string(),
          level: z.enum(SKILL_LEVELS, { error: M.required }),
          required: z.boolean(),
        }),
      )
      .max(VACANCY_SKILLS_MAX, { error: VACANCY_MESSAGES.tooManySkills }),
    languages: z
      .array(
        z.object({
          language: z.string().min(1, { error: M.required }),
          level: z.enum(LANGUAGE_LEVELS, { error: M.required }),
        }),
      )
      .max(VACANCY_LANGUAGES_MAX, { error: VACANCY_MESSAGES.tooManyLanguages })
      // The contract takes one entry per language (the server refuses a repeat): the later row is the one to fix.
      .superRefine((languages, ctx) => {
        languages.forEach((entry, index) => {
          if (entry.language && languages.findIndex((other) => other.language === entry.language) < index) {
            ctx.addIssue({ code: 'custom', path: [index, 'language'], message: VACANCY_MESSAGES.languageTwice })
          }
        })
      }),
    openings: z
      .string()
      .trim()
      .refine((value) => /^\d{1,4}$/.test(value) && Number(value) >= 1 && Number(value) <= VACANCY_OPENINGS_MAX, {
        error: VACANCY_MESSAGES.openings,
      }),
  })
  .superRefine((v, ctx) => {
    if (v.intent === 'publish' && v.description === '') {
      ctx.addIssue({ code: 'custom', path: ['description'], message: M.required })
    }
  }) satisfies z.ZodType<unknown, VacancyValues>

/** The same rules with the company required: a recruiter's new vacancy (GET /company is theirs to pick from). */
export const recruiterVacancySchema = vacancySchema.superRefine((v, ctx) => {
  if (v.companyId === '') ctx.addIssue({ code: 'custom', path: ['companyId'], message: VACANCY_MESSAGES.company })
})

export type VacancyData = z.output<typeof vacancySchema>

/** The request body of POST /vacancy, POST /vacancy/draft and PUT /vacancy/{id} (camelCase; sent snake_case). */
export interface VacancyBody {
  companyId?: string
  title: string
  description: string
  seniority: Seniority | null
  employmentType: EmploymentType
  remote: RemotePolicy
  location: { country: string; state: string | null; city: string | null } | null
  salary: { min: number; max: number; currency: string; period: SalaryPeriod } | null
  skills: { skillId: string; level: SkillLevel; required: boolean }[]
  languages: { language: string; level: LanguageLevel }[]
  openings: number
}

const orNull = (value: string) => (value === '' ? null : value)

/** Checked values -> the body; empty optional groups go as null, so clearing the salary clears it. */
export function toVacancyBody(data: VacancyData): VacancyBody {
  const { location, salary } = data
  return {
    ...(data.companyId ? { companyId: data.companyId } : {}),
    title: data.title,
    description: data.description,
    seniority: data.seniority === '' ? null : data.seniority,
    employmentType: data.employmentType,
    remote: data.remote,
    location: location.country
      ? { country: location.country, state: orNull(location.state), city: orNull(location.city) }
      : null,
    salary: salary.min === '' ? null : { ...salary, min: Number(salary.min), max: Number(salary.max) },
    skills: data.skills.map(({ skillId, level, required }) => ({ skillId, level, required })),
    languages: data.languages.map(({ language, level }) => ({ language, level })),
    openings: Number(data.openings),
  }
}

/** A saved vacancy as the API client answers it (camelCase), as far as the editor reads it. */
export interface SavedVacancy {
  companyId: string
  title: string
  description: string
  seniority: Seniority | null
  employmentType: EmploymentType
  remote: RemotePolicy
  location: { country: string; state: string | null; city: string | null } | null
  salary: { min: number; max: number; currency: string; period: SalaryPeriod } | null
  skills: { skillId: string; name: string; level: SkillLevel; required: boolean }[]
  languages: { language: string; level: LanguageLevel }[]
  openings: number
}

/** A saved vacancy (or draft) -> the editor's values. */
export function vacancyValuesOf(vacancy: SavedVacancy): VacancyValues {
  return {
    intent: 'publish',
    companyId: vacancy.companyId,
    title: vacancy.title,
    description: vacancy.description,
    seniority: vacancy.seniority ?? '',
    employmentType: vacancy.employmentType,
    remote: vacancy.remote,
    location: {
      country: vacancy.location?.country ?? '',
      state: vacancy.location?.state ?? '',
      city: vacancy.location?.city ?? '',
    },
    salary: vacancy.salary
      ? { ...vacancy.salary, min: String(vacancy.salary.min), max: String(vacancy.salary.max) }
      : emptyVacancyValues.salary,
    skills: vacancy.skills.map((s) => ({ ...s })),
    languages: vacancy.languages.map((l) => ({ ...l })),
    openings: String(vacancy.openings),
  }
}
