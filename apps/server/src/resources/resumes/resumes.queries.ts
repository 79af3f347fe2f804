import type { Kysely, Transaction } from 'kysely'
import { API_BASE } from '../../api/contract.ts'
import type { Schemas } from '../../api/context.ts'
import type { CallScope } from '../../api/operation.ts'
import type { Principal } from '../../auth/principal.ts'
import type { Database, EducationEntry, ExperienceEntry, Resume } from '../../db/schema.ts'

type Executor = Kysely<Database> | Transaction<Database>

export type ResumeInput = Schemas['ResumeInput']

/** Whose URLs a resume's file gets: the download route lives under the caller's scope prefix. */
export type Viewer = { kind: 'admin' } | { kind: 'company'; companyId: string } | { kind: 'talent'; userId: string }

/** The viewer of a call: its scope, or for an unscoped call (`/me/export`) the caller's own scope. */
export function viewerOf(scope: CallScope, caller: Principal | null): Viewer {
  if (scope.kind !== 'none') return scope
  if (caller?.userType === 'employer' && caller.companyId) return { kind: 'company', companyId: caller.companyId }
  if (caller?.userType === 'talent') return { kind: 'talent', userId: caller.userId }
  return { kind: 'admin' }
}

const PREFIXES = {
  admin: () => '/admin',
  company: (viewer: Viewer & { kind: 'company' }) => `/company/${viewer.companyId}`,
  talent: (viewer: Viewer & { kind: 'talent' }) => `/talent/${viewer.userId}`,
}

/** downloadResumeFile's URL (`/talent/{id}/resume/download/{fileId}`) under the viewer's scope. */
export function resumeFileUrl(viewer: Viewer, talentId: string, fileId: string): string {
  const prefix = PREFIXES[viewer.kind](viewer as never)
  return `${API_BASE}${prefix}/talent/${talentId}/resume/download/${fileId}`
}

/** One resume; `forUpdate` locks its row until the transaction ends. */
export function findResume(db: Executor, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db.selectFrom('resumes').selectAll().where('id', '=', id)
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst()
}

/** The talent's published resume and draft (either may be missing), locked when asked. */
export async function resumesOfTalent(db: Executor, talentId: string, options: { forUpdate?: boolean } = {}) {
  const query = db.selectFrom('resumes').selectAll().where('talent_id', '=', talentId)
  const rows = await (options.forUpdate ? query.forUpdate() : query).execute()
  return { published: rows.find((row) => !row.draft), draft: rows.find((row) => row.draft) }
}

/**
 * The contract's Resume for each row, in the order given: the talent's name, the skills in the talent's order with
 * their names, and the uploaded file with the URL the viewer downloads it from. Three queries whatever the count.
 */
export async function resumesToWire(db: Executor, rows: Resume[], viewer: Viewer): Promise<Schemas['Resume'][]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const talentIds = [...new Set(rows.map((row) => row.talent_id))]
  const fileIds = rows.flatMap((row) => (row.file_id ? [row.file_id] : []))
  const [talents, skills, files] = await Promise.all([
    db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', 'in', talentIds).execute(),
    db
      .selectFrom('resume_skills')
      .innerJoin('skills', 'skills.id', 'resume_skills.skill_id')
      .select([
        'resume_skills.resume_id',
        'resume_skills.skill_id',
        'skills.name',
        'resume_skills.level',
        'resume_skills.years',
      ])
      .where('resume_skills.resume_id', 'in', ids)
      .orderBy('resume_skills.position')
      .orderBy('skills.name')
      .execute(),
    fileIds.length === 0
      ? Promise.resolve([])
      : db.selectFrom('files').select(['id', 'name', 'content_type', 'size']).where('id', 'in', fileIds).execute(),
  ])
  const names = new Map(talents.map((talent) => [talent.id, `${talent.first_name} ${talent.last_name}`.trim()]))
  const fileById = new Map(files.map((file) => [file.id, file]))
  return rows.map((row) => {
    const file = row.file_id ? fileById.get(row.file_id) : undefined
    return {
      id: row.id,
      title: row.title,
      talent_id: row.talent_id,
      full_name: names.get(row.talent_id) ?? '',
      draft: row.draft,
      summary: row.summary,
      location: row.country ? { country: row.country, state: row.state, city: row.city } : null,
      skills: skills
        .filter((skill) => skill.resume_id === row.id)
        .map(({ skill_id, name, level, years }) => ({ skill_id, name, level, years })),
      experience: row.experience,
      education: row.education,
      languages: row.languages,
      file: file
        ? {
            id: file.id,
            name: file.name,
            content_type: file.content_type,
            size: file.size,
            url: resumeFileUrl(viewer, row.talent_id, file.id),
          }
        : null,
      phone: row.phone,
      salary_expectation: row.salary_expectation ?? null,
      availability: row.availability ?? null,
      parse_job_id: row.parse_job_id,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    }
  })
}

