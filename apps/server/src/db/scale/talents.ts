// Talents with published resumes (issue 13's matching benchmark, then issue 16's scale data): each a user, a talent
// profile, an onboarding checklist done, and a published resume with its skills, drawn from the marketplace's
// distributions (marketplace.ts).
import { matchResumeOf, type MatchResume, type TalentStatus } from '@hireloop/flows/rules'
import { sql } from 'kysely'
import { defaultNotificationSettings } from '../../accounts/users.ts'
import type { Db } from '../database.ts'
import type { ExperienceEntry, LanguageEntry, RemotePolicy, SkillLevel } from '../schema.ts'
import { talentOnboardingSteps } from '../seed-resumes.ts'
import { CHUNK, insertJson } from './bulk.ts'
import {
  drawSkills,
  FIELDS,
  isoDay,
  LEVELS,
  NEIGHBOURS,
  PAST_EMPLOYERS,
  PLACES,
  SENIORITY_BASE,
  seniorityOf,
  skillsByField,
  TITLES,
  VERBS,
  type TaxonomyRow,
} from './marketplace.ts'
import { randomSource, type Random } from './random.ts'

export interface GeneratedResume {
  id: string
  talentId: string
  status: TalentStatus
  row: Record<string, unknown>
  skills: { skill_id: string; name: string; level: SkillLevel; years: number }[]
  document: MatchResume
}

