import { sql, type Transaction } from 'kysely'
import type { ApiContext } from '../../api/context.ts'
import { forbidden, HttpError, notFound, unauthorized } from '../../api/errors.ts'
import { created, ok, signedIn, type Call, type OperationHandlers } from '../../api/operation.ts'
import { page, pageMeta } from '../../api/pagination.ts'
import { checkIfMatch } from '../../api/safe-writes.ts'
import { containsPattern } from '../../api/search.ts'
import type { Database, Resume, User } from '../../db/schema.ts'
import { actorOf } from '../../policy/actor.ts'
import { READ_SCOPES } from '../../policy/scopes.ts'
import { syncTalentOnboarding } from '../onboarding/onboarding.queries.ts'
import {
  findResume,
  insertResume,
  replaceResume,
  resumeSummary,
  resumesOfTalent,
  resumesToWire,
  resumeToWire,
  viewerOf,
  type ResumeInput,
} from './resumes.queries.ts'
import { checkResumeInput } from './resumes.validation.ts'

type ResumeCall = Call<'createResume'> | Call<'createTalentResume'> | Call<'saveResumeDraft'>

const talentIdIssue = (msg: string) =>
  new HttpError(400, { detail: [{ loc: ['body', 'talent_id'], msg, type: 'talent_id' }] })

/**
 * Whose resume a call writes. Talents write their own (`talent_id` absent or theirs); recruiters name the talent,
 * in the body (`/resume`, `/resume/draft`) or the path (`/talent/{id}/resume`, where a body `talent_id` must agree).
 */
function targetOf(call: ResumeCall): { talentId: string; self: boolean } {
  const given = call.body.talent_id
  if (call.scope.kind === 'talent') {
    if (given !== undefined && given !== call.scope.userId) {
      throw talentIdIssue('You can only write your own resume: leave talent_id out or give your own id.')
    }
    return { talentId: call.scope.userId, self: true }
  }
  if (call.operationId === 'createTalentResume') {
    const pathId = (call as Call<'createTalentResume'>).params.id
    if (given !== undefined && given !== pathId) throw talentIdIssue('Must be the talent of the path, or left out.')
    return { talentId: pathId, self: false }
  }
  if (given === undefined) throw talentIdIssue('Choose the talent this resume belongs to.')
  return { talentId: given, self: false }
}

/**
 * The talent's account row, locked for the rest of the write: two writes for one talent take turns, so the
 * one-published-one-draft rule never meets a race. A talent's own token that outlived a deleted account writes
 * nothing.
 */
async function lockTalent(trx: Transaction<Database>, talentId: string, self: boolean): Promise<User> {
  const talent = await trx
    .selectFrom('users')
    .selectAll()
    .where('id', '=', talentId)
    .where('user_type', '=', 'talent')
    .forUpdate()
    .executeTakeFirst()
  if (self && !talent?.is_active) throw unauthorized()
  if (!talent) throw notFound('Talent not found.')
  return talent
}

