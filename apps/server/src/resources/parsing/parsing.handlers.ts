import { emailTaken } from '../../accounts/users.ts'
import type { ApiContext } from '../../api/context.ts'
import { emailTaken as emailTakenError, fieldError, notFound } from '../../api/errors.ts'
import { accepted, created, ok, signedIn, type CallContext, type OperationHandlers } from '../../api/operation.ts'
import type { ParseJob, StoredFile } from '../../db/schema.ts'
import { saveFile } from '../../files/stored-files.ts'
import { actorOf } from '../../policy/actor.ts'
import { download } from '../files/files.handlers.ts'
import { createRecruitedTalent } from '../registration/registration.handlers.ts'
import { draftFor, parseJobToWire, queueResumeParse, receiveResume, uploadedFileToWire } from './resume-files.ts'
import { submitVacancyParse, VACANCY_FILE_NOT_FOUND } from './vacancy-files.ts'

const JOB_NOT_FOUND = 'Parse job not found.'
const FILE_NOT_FOUND = 'Resume file not found.'

/**
 * Resume files and their parse jobs (issue 11, ADR 0059). Uploads store the file on the talent's draft (never on the
 * published resume) and queue a `parse_file` job in the same transaction; the job fills the draft for the talent to
 * confirm. The policy (src/policy) has checked the caller's role and grant before any handler runs; which jobs and
 * files are the caller's is decided here by their owner, as list scopes are.
 */