export function drawResume(random: Random, fields: Map<string, TaxonomyRow[]>, today: Date): GeneratedResume {
  const id = random.uuid()
  const talentId = random.uuid()
  const field = random.weighted(FIELDS)
  const place = random.weighted(PLACES)
  const career = Math.min(30, Math.max(0, -Math.log(1 - random.next()) * 6.5))
  const picked = drawSkills(random, fields, field, random.int(3, 12))
  const skills = picked.map((skill) => {
    const years = Math.min(60, Math.round(career * (0.3 + random.next() * 0.7)))
    const levelAt = Math.min(3, Math.max(0, (years < 1 ? 0 : years < 3 ? 1 : years < 7 ? 2 : 3) + random.int(-1, 1)))
    return { skill_id: skill.id, name: skill.name, level: LEVELS[levelAt]!, years }
  })
  // Words for a skill as people write them: mostly its name, sometimes an alias.
  const said = (skill: TaxonomyRow) =>
    skill.aliases.length > 0 && random.next() < 0.2 ? random.pick(skill.aliases) : skill.name
  // A few skills the resume names in its text without listing them (the engine's "mentioned").
  const unlisted = drawSkills(random, fields, random.pick(NEIGHBOURS[field] ?? [field]), random.int(0, 2)).filter(
    (skill) => !skills.some((listed) => listed.skill_id === skill.id),
  )
  const positions = career < 0.5 ? 1 : Math.min(4, 1 + Math.floor(career / 4))
  const experience: ExperienceEntry[] = []
  let end: Date | null = random.next() < 0.8 ? null : new Date(today.getTime() - random.int(30, 400) * 86_400_000)
  let left = career
  for (let i = 0; i < positions; i++) {
    const span = i === positions - 1 ? left : Math.max(0.3, left * (0.3 + random.next() * 0.4))
    left -= span
    const endAt = end ?? today
    const start = new Date(endAt.getTime() - Math.max(0.2, span) * 365.25 * 86_400_000)
    const named = [...picked.filter(() => random.next() < 0.35).slice(0, 3), ...(i === 0 ? unlisted : [])]
    const description = named
      .map(
        (skill) =>
          `${random.pick(VERBS)} ${said(skill)} for the ${random.pick(['payments', 'search', 'onboarding', 'reporting', 'checkout', 'mobile', 'internal'])} team.`,
      )
      .join(' ')
    experience.push({
      company: random.pick(PAST_EMPLOYERS),
      title: random.pick(TITLES[field] ?? ['Specialist']),
      start_date: isoDay(start),
      end_date: end ? isoDay(end) : null,
      description,
    })
    end = new Date(start.getTime() - random.int(0, 90) * 86_400_000)
  }
  const seniority = seniorityOf(career)
  const title = `${seniority === 'middle' ? '' : `${seniority[0]!.toUpperCase()}${seniority.slice(1)} `}${random.pick(TITLES[field] ?? ['Specialist']).toLowerCase()}`
  const top = skills.slice(0, 2).map((skill) => skill.name)
  const summary = `${title.charAt(0).toUpperCase()}${title.slice(1)} with ${Math.round(career)} years of experience${top.length > 0 ? `, mostly ${top.join(' and ')}` : ''}.`
  const english: LanguageEntry = place.languages.includes('en')
    ? { language: 'en', level: 'native' }
    : {
        language: 'en',
        level: random.weighted([
          ['b1', 2],
          ['b2', 4],
          ['c1', 4],
          ['c2', 1],
        ] as const),
      }
  const languages: LanguageEntry[] = [
    ...(place.languages[0] !== 'en' ? [{ language: place.languages[0]!, level: 'native' as const }] : []),
    ...(random.next() < 0.95 ? [english] : []),
    ...(random.next() < 0.2
      ? [{ language: random.pick(['de', 'fr', 'es', 'it']), level: random.pick(['a2', 'b1', 'b2'] as const) }]
      : []),
  ].filter((language, index, all) => all.findIndex((other) => other.language === language.language) === index)
  const work_modes: RemotePolicy[] = random.weighted([
    [[], 20],
    [['remote'], 25],
    [['hybrid', 'remote'], 25],
    [['onsite', 'hybrid'], 15],
    [['onsite'], 5],
    [['onsite', 'hybrid', 'remote'], 10],
  ] as const satisfies readonly (readonly [RemotePolicy[], number])[])
  const yearly = Math.round((SENIORITY_BASE[seniority] * place.pay * (0.85 + random.next() * 0.3)) / 1000) * 1000
  const monthly = random.next() < 0.05
  const salary =
    random.next() < 0.15
      ? null
      : monthly
        ? {
            min: Math.round(yearly / 12 / 100) * 100,
            max: Math.round((yearly * 1.2) / 12 / 100) * 100,
            currency: place.currency,
            period: 'month' as const,
          }
        : { min: yearly, max: Math.round(yearly * 1.2), currency: place.currency, period: 'year' as const }
  const status = random.weighted([
    ['open_to_work', 45],
    ['passive', 35],
    ['not_looking', 12],
    ['hired', 8],
  ] as const)
  const availability = {
    notice: random.pick(['immediately', 'two_weeks', 'one_month', 'three_months'] as const),
    available_from: null,
    work_modes,
  }
  const row = {
    id,
    talent_id: talentId,
    title,
    summary,
    country: place.country,
    state: place.state,
    city: place.city,
    salary_expectation: salary,
    availability,
    experience,
    languages,
  }
  const document = matchResumeOf(
    {
      skills,
      summary,
      experience,
      location: { country: place.country, state: place.state, city: place.city },
      availability,
      salary_expectation: salary,
      languages,
    },
    status,
  )
  return { id, talentId, status, row, skills, document }
}

const DAY = 24 * 3600_000

/** What the rest of the scale data needs to know of a generated talent. */
export interface ScaleTalent {
  id: string
  resumeId: string
  name: string
  status: TalentStatus
  /** When the account was made: applications and conversations come after it. */
  joinedAt: number
}

/**
 * Draws and inserts `count` talents, CHUNK at a time (the next chunk is drawn while this one is written), numbered
 * in their emails (`scale.talent.<n>@hireloop.test`), joined over the two years before `at`; hands each
 * written chunk to `onChunk`.
 */
