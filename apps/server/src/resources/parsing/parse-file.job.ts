import type { Transaction } from 'kysely'
import type { ApiContext } from '../../api/context.ts'
import type { Db } from '../../db/database.ts'
import type { Database, Resume } from '../../db/schema.ts'
import type { JobHandler, JobOptions } from '../../jobs/queue.ts'
import {
  loadNameIndexes,
  parseResumeText,
  skillLevelFrom,
  type ParsedResume,
  type SkillIndex,
} from './resume-fields.ts'
import { extractText, UnreadableFile } from './text-extraction.ts'
import type { ParsedVacancy } from './vacancy-fields.ts'
import { fillVacancyDraft, parseVacancyFile } from './vacancy-parse.job.ts'

export const PARSE_GAVE_UP =
  'The file could not be read, even after several tries. Upload it again, or upload it as PDF or DOCX.'
const FILE_GONE = 'The uploaded file is no longer there. Upload it again.'

/** The contract's phone pattern (ResumeInput.phone): a parsed number that does not fit is not filled in. */
const PHONE = /^\+?[0-9 ()./-]{5,30}$/

type Prepared = { skip: true } | { failure: string } | { parsed: ParsedResume } | { vacancy: ParsedVacancy }

/** Every skill name and alias by its search key: what the parser matches words against. */
export async function loadSkillIndex(db: Db | Transaction<Database>): Promise<SkillIndex> {
  const [skills, aliases] = await Promise.all([
    db.selectFrom('skills').select(['id', 'name', 'search_key']).execute(),
    db
      .selectFrom('skill_aliases')
      .innerJoin('skills', 'skills.id', 'skill_aliases.skill_id')
      .select(['skills.id', 'skills.name', 'skill_aliases.search_key'])
      .execute(),
  ])
  const index = new Map<string, { id: string; name: string }>()
  for (const alias of aliases) index.set(alias.search_key, { id: alias.id, name: alias.name })
  // A skill's own name wins over another skill's alias with the same key.
  for (const skill of skills) index.set(skill.search_key, { id: skill.id, name: skill.name })
  return index
}

async function readAll(body: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk))
  return Buffer.concat(chunks)
}

/**
 * What the parse writes into the draft (ADR 0059): the fields it found, into the fields that are empty, or into every
 * field it found with `overwrite`. The draft is a draft: nothing here is published.
 */
function fill(draft: Resume, parsed: ParsedResume, overwrite: boolean, hasSkills: boolean) {
  const { fields } = parsed
  const empty = (value: unknown) =>
    overwrite || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  const update: Record<string, string | null> = {}
  if (fields.title && empty(draft.title)) update.title = fields.title.value.slice(0, 200)
  if (fields.summary && empty(draft.summary)) update.summary = fields.summary.value
  if (fields.phone && PHONE.test(fields.phone.value) && empty(draft.phone)) update.phone = fields.phone.value
  if (fields.location && empty(draft.country)) {
    update.country = fields.location.value.country
    update.state = fields.location.value.state
    update.city = fields.location.value.city
  }
  for (const key of ['experience', 'education', 'languages'] as const) {
    const found = fields[key]
    if (found && found.length > 0 && empty(draft[key])) update[key] = JSON.stringify(found.map((entry) => entry.value))
  }
  const skills = fields.skills && fields.skills.length > 0 && (overwrite || !hasSkills) ? fields.skills : null
  return { update, skills }
}

/**
 * The `parse_file` job (ADR 0059). `prepare` does the slow part outside any transaction: it marks the job running
 * (visible to pollers at once), reads the bytes, extracts the text and parses the fields. The handler then writes the
 * result, and fills the draft, in one transaction with the job's completion. A file that cannot be read for a reason
 * the talent can fix fails the parse job with that message at once (retrying would not help); anything else is
 * retried by the queue, and after the last attempt the parse job fails with a general message.
 */