/** Resumes: a talent has at most one published resume and at most one draft (ADR 0059, issue 11). */
export function resumeHandlers(ctx: ApiContext) {
  /**
   * Publishes the input as the talent's resume: the published row keeps its id (applications point at it) and takes
   * the new content; the draft goes. The file (and the parse job that read it) of the draft, if it has one, moves to
   * the published resume; a file no resume refers to any more is deleted, its bytes after the commit.
   */
  async function publish(call: ResumeCall, input: ResumeInput) {
    const { talentId, self } = targetOf(call)
    const viewer = viewerOf(call.scope, call.caller)
    const { wire, orphanKey } = await ctx.write(call, async (trx, audit) => {
      await lockTalent(trx, talentId, self)
      await checkResumeInput(trx, input)
      const { published, draft } = await resumesOfTalent(trx, talentId, { forUpdate: true })
      if (published) checkIfMatch(call.request, 'resume', await resumeToWire(trx, published, viewer))
      const source = draft?.file_id ? draft : (published ?? draft)
      const file = { file_id: source?.file_id ?? null, parse_job_id: source?.parse_job_id ?? null }
      if (draft) await trx.deleteFrom('resumes').where('id', '=', draft.id).execute()
      const row = published
        ? await replaceResume(trx, published.id, input, file)
        : await insertResume(trx, talentId, input, { draft: false, ...file })
      let orphanKey: string | null = null
      if (published?.file_id && published.file_id !== file.file_id) {
        const orphan = await trx
          .deleteFrom('files')
          .where('id', '=', published.file_id)
          .returning('storage_key')
          .executeTakeFirst()
        orphanKey = orphan?.storage_key ?? null
      }
      await syncTalentOnboarding(trx, talentId)
      audit.object('resume', row.id, {
        before: published ? resumeSummary(published) : null,
        after: { ...resumeSummary(row), replaced_draft: draft?.id ?? null },
      })
      return { wire: await resumeToWire(trx, row, viewer), orphanKey }
    })
    // A leftover object costs space, not correctness: no row refers to it any more.
    if (orphanKey) await ctx.files.delete(orphanKey).catch(() => {})
    return created(wire)
  }

  return {
    // The policy has checked that the caller may read this resume (a talent's own, drafts too; a linked company's
    // published one; recruiters all). The route serves its ETag.
    async getResume(call) {
      const resume = await findResume(ctx.db, call.params.id)
      if (!resume) throw notFound('Resume not found.')
      return ok(await resumeToWire(ctx.db, resume, viewerOf(call.scope, call.caller)))
    },

    async listResumes(call) {
      const { query } = call
      const actor = actorOf(signedIn(call))
      if (!actor) throw forbidden('Your account is not linked to a company yet.')
      const paging = { page: query.page ?? 1, size: query.size ?? 10 }
      const { limit, offset } = page(paging)
      let scoped = READ_SCOPES.resume(ctx.db, actor).innerJoin('users', 'users.id', 'resumes.talent_id')
      if (query.q !== undefined && query.q.trim() !== '') {
        const pattern = containsPattern(query.q)
        scoped = scoped.where((eb) =>
          eb.or([
            eb('resumes.title', 'ilike', pattern),
            eb(sql<string>`users.first_name || ' ' || users.last_name`, 'ilike', pattern),
          ]),
        )
      }
      if (query.skill_id !== undefined) {
        const skillId = query.skill_id
        scoped = scoped.where(({ exists, selectFrom }) =>
          exists(
            selectFrom('resume_skills')
              .select('resume_skills.skill_id')
              .whereRef('resume_skills.resume_id', '=', 'resumes.id')
              .where('resume_skills.skill_id', '=', skillId),
          ),
        )
      }
      if (query.draft !== undefined) scoped = scoped.where('resumes.draft', '=', query.draft)
      if (query.talent_id !== undefined) scoped = scoped.where('resumes.talent_id', '=', query.talent_id)
      const [rows, { total }] = await Promise.all([
        scoped
          .selectAll('resumes')
          .orderBy('resumes.updated_at', 'desc')
          .orderBy('resumes.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        scoped.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
      ])
      const results = await resumesToWire(ctx.db, rows as Resume[], viewerOf(call.scope, call.caller))
      return ok({ results, ...pageMeta(paging, total) })
    },

    async createResume(call) {
      return publish(call, call.body)
    },

    async createTalentResume(call) {
      return publish(call, call.body)
    },

    // Creates the draft, or replaces its content (it keeps its id, its file and its parse job). A talent with a
    // published resume gets a draft that starts from its file: publishing it later keeps the file.
    async saveResumeDraft(call) {
      const { talentId, self } = targetOf(call)
      const viewer = viewerOf(call.scope, call.caller)
      return ctx.write(call, async (trx, audit) => {
        await lockTalent(trx, talentId, self)
        await checkResumeInput(trx, call.body)
        const { published, draft } = await resumesOfTalent(trx, talentId, { forUpdate: true })
        const row = draft
          ? await replaceResume(trx, draft.id, call.body, { file_id: draft.file_id, parse_job_id: draft.parse_job_id })
          : await insertResume(trx, talentId, call.body, {
              draft: true,
              file_id: published?.file_id ?? null,
              parse_job_id: published?.parse_job_id ?? null,
            })
        await syncTalentOnboarding(trx, talentId)
        audit.object('resume', row.id, { before: draft ? resumeSummary(draft) : null, after: resumeSummary(row) })
        return ok(await resumeToWire(trx, row, viewer))
      })
    },
  } satisfies OperationHandlers
}