async function writeTalents(
  db: Db,
  count: number,
  options: { seed: number; at?: Date; onChunk: (batch: GeneratedResume[], joined: number[], done: number) => void },
): Promise<void> {
  const random = randomSource(options.seed)
  const fields = await skillsByField(db)
  const at = options.at ?? new Date()
  const checklist = JSON.stringify(talentOnboardingSteps(3, at))
  let pending: Promise<void> = Promise.resolve()
  for (let start = 0; start < count; start += CHUNK) {
    const batch = Array.from({ length: Math.min(CHUNK, count - start) }, () => drawResume(random, fields, at))
    const joined = batch.map(() => at.getTime() - random.int(2, 730) * DAY - random.int(0, DAY - 1))
    await pending
    pending = (async () => {
      await insertJson(
        db,
        'users',
        'id uuid, user_type text, email text, first_name text, last_name text, is_active boolean, notification_settings jsonb, created_at timestamptz',
        batch.map((resume, index) => ({
          id: resume.talentId,
          user_type: 'talent',
          email: `scale.talent.${start + index}@hireloop.test`,
          first_name: 'Scale',
          last_name: `Talent ${start + index}`,
          is_active: true,
          notification_settings: defaultNotificationSettings,
          created_at: new Date(joined[index]!),
        })),
      )
      await insertJson(
        db,
        'talent_profiles',
        'user_id uuid, status text, country text, state text, city text, updated_at timestamptz',
        batch.map((resume, index) => ({
          user_id: resume.talentId,
          status: resume.status,
          country: resume.row.country,
          state: resume.row.state,
          city: resume.row.city,
          updated_at: new Date(joined[index]! + DAY),
        })),
      )
      await insertJson(
        db,
        'onboarding_states',
        'user_type text, talent_id uuid, steps jsonb, created_at timestamptz, updated_at timestamptz',
        batch.map((resume, index) => ({
          user_type: 'talent',
          talent_id: resume.talentId,
          steps: checklist,
          created_at: new Date(joined[index]!),
          updated_at: new Date(joined[index]! + DAY),
        })),
      )
      await insertJson(
        db,
        'resumes',
        'id uuid, talent_id uuid, title text, draft boolean, summary text, country text, state text, city text, salary_expectation jsonb, availability jsonb, experience jsonb, languages jsonb, created_at timestamptz, updated_at timestamptz',
        batch.map((resume, index) => ({
          ...resume.row,
          draft: false,
          created_at: new Date(joined[index]!),
          updated_at: new Date(joined[index]! + DAY),
        })),
      )
      await insertJson(
        db,
        'resume_skills',
        'resume_id uuid, skill_id uuid, level text, years int, position int',
        batch.flatMap((resume) =>
          resume.skills.map((skill, position) => ({
            resume_id: resume.id,
            skill_id: skill.skill_id,
            level: skill.level,
            years: skill.years,
            position,
          })),
        ),
      )
      options.onChunk(batch, joined, start + batch.length)
    })()
  }
  await pending
  await sql`analyze users, talent_profiles, resumes, resume_skills`.execute(db)
}

/**
 * Inserts `count` talents, each with a profile and a published resume with its skills; answers each resume's
 * matching input (what the naive scan scores), by resume id.
 */
export async function generateTalents(
  db: Db,
  count: number,
  options: { seed: number; onProgress?: (done: number) => void },
): Promise<Map<string, MatchResume>> {
  const documents = new Map<string, MatchResume>()
  await writeTalents(db, count, {
    seed: options.seed,
    onChunk: (batch, _joined, done) => {
      for (const resume of batch) documents.set(resume.id, resume.document)
      options.onProgress?.(done)
    },
  })
  return documents
}

/** Inserts `count` talents for the scale data; answers what the later steps need of each (not their resumes). */
export async function generateScaleTalents(
  db: Db,
  count: number,
  options: { seed: number; at: Date; onProgress: (done: number) => void },
): Promise<ScaleTalent[]> {
  const talents: ScaleTalent[] = []
  await writeTalents(db, count, {
    seed: options.seed,
    at: options.at,
    onChunk: (batch, joined, done) => {
      for (const [index, resume] of batch.entries()) {
        talents.push({
          id: resume.talentId,
          resumeId: resume.id,
          name: `Scale Talent ${talents.length}`,
          status: resume.status,
          joinedAt: joined[index]!,
        })
      }
      options.onProgress(done)
    },
  })
  return talents
}