export function parseFileJob(ctx: ApiContext): { run: JobHandler<'parse_file'>; options: JobOptions<'parse_file'> } {
  async function prepare({ parseJobId }: { parseJobId: string }): Promise<Prepared> {
    const job = await ctx.db
      .updateTable('parse_jobs')
      .set({ status: 'running', started_at: new Date() })
      .where('id', '=', parseJobId)
      .where('status', 'in', ['queued', 'running'])
      .returningAll()
      .executeTakeFirst()
    if (!job) return { skip: true }
    const file = await ctx.db.selectFrom('files').selectAll().where('id', '=', job.file_id).executeTakeFirst()
    const stored = file && (await ctx.files.get(file.storage_key))
    if (!file || !stored) return { failure: FILE_GONE }
    const bytes = await readAll(stored.body)
    try {
      // A vacancy file (ADR 0065) is read into a ParsedVacancy; its draft is filled by fillVacancyDraft below.
      if (job.job_type === 'vacancy') {
        return { vacancy: await parseVacancyFile(bytes, file.content_type, await loadSkillIndex(ctx.db)) }
      }
      const text = await extractText(bytes, file.content_type)
      await loadNameIndexes()
      return { parsed: parseResumeText(text, await loadSkillIndex(ctx.db)) }
    } catch (error) {
      if (error instanceof UnreadableFile) return { failure: error.message }
      throw error
    }
  }

  const run: JobHandler<'parse_file'> = async ({ parseJobId }, trx, prepared) => {
    const outcome = prepared as Prepared
    if ('skip' in outcome) return
    const job = await trx
      .selectFrom('parse_jobs')
      .selectAll()
      .where('id', '=', parseJobId)
      .where('status', 'in', ['queued', 'running'])
      .forUpdate()
      .executeTakeFirst()
    // Gone with its file, or finished by an earlier delivery of the same job.
    if (!job) return
    if ('failure' in outcome) {
      await trx
        .updateTable('parse_jobs')
        .set({ status: 'failed', error: outcome.failure, result: null, finished_at: new Date() })
        .where('id', '=', job.id)
        .execute()
      return
    }
    await trx
      .updateTable('parse_jobs')
      .set({
        status: 'succeeded',
        result: JSON.stringify('vacancy' in outcome ? outcome.vacancy : outcome.parsed),
        error: null,
        finished_at: new Date(),
      })
      .where('id', '=', job.id)
      .execute()
    if ('vacancy' in outcome) return fillVacancyDraft(trx, job, outcome.vacancy)
    const { parsed } = outcome
    if (!job.target_id || !job.talent_id) return
    const draft = await trx
      .selectFrom('resumes')
      .selectAll()
      .where('id', '=', job.target_id)
      .forUpdate()
      .executeTakeFirst()
    // Published meanwhile (or deleted): a parse never writes into a published resume. The result stays readable.
    if (!draft?.draft) return
    const existing = await trx
      .selectFrom('resume_skills')
      .select('skill_id')
      .where('resume_id', '=', draft.id)
      .execute()
    const { update, skills } = fill(draft, parsed, job.options.overwrite === true, existing.length > 0)
    await trx
      .updateTable('resumes')
      .set({ ...update, parse_job_id: job.id, updated_at: new Date() })
      .where('id', '=', draft.id)
      .execute()
    if (skills) {
      await trx.deleteFrom('resume_skills').where('resume_id', '=', draft.id).execute()
      await trx
        .insertInto('resume_skills')
        .values(
          skills.map((skill, position) => ({
            resume_id: draft.id,
            skill_id: skill.skill_id,
            level: skillLevelFrom(skill.source),
            years: skill.years ?? 0,
            position,
          })),
        )
        .execute()
    }
    // A talent created from a file by a recruiter without names gets the name the file gives.
    const name = parsed.fields.full_name?.value.split(' ')
    if (name && name.length >= 2) {
      await trx
        .updateTable('users')
        .set({ first_name: name.slice(0, -1).join(' ').slice(0, 100), last_name: name.at(-1)!.slice(0, 100) })
        .where('id', '=', job.talent_id)
        .where('first_name', '=', '')
        .where('last_name', '=', '')
        .execute()
    }
  }

  return {
    run,
    options: {
      prepare,
      async gaveUp({ parseJobId }, _error, trx) {
        await trx
          .updateTable('parse_jobs')
          .set({ status: 'failed', error: PARSE_GAVE_UP, finished_at: new Date() })
          .where('id', '=', parseJobId)
          .where('status', 'in', ['queued', 'running'])
          .execute()
      },
    },
  }
}
