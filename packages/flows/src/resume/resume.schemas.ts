import { z } from 'zod'
import { FORM_MESSAGES as M } from '../forms/form.messages.ts'

// The resume editor's values are named as the request body (camelCase, as the API client takes it), so a server
// message about `salaryExpectation.min` or `experience.1.startDate` lands on the field of the same name.

export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const
export const LANGUAGE_LEVELS = ['a1', 'a2', 'b1', 'b2', 'c1', 'c2', 'native'] as const
export const NOTICE_PERIODS = ['immediately', 'two_weeks', 'one_month', 'two_months', 'three_months'] as const
export const WORK_MODES = ['onsite', 'hybrid', 'remote'] as const
export const SALARY_PERIODS = ['year', 'month', 'hour'] as const

export type SkillLevel = (typeof SKILL_LEVELS)[number]
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number]
export type NoticePeriod = (typeof NOTICE_PERIODS)[number]
export type WorkMode = (typeof WORK_MODES)[number]
export type SalaryPeriod = (typeof SALARY_PERIODS)[number]

/** The contract's ResumeInput.phone pattern: digits, spaces and + ( ) . / - only. */
export const PHONE_PATTERN = /^\+?[0-9 ()./-]{5,30}$/

export const RESUME_MESSAGES = {
  phone: 'Use digits, spaces and + ( ) . / - only (5 to 30 characters).',
  wholeNumber: 'Enter a whole number.',
  salaryOrder: 'The minimum must not exceed the maximum.',
  years: 'Enter 0 to 60 years.',
  endBeforeStart: 'The end date must not be before the start date.',
  countryFirst: 'Choose a country first.',
} as const

export interface ResumeSkillValues {
  skillId: string
  /** Shown only; the server names the skill from its id. */
  name: string
  level: SkillLevel
  years: number
}
export interface ExperienceValues {
  company: string
  title: string
  startDate: string
  /** '' while current. */
  endDate: string
  description: string
}
export interface EducationValues {
  institution: string
  degree: string
  field: string
  startDate: string
  endDate: string
}
export interface LanguageValues {
  language: string
  level: LanguageLevel | ''
}

/** The resume editor's values: every text as typed ('' for nothing). */
export interface ResumeValues {
  title: string
  summary: string
  phone: string
  location: { country: string; state: string; city: string }
  skills: ResumeSkillValues[]
  experience: ExperienceValues[]
  education: EducationValues[]
  languages: LanguageValues[]
  salaryExpectation: { min: string; max: string; currency: string; period: SalaryPeriod }
  availability: { notice: NoticePeriod | ''; availableFrom: string; workModes: WorkMode[] }
}

export const emptyResumeValues: ResumeValues = {
  title: '',
  summary: '',
  phone: '',
  location: { country: '', state: '', city: '' },
  skills: [],
  experience: [],
  education: [],
  languages: [],
  salaryExpectation: { min: '', max: '', currency: 'EUR', period: 'year' },
  availability: { notice: '', availableFrom: '', workModes: [] },
}

export const emptyExperience: ExperienceValues = { company: '', title: '', startDate: '', endDate: '', description: '' }
export const emptyEducation: EducationValues = { institution: '', degree: '', field: '', startDate: '', endDate: '' }
export const emptyLanguage: LanguageValues = { language: '', level: '' }

const text = (max: number) => z.string().trim().max(max, { error: M.tooLong })
const required = (max: number) => text(max).min(1, { error: M.required })
const date = () => z.string().trim()

function endAfterStart(row: { startDate: string; endDate: string }, ctx: z.RefinementCtx) {
  if (row.startDate && row.endDate && row.endDate < row.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: RESUME_MESSAGES.endBeforeStart })
  }
}

const amount = z
  .string()
  .trim()
  .regex(/^\d{0,9}$/, { error: RESUME_MESSAGES.wholeNumber })

/**
 * What a draft needs to be saved (the contract's ResumeInput): a headline, and each row it holds complete. What a
 * resume needs to be published beyond that is `publishBlockers` (resume.review.ts).
 */
