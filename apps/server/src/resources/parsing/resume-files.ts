import type { FastifyRequest, FastifySchemaCompiler } from 'fastify'
import type { Transaction } from 'kysely'
import type { Schemas } from '../../api/context.ts'
import { loadContract } from '../../api/contract.ts'
import { HttpError } from '../../api/errors.ts'
import type { CallScope } from '../../api/operation.ts'
import { createValidatorCompiler, validationIssues } from '../../api/validation.ts'
import { contractPath } from '../../config.ts'
import type { Database, ParseJob, Resume, StoredFile } from '../../db/schema.ts'
import { acceptFile } from '../../files/accept-file.ts'
import { DOCUMENT } from '../../files/file-kinds.ts'
import { FileRefusal, refusalToHttpError } from '../../files/file-refusal.ts'
import { readUpload } from '../../files/multipart.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import { resumeFileUrl, viewerOf } from '../resumes/resumes.queries.ts'

/** Word 97-2003 documents are OLE compound files: this signature, whatever the name says. */
const COMPOUND_FILE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
export const DOC_REFUSED =
  'Word 97-2003 documents (.doc) cannot be read. Save the file as DOCX or PDF in your word processor and upload that.'

/**
 * Reads and checks a resume upload (ADR 0018, 0059): one file in `file`, PDF, DOCX or plain text by its content, at
 * most 10 MB; an old .doc gets a message that says what to do instead. Text fields are checked against the
 * operation's multipart schema in the contract. Nothing is stored here: a refusal leaves no trace.
 */
export async function receiveResume(request: FastifyRequest, textFields: readonly string[] = [], schema?: string) {
  try {
    const upload = await readUpload(request, 'file', DOCUMENT, textFields)
    if (upload.bytes.subarray(0, COMPOUND_FILE.length).equals(COMPOUND_FILE)) {
      throw new FileRefusal('wrong_type', DOC_REFUSED)
    }
    if (schema) checkFields(schema, upload.fields)
    return { accepted: await acceptFile(DOCUMENT, upload), fields: upload.fields }
  } catch (error) {
    if (error instanceof FileRefusal) throw refusalToHttpError(error, 'file')
    throw error
  }
}

type Json = Record<string, unknown>
const validators = new Map<string, ReturnType<FastifySchemaCompiler<object>>>()

/** The contract's schema with its `$ref`s inlined (the multipart schemas are small and not recursive). */
function inline(value: unknown, components: Json): unknown {
  if (Array.isArray(value)) return value.map((item) => inline(item, components))
  if (typeof value !== 'object' || value === null) return value
  const ref = (value as Json).$ref
  if (typeof ref === 'string') return inline(components[ref.split('/').pop()!], components)
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inline(item, components)]))
}

/** Multipart text fields, validated like a JSON body would be (same rules, same messages); the file is checked apart. */
function checkFields(schemaName: string, fields: Record<string, string>) {
  let validate = validators.get(schemaName)
  if (!validate) {
    const contract = loadContract(contractPath) as { components: { schemas: Json } }
    const schema = inline(contract.components.schemas[schemaName], contract.components.schemas) as object
    validate = createValidatorCompiler({ eager: true })({ schema, httpPart: 'body', method: 'POST', url: '' })
    validators.set(schemaName, validate)
  }
  const value = { ...fields, file: '' }
  if (!validate(value)) {
    const errors = (validate as unknown as { errors: Parameters<typeof validationIssues>[0] }).errors
    throw new HttpError(400, { detail: validationIssues(errors, 'body') })
  }
}

export function uploadedFileToWire(scope: CallScope, talentId: string, file: StoredFile): Schemas['UploadedFile'] {
  return {
    id: file.id,
    name: file.name,
    content_type: file.content_type,
    size: file.size,
    url: resumeFileUrl(viewerOf(scope, null), talentId, file.id),
  }
}

export function parseJobToWire(job: ParseJob): Schemas['ParseJob'] {
  return {
    id: job.id,
    job_type: job.job_type,
    status: job.status,
    source_id: job.file_id,
    target_id: job.target_id,
    result: (job.result as Schemas['ParseJob']['result']) ?? null,
    error: job.error,
    created_at: new Date(job.created_at).toISOString(),
    finished_at: job.finished_at ? new Date(job.finished_at).toISOString() : null,
  }
}

/**
 * The talent's draft, locked for the caller's transaction: the existing one, else a copy of the published resume
 * (content and skills; the published one stays as it is until the talent publishes), else a new empty one. At most
 * one draft per talent (unique index): a concurrent creator's draft is taken rather than a second one made.
 */
export async function draftFor(trx: Transaction<Database>, talentId: string): Promise<Resume> {
  const resumes = await trx.selectFrom('resumes').selectAll().where('talent_id', '=', talentId).forUpdate().execute()
  const existing = resumes.find((resume) => resume.draft)
  if (existing) return existing
  const published = resumes.find((resume) => !resume.draft)
  const inserted = await trx
    .insertInto('resumes')
    .values({
      talent_id: talentId,
      draft: true,
      title: published?.title ?? '',
      summary: published?.summary ?? '',
      country: published?.country ?? null,
      state: published?.state ?? null,
      city: published?.city ?? null,
      phone: published?.phone ?? null,
      salary_expectation: JSON.stringify(published?.salary_expectation ?? null),
      availability: JSON.stringify(published?.availability ?? null),
      experience: JSON.stringify(published?.experience ?? []),
      education: JSON.stringify(published?.education ?? []),
      languages: JSON.stringify(published?.languages ?? []),
      file_id: published?.file_id ?? null,
      parse_job_id: published?.parse_job_id ?? null,
    })
    .onConflict((oc) => oc.columns(['talent_id', 'draft']).doNothing())
    .returningAll()
    .executeTakeFirst()
  if (!inserted) {
    return trx
      .selectFrom('resumes')
      .selectAll()
      .where('talent_id', '=', talentId)
      .where('draft', '=', true)
      .forUpdate()
      .executeTakeFirstOrThrow()
  }
  if (published) {
    const skills = await trx.selectFrom('resume_skills').selectAll().where('resume_id', '=', published.id).execute()
    if (skills.length > 0) {
      await trx
        .insertInto('resume_skills')
        .values(skills.map((skill) => ({ ...skill, resume_id: inserted.id })))
        .execute()
    }
  }
  return inserted
}

/** Records a parse job for a stored resume file and queues its work in the same transaction (ADR 0016, 0059). */
export async function queueResumeParse(
  trx: Transaction<Database>,
  jobs: JobQueue,
  input: {
    fileId: string
    talentId: string
    resumeId: string
    requestedBy: string
    overwrite?: boolean
    language?: string
  },
): Promise<ParseJob> {
  const options: { overwrite?: boolean; language?: string } = {}
  if (input.overwrite !== undefined) options.overwrite = input.overwrite
  if (input.language !== undefined) options.language = input.language
  const job = await trx
    .insertInto('parse_jobs')
    .values({
      job_type: 'resume',
      file_id: input.fileId,
      target_id: input.resumeId,
      talent_id: input.talentId,
      company_id: null,
      requested_by: input.requestedBy,
      options: JSON.stringify(options),
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  await jobs.enqueue(trx, 'parse_file', { parseJobId: job.id })
  return job
}
