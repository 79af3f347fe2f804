import type { Transaction } from 'kysely'
import type { ApiContext, Schemas } from '../../api/context.ts'
import { fieldError, notFound } from '../../api/errors.ts'
import {
  accepted,
  created,
  signedIn,
  type Call,
  type CallContext,
  type OperationHandlers,
} from '../../api/operation.ts'
import type { Database, ParseJob, StoredFile } from '../../db/schema.ts'
import type { AcceptedFile } from '../../files/accept-file.ts'
import { saveFile } from '../../files/stored-files.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import { syncCompanyOnboarding } from '../onboarding/onboarding.queries.ts'
import { companyIdIssue } from '../vacancies/vacancies.validation.ts'
import { parseJobToWire, receiveResume } from './resume-files.ts'
import { titleFromFileName } from './vacancy-parse.job.ts'

export const VACANCY_FILE_NOT_FOUND = 'Vacancy file not found.'
export const NOT_A_DRAFT =
  'The vacancy of this file is no longer a draft: a parse only fills drafts. Upload the file again to start a new one.'
export const VACANCY_GONE = 'The vacancy of this file was deleted. Upload the file again to start a new one.'

/** Records a parse job for a stored vacancy file and queues its work in the same transaction (ADR 0016, 0065). */
export async function queueVacancyParse(
  trx: Transaction<Database>,
  jobs: JobQueue,
  input: { fileId: string; companyId: string; vacancyId: string; requestedBy: string; overwrite?: boolean },
): Promise<ParseJob> {
  const job = await trx
    .insertInto('parse_jobs')
    .values({
      job_type: 'vacancy',
      file_id: input.fileId,
      target_id: input.vacancyId,
      talent_id: null,
      company_id: input.companyId,
      requested_by: input.requestedBy,
      options: JSON.stringify(input.overwrite !== undefined ? { overwrite: input.overwrite } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  await jobs.enqueue(trx, 'parse_file', { parseJobId: job.id })
  return job
}

/**
 * A stored vacancy file as the upload answers it. The contract has no download of vacancy files yet (ADR 0065): the
 * URL is empty until it does, and the portal shows the name.
 */
function vacancyFileToWire(file: StoredFile): Schemas['UploadedFile'] {
  return { id: file.id, name: file.name, content_type: file.content_type, size: file.size, url: '' }
}

/**
 * Vacancy files (issue 12, ADR 0065). An upload stores the file, creates a draft vacancy of the company (titled after
 * the file until the parse names it) and queues a `vacancy` parse job, all in one transaction; the job fills the
 * draft for the employer to confirm before publishing. The checks and messages of the resume upload apply (PDF,
 * DOCX or text by content, at most 10 MB, a clear word about .doc); a refused upload stores nothing.
 */
export function vacancyFileHandlers(ctx: ApiContext) {
  async function upload(call: CallContext, companyId: string, file: AcceptedFile) {
    const { userId } = signedIn(call)
    const { stored, job, vacancyId } = await saveFile(
      ctx,
      call,
      { purpose: 'vacancy_file', accepted: file, owner: { companyId }, uploadedBy: userId },
      async (trx, stored, audit) => {
        const now = new Date()
        const draft = await trx
          .insertInto('vacancies')
          .values({
            company_id: companyId,
            title: titleFromFileName(stored.name),
            draft: true,
            file_id: stored.id,
            created_by: userId,
            // Equal until somebody saves the draft: the parse may then set the fields that always hold a value.
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        const job = await queueVacancyParse(trx, ctx.jobs, {
          fileId: stored.id,
          companyId,
          vacancyId: draft.id,
          requestedBy: userId,
        })
        await trx.updateTable('vacancies').set({ parse_job_id: job.id }).where('id', '=', draft.id).execute()
        await syncCompanyOnboarding(trx, companyId)
        audit.object('vacancy', draft.id, {
          before: null,
          after: { draft: true, file_id: stored.id, parse_job_id: job.id, size: stored.size },
        })
        return { result: { stored, job, vacancyId: draft.id }, replaced: [] }
      },
    )
    return created({
      file: vacancyFileToWire(stored),
      parse_job: parseJobToWire(job),
      resume_id: null,
      talent_id: null,
      vacancy_id: vacancyId,
    })
  }

  return {
    async uploadVacancyFile(call) {
      signedIn(call)
      const { accepted: file } = await receiveResume(call.request)
      if (call.scope.kind !== 'company') throw notFound('Company not found.')
      return upload(call, call.scope.companyId, file)
    },

    async uploadCompanyVacancyFile(call) {
      signedIn(call)
      const { accepted: file, fields } = await receiveResume(call.request, ['company_id'], 'CompanyVacancyUpload')
      // Cheap first: an unknown company stores nothing (the insert's foreign key checks again under races).
      const company = await ctx.db
        .selectFrom('companies')
        .select('id')
        .where('id', '=', fields.company_id!)
        .executeTakeFirst()
      if (!company) throw companyIdIssue('Company not found.', 'not_found')
      return upload(call, company.id, file)
    },
  } satisfies OperationHandlers
}

/**
 * Parses a company's vacancy file again into the draft that holds it (`submitParseJob?job_type=vacancy`), e.g. after
 * a failure or with `overwrite`. Only the owner company's employers and recruiters reach the file.
 */
export async function submitVacancyParse(
  ctx: ApiContext,
  call: Call<'submitParseJob'>,
  owner: { companyId: string } | 'all',
) {
  const { userId } = signedIn(call)
  let query = ctx.db
    .selectFrom('files')
    .selectAll()
    .where('id', '=', call.params.id)
    .where('purpose', '=', 'vacancy_file')
  if (owner !== 'all') query = query.where('company_id', '=', owner.companyId)
  const file = await query.executeTakeFirst()
  if (!file?.company_id) throw notFound(VACANCY_FILE_NOT_FOUND)
  const companyId = file.company_id
  const job = await ctx.write(call, async (trx, audit) => {
    const vacancy = await trx
      .selectFrom('vacancies')
      .select(['id', 'draft', 'status'])
      .where('file_id', '=', file.id)
      .where('company_id', '=', companyId)
      .forUpdate()
      .executeTakeFirst()
    if (!vacancy) throw fieldError(409, 'file', VACANCY_GONE)
    if (!vacancy.draft || vacancy.status !== 'active') throw fieldError(409, 'file', NOT_A_DRAFT)
    const queued = await queueVacancyParse(trx, ctx.jobs, {
      fileId: file.id,
      companyId,
      vacancyId: vacancy.id,
      requestedBy: userId,
      ...(call.body?.overwrite !== undefined ? { overwrite: call.body.overwrite } : {}),
    })
    await trx.updateTable('vacancies').set({ parse_job_id: queued.id }).where('id', '=', vacancy.id).execute()
    audit.object('vacancy', vacancy.id, { after: { parse_job_id: queued.id, file_id: file.id } })
    return queued
  })
  return accepted(parseJobToWire(job))
}