export function parsingHandlers(ctx: ApiContext) {
  /**
   * The files and jobs a caller may see: a talent their own (resumes), an employer their company's (vacancy files,
   * ADR 0065; resume files reach them only through a linked talent), recruiters all (their grant was checked).
   */
  function ownerFilter(call: CallContext): { talentId: string } | { companyId: string } | 'all' | 'none' {
    const actor = call.caller && actorOf(call.caller)
    if (!actor) return 'none'
    if (actor.role === 'talent') return { talentId: actor.userId }
    if (actor.role === 'employer') return { companyId: actor.companyId }
    if (actor.role === 'recruiter' || actor.role === 'admin') return 'all'
    return 'none'
  }

  function uploadResult(call: CallContext, talentId: string, file: StoredFile, job: ParseJob, resumeId: string) {
    return {
      file: uploadedFileToWire(call.scope, talentId, file),
      parse_job: parseJobToWire(job),
      resume_id: resumeId,
      talent_id: talentId,
      vacancy_id: null,
    }
  }

  return {
    async uploadResumeFile(call) {
      const { userId } = signedIn(call)
      const { accepted: file } = await receiveResume(call.request)
      const { stored, job, resumeId } = await saveFile(
        ctx,
        call,
        { purpose: 'resume', accepted: file, owner: { userId }, uploadedBy: userId },
        async (trx, stored, audit) => {
          const draft = await draftFor(trx, userId)
          // The draft's previous file goes, unless the published resume still shows it.
          const replaced = draft.file_id
            ? await trx
                .selectFrom('files')
                .selectAll()
                .where('id', '=', draft.file_id)
                .where((eb) =>
                  eb.not(
                    eb.exists(
                      eb
                        .selectFrom('resumes')
                        .select('resumes.id')
                        .whereRef('resumes.file_id', '=', 'files.id')
                        .where('resumes.id', '!=', draft.id),
                    ),
                  ),
                )
                .execute()
            : []
          await trx
            .updateTable('resumes')
            .set({ file_id: stored.id, updated_at: new Date() })
            .where('id', '=', draft.id)
            .execute()
          const job = await queueResumeParse(trx, ctx.jobs, {
            fileId: stored.id,
            talentId: userId,
            resumeId: draft.id,
            requestedBy: userId,
          })
          audit.object('resume', draft.id, { after: { file_id: stored.id, parse_job_id: job.id, size: stored.size } })
          return { result: { stored, job, resumeId: draft.id }, replaced }
        },
      )
      return created(uploadResult(call, userId, stored, job, resumeId))
    },

    async uploadTalentResumeFile(call) {
      const { userId } = signedIn(call)
      const { accepted: file, fields } = await receiveResume(
        call.request,
        ['email', 'first_name', 'last_name'],
        'TalentResumeUpload',
      )
      // Cheap first: a taken address stores nothing (the insert checks again under races).
      if (await emailTaken(ctx.db, fields.email!)) throw emailTakenError()
      const { talentId, stored, job, resumeId } = await saveFile(
        ctx,
        call,
        // The file row comes first; the talent it belongs to is created in the same transaction, below.
        { purpose: 'resume', accepted: file, owner: { userId }, uploadedBy: userId },
        async (trx, stored, audit) => {
          const talent = await createRecruitedTalent(ctx, trx, {
            email: fields.email!,
            first_name: fields.first_name ?? '',
            last_name: fields.last_name ?? '',
          })
          await trx.updateTable('files').set({ user_id: talent.id }).where('id', '=', stored.id).execute()
          const draft = await trx
            .insertInto('resumes')
            .values({ talent_id: talent.id, title: '', draft: true, file_id: stored.id })
            .returning('id')
            .executeTakeFirstOrThrow()
          const job = await queueResumeParse(trx, ctx.jobs, {
            fileId: stored.id,
            talentId: talent.id,
            resumeId: draft.id,
            requestedBy: userId,
          })
          audit.object('user', talent.id, {
            after: {
              user_type: 'talent',
              email: talent.email,
              is_active: true,
              resume_id: draft.id,
              file_id: stored.id,
            },
          })
          return { result: { talentId: talent.id, stored, job, resumeId: draft.id }, replaced: [] }
        },
      )
      return created(uploadResult(call, talentId, stored, job, resumeId))
    },

    async getParseJob(call) {
      const owner = ownerFilter(call)
      let query = ctx.db.selectFrom('parse_jobs').selectAll().where('id', '=', call.params.id)
      if (owner === 'none') throw notFound(JOB_NOT_FOUND)
      if (owner !== 'all') {
        query =
          'talentId' in owner
            ? query.where('talent_id', '=', owner.talentId)
            : query.where('company_id', '=', owner.companyId)
      }
      const job = await query.executeTakeFirst()
      if (!job) throw notFound(JOB_NOT_FOUND)
      return ok(parseJobToWire(job))
    },

    async submitParseJob(call) {
      const { userId } = signedIn(call)
      const owner = ownerFilter(call)
      if (call.query.job_type === 'vacancy') {
        if (owner === 'none' || (owner !== 'all' && 'talentId' in owner)) throw notFound(VACANCY_FILE_NOT_FOUND)
        return submitVacancyParse(ctx, call, owner)
      }
      let query = ctx.db
        .selectFrom('files')
        .selectAll()
        .where('id', '=', call.params.id)
        .where('purpose', '=', 'resume')
      if (owner === 'none' || (owner !== 'all' && 'companyId' in owner)) throw notFound(FILE_NOT_FOUND)
      if (owner !== 'all') query = query.where('user_id', '=', owner.talentId)
      const file = await query.executeTakeFirst()
      if (!file?.user_id) throw notFound(FILE_NOT_FOUND)
      const talentId = file.user_id
      const job = await ctx.write(call, async (trx, audit) => {
        const draft = await draftFor(trx, talentId)
        if (draft.file_id !== file.id) {
          const onResume = await trx
            .selectFrom('resumes')
            .select('id')
            .where('talent_id', '=', talentId)
            .where('file_id', '=', file.id)
            .executeTakeFirst()
          // A file the talent replaced since is not parsed into the draft that holds another one.
          if (!onResume) throw fieldError(409, 'file', 'This file was replaced by a newer upload: parse that one.')
          await trx.updateTable('resumes').set({ file_id: file.id }).where('id', '=', draft.id).execute()
        }
        const queued = await queueResumeParse(trx, ctx.jobs, {
          fileId: file.id,
          talentId,
          resumeId: draft.id,
          requestedBy: userId,
          ...(call.body?.overwrite !== undefined ? { overwrite: call.body.overwrite } : {}),
          ...(call.body?.language !== undefined ? { language: call.body.language } : {}),
        })
        audit.object('resume', draft.id, { after: { parse_job_id: queued.id, file_id: file.id } })
        return queued
      })
      return accepted(parseJobToWire(job))
    },

    // The policy has checked that the caller may read this talent (a recruiter; the talent; a linked company).
    async downloadResumeFile({ params }) {
      const file = await ctx.db
        .selectFrom('files')
        .selectAll()
        .where('id', '=', params.fileId)
        .where('purpose', '=', 'resume')
        .where('user_id', '=', params.id)
        .executeTakeFirst()
      const stored = file && (await ctx.files.get(file.storage_key))
      if (!file || !stored) throw notFound(FILE_NOT_FOUND)
      return download(stored.body, { ...file, size: stored.size }, 'attachment')
    },
  } satisfies OperationHandlers
}