export const resumeSchema = z.object({
  title: required(200),
  summary: text(5000),
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || PHONE_PATTERN.test(value), { error: RESUME_MESSAGES.phone }),
  location: z
    .object({ country: z.string(), state: text(100), city: text(100) })
    .refine((l) => l.country !== '' || (l.state === '' && l.city === ''), {
      path: ['country'],
      error: RESUME_MESSAGES.countryFirst,
    }),
  skills: z
    .array(
      z.object({
        skillId: z.string().min(1, { error: M.required }),
        name: z.string(),
        level: z.enum(SKILL_LEVELS, { error: M.required }),
        years: z.number({ error: RESUME_MESSAGES.years }).int({ error: RESUME_MESSAGES.years }).min(0).max(60, {
          error: RESUME_MESSAGES.years,
        }),
      }),
    )
    .max(100),
  experience: z
    .array(
      z
        .object({
          company: required(200),
          title: required(200),
          startDate: date().min(1, { error: M.required }),
          endDate: date(),
          description: text(5000),
        })
        .superRefine(endAfterStart),
    )
    .max(50),
  education: z
    .array(
      z
        .object({
          institution: required(200),
          degree: required(200),
          field: text(200),
          startDate: date(),
          endDate: date(),
        })
        .superRefine(endAfterStart),
    )
    .max(20),
  languages: z
    .array(
      z.object({
        language: z.string().min(1, { error: M.required }),
        level: z.enum(LANGUAGE_LEVELS, { error: M.required }),
      }),
    )
    .max(20),
  salaryExpectation: z
    .object({ min: amount, max: amount, currency: z.string(), period: z.enum(SALARY_PERIODS) })
    .superRefine((s, ctx) => {
      if (s.min === '' && s.max === '') return
      if (s.min === '') ctx.addIssue({ code: 'custom', path: ['min'], message: M.required })
      if (s.max === '') ctx.addIssue({ code: 'custom', path: ['max'], message: M.required })
      if (s.min !== '' && s.max !== '' && Number(s.min) > Number(s.max)) {
        ctx.addIssue({ code: 'custom', path: ['min'], message: RESUME_MESSAGES.salaryOrder })
      }
    }),
  availability: z
    .object({ notice: z.enum([...NOTICE_PERIODS, '']), availableFrom: date(), workModes: z.array(z.enum(WORK_MODES)) })
    .refine((a) => a.notice !== '' || (a.availableFrom === '' && a.workModes.length === 0), {
      path: ['notice'],
      error: M.required,
    }),
}) satisfies z.ZodType<unknown, ResumeValues>

export type ResumeData = z.output<typeof resumeSchema>

/** The request body of POST /resume and POST /resume/draft (camelCase; the client sends snake_case). */
export interface ResumeBody {
  title: string
  summary: string
  phone: string | null
  location: { country: string; state: string | null; city: string | null } | null
  skills: { skillId: string; level: SkillLevel; years: number }[]
  experience: { company: string; title: string; startDate: string; endDate: string | null; description: string }[]
  education: {
    institution: string
    degree: string
    field: string
    startDate?: string
    endDate: string | null
  }[]
  languages: { language: string; level: LanguageLevel }[]
  salaryExpectation: { min: number; max: number; currency: string; period: SalaryPeriod } | null
  availability: { notice: NoticePeriod; availableFrom: string | null; workModes: WorkMode[] } | null
}

const orNull = (value: string) => (value === '' ? null : value)

/** Checked values -> the body; empty optional groups are sent as null so a cleared group is cleared. */
export function toResumeBody(data: ResumeData): ResumeBody {
  const { location, salaryExpectation: salary, availability } = data
  return {
    title: data.title,
    summary: data.summary,
    phone: orNull(data.phone),
    location: location.country
      ? { country: location.country, state: orNull(location.state), city: orNull(location.city) }
      : null,
    skills: data.skills.map(({ skillId, level, years }) => ({ skillId, level, years })),
    experience: data.experience.map((e) => ({ ...e, endDate: orNull(e.endDate) })),
    education: data.education.map(({ startDate, ...e }) => ({
      ...e,
      ...(startDate ? { startDate } : {}),
      endDate: orNull(e.endDate),
    })),
    languages: data.languages.map((l) => ({ language: l.language, level: l.level as LanguageLevel })),
    salaryExpectation: salary.min === '' ? null : { ...salary, min: Number(salary.min), max: Number(salary.max) },
    availability:
      availability.notice === ''
        ? null
        : { ...availability, notice: availability.notice, availableFrom: orNull(availability.availableFrom) },
  }
}

/** A saved resume as the API client answers it (camelCase), as far as the editor reads it. */
export interface SavedResume {
  title: string
  summary: string
  phone: string | null
  location: { country: string; state: string | null; city: string | null } | null
  skills: { skillId: string; name: string; level: SkillLevel; years: number }[]
  experience: { company: string; title: string; startDate: string; endDate: string | null; description: string }[]
  education: {
    institution: string
    degree: string
    field: string
    startDate: string | null
    endDate: string | null
  }[]
  languages: { language: string; level: LanguageLevel }[]
  salaryExpectation: { min: number; max: number; currency: string; period: SalaryPeriod } | null
  availability: { notice: NoticePeriod; availableFrom: string | null; workModes: WorkMode[] } | null
}

/** A saved resume (or draft) -> the editor's values. */
export function resumeValuesOf(resume: SavedResume): ResumeValues {
  return {
    title: resume.title,
    summary: resume.summary,
    phone: resume.phone ?? '',
    location: {
      country: resume.location?.country ?? '',
      state: resume.location?.state ?? '',
      city: resume.location?.city ?? '',
    },
    skills: resume.skills.map((s) => ({ ...s })),
    experience: resume.experience.map((e) => ({ ...e, endDate: e.endDate ?? '' })),
    education: resume.education.map((e) => ({ ...e, startDate: e.startDate ?? '', endDate: e.endDate ?? '' })),
    languages: resume.languages.map((l) => ({ ...l })),
    salaryExpectation: resume.salaryExpectation
      ? {
          ...resume.salaryExpectation,
          min: String(resume.salaryExpectation.min),
          max: String(resume.salaryExpectation.max),
        }
      : emptyResumeValues.salaryExpectation,
    availability: resume.availability
      ? {
          notice: resume.availability.notice,
          availableFrom: resume.availability.availableFrom ?? '',
          workModes: [...resume.availability.workModes],
        }
      : emptyResumeValues.availability,
  }
}