export async function resumeToWire(db: Executor, row: Resume, viewer: Viewer): Promise<Schemas['Resume']> {
  const [wire] = await resumesToWire(db, [row], viewer)
  return wire!
}

/** The stored content of an input: optional parts get the contract's defaults, so the wire reads them back whole. */
function contentOf(input: ResumeInput) {
  const experience: ExperienceEntry[] = (input.experience ?? []).map((entry) => ({
    company: entry.company.trim(),
    title: entry.title.trim(),
    start_date: entry.start_date,
    end_date: entry.end_date ?? null,
    description: entry.description ?? '',
  }))
  const education: EducationEntry[] = (input.education ?? []).map((entry) => ({
    institution: entry.institution.trim(),
    degree: entry.degree.trim(),
    field: entry.field?.trim() ?? '',
    start_date: entry.start_date ?? null,
    end_date: entry.end_date ?? null,
  }))
  const location = input.location ?? null
  const availability = input.availability
    ? {
        notice: input.availability.notice,
        available_from: input.availability.available_from ?? null,
        work_modes: input.availability.work_modes ?? [],
      }
    : null
  return {
    title: input.title.trim(),
    summary: input.summary ?? '',
    country: location?.country ?? null,
    state: location?.state ?? null,
    city: location?.city ?? null,
    phone: input.phone ?? null,
    salary_expectation: input.salary_expectation ? JSON.stringify(input.salary_expectation) : null,
    availability: availability ? JSON.stringify(availability) : null,
    experience: JSON.stringify(experience),
    education: JSON.stringify(education),
    languages: JSON.stringify(input.languages ?? []),
  }
}

/** Replaces a resume's skills with the input's, in the input's order. */
async function writeSkills(trx: Transaction<Database>, resumeId: string, input: ResumeInput) {
  await trx.deleteFrom('resume_skills').where('resume_id', '=', resumeId).execute()
  const skills = input.skills ?? []
  if (skills.length === 0) return
  await trx
    .insertInto('resume_skills')
    .values(
      skills.map((skill, position) => ({
        resume_id: resumeId,
        skill_id: skill.skill_id,
        level: skill.level,
        years: skill.years ?? 0,
        position,
      })),
    )
    .execute()
}

/** Writes the input into a new resume row of the talent. */
export async function insertResume(
  trx: Transaction<Database>,
  talentId: string,
  input: ResumeInput,
  extra: { draft: boolean; file_id: string | null; parse_job_id: string | null },
): Promise<Resume> {
  const row = await trx
    .insertInto('resumes')
    .values({ talent_id: talentId, ...contentOf(input), ...extra })
    .returningAll()
    .executeTakeFirstOrThrow()
  await writeSkills(trx, row.id, input)
  return row
}

/** Replaces an existing resume's content with the input, keeping its id (applications keep pointing at it). */
export async function replaceResume(
  trx: Transaction<Database>,
  id: string,
  input: ResumeInput,
  extra: { file_id: string | null; parse_job_id: string | null },
): Promise<Resume> {
  const row = await trx
    .updateTable('resumes')
    .set({ ...contentOf(input), ...extra, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
  await writeSkills(trx, id, input)
  return row
}

/** What the audit log keeps of a resume: no personal data beyond ids, no content. */
export const resumeSummary = (row: Resume) => ({
  id: row.id,
  draft: row.draft,
  title: row.title,
  file_id: row.file_id,
})
