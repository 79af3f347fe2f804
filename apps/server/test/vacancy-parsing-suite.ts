import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed.ts'
import { DOC_REFUSED } from '../src/resources/parsing/resume-files.ts'
import { NO_TEXT_IN_PDF } from '../src/resources/parsing/text-extraction.ts'
import type { ParsedVacancy } from '../src/resources/parsing/vacancy-fields.ts'
import { NOT_A_DRAFT } from '../src/resources/parsing/vacancy-files.ts'
import { searchKey } from '../src/resources/skills/search-key.ts'
import { VACANCIES, type VacancyDocument } from './fixtures/vacancies/index.ts'
import { renderVacancyDocx, renderVacancyPdf, renderVacancyText } from './fixtures/vacancies/render-vacancy.ts'
import { signIn } from './helpers/oidc-client.ts'
import { renderScannedPdf } from './helpers/resume-files.ts'
import { api, countRows, startTestServer, type DatabaseKind, type TestServer } from './helpers/server.ts'
import { keysOf } from './helpers/storage.ts'

const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const EMPLOYER = demo('employer@hireloop.test')
const OTHER_EMPLOYER = demo('employer.new@hireloop.test')
const TALENT = demo('talent.published@hireloop.test')
const RECRUITER = demo('recruiter@hireloop.test')
const COMPANY_ID = EMPLOYER.company_id!
const OTHER_COMPANY_ID = OTHER_EMPLOYER.company_id!

const PDF = 'application/pdf'
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
const [BACKEND, FRONTEND] = VACANCIES

type Upload = { bytes: Uint8Array; name: string; type: string }
type Format = 'pdf' | 'docx' | 'txt'

async function render(vacancy: VacancyDocument, format: Format): Promise<Upload> {
  const bytes =
    format === 'pdf'
      ? await renderVacancyPdf(vacancy)
      : format === 'docx'
        ? await renderVacancyDocx(vacancy)
        : renderVacancyText(vacancy)
  return {
    bytes,
    name: `${vacancy.name}.${format}`,
    type: format === 'pdf' ? PDF : format === 'docx' ? DOCX : 'text/plain',
  }
}

/**
 * Vacancy files (issue 12, ADR 0065), black box: real sign-ins, multipart uploads, the parse job run by the server's
 * queue, then the draft read back. After each refusal a look into the database and the storage shows nothing was
 * stored.
 */
export function vacancyParsingSuite(kind: DatabaseKind) {
  let t: TestServer
  const tokens: Record<string, string> = {}
  const token = (user: { email: string }) => tokens[user.email]!
  let skillIds: Map<string, string>

  async function upload(
    path: string,
    file: Upload,
    options: { token: string; fields?: Record<string, string>; headers?: Record<string, string> },
  ) {
    const form = new FormData()
    for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value)
    form.append('file', new Blob([Buffer.from(file.bytes)], { type: file.type }), file.name)
    const response = await fetch(`${t.base}/api/v1${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${options.token}`, ...options.headers },
      body: form,
    })
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : undefined }
  }

  const employerUpload = (file: Upload, headers: Record<string, string> = {}) =>
    upload(`/company/${COMPANY_ID}/vacancy/upload`, file, { token: token(EMPLOYER), headers })

  /** Polls the job as the caller sees it until it is finished. */
  async function finished(jobId: string, scope: string, who: { email: string }) {
    for (let attempt = 0; attempt < 200; attempt++) {
      await t.server.jobs.drain()
      const answer = await api(t.base, 'GET', `${scope}/get_parse_job/${jobId}`, { token: token(who) })
      expect(answer.status).toBe(200)
      if (answer.body.status === 'succeeded' || answer.body.status === 'failed') return answer.body
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`parse job ${jobId} did not finish`)
  }

  async function stored() {
    const counts: Record<string, number> = {}
    for (const table of ['files', 'vacancies', 'vacancy_skills', 'parse_jobs', 'jobs'] as const) {
      counts[table] = await countRows(t.server.db, table)
    }
    return { counts, keys: await keysOf(t.server.files) }
  }

  const vacancyRow = (id: string) =>
    t.server.db.selectFrom('vacancies').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const skillsOf = (id: string) =>
    t.server.db.selectFrom('vacancy_skills').selectAll().where('vacancy_id', '=', id).orderBy('position').execute()
  const idOf = (name: string) => skillIds.get(searchKey(name))

  beforeAll(async () => {
    t = await startTestServer(kind)
    skillIds = new Map(
      (await t.server.db.selectFrom('skills').select(['id', 'search_key']).execute()).map((row) => [
        row.search_key,
        row.id,
      ]),
    )
    for (const user of [EMPLOYER, OTHER_EMPLOYER, TALENT, RECRUITER]) {
      tokens[user.email] = (await signIn(t.base, user.email, DEMO_PASSWORD)).access_token
    }
  })
  afterAll(async () => {
    await t?.close()
  })

  describe('an employer uploads a vacancy file', () => {
    let vacancyId: string
    let fileId: string

    it('creates a draft named after the file and a parse job; the job fills the draft', async () => {
      const answer = await employerUpload({ ...(await render(BACKEND!, 'docx')), name: 'senior_backend-engineer.docx' })
      expect(answer.status).toBe(201)
      expect(answer.body).toMatchObject({
        resume_id: null,
        talent_id: null,
        file: { name: 'senior_backend-engineer.docx', content_type: DOCX },
        parse_job: { job_type: 'vacancy', status: 'queued', result: null, error: null },
      })
      vacancyId = answer.body.vacancy_id
      fileId = answer.body.file.id
      expect(answer.body.parse_job).toMatchObject({ source_id: fileId, target_id: vacancyId })
      expect(await vacancyRow(vacancyId)).toMatchObject({
        company_id: COMPANY_ID,
        title: 'Senior backend engineer',
        status: 'active',
        draft: true,
        file_id: fileId,
        parse_job_id: answer.body.parse_job.id,
        created_by: EMPLOYER.id,
      })

      const job = await finished(answer.body.parse_job.id, `/company/${COMPANY_ID}`, EMPLOYER)
      expect(job).toMatchObject({ status: 'succeeded', result: { kind: 'vacancy' } })
      const result = job.result as ParsedVacancy
      expect(result.fields.title).toMatchObject({
        value: 'Senior Backend Engineer',
        source: 'Senior Backend Engineer (m/w/d)',
      })
      expect(result.fields.salary).toMatchObject({
        value: { min: 60000, max: 75000, currency: 'EUR', period: 'year' },
        source: 'Salary: EUR 60,000 - 75,000 per year',
      })

      const draft = await vacancyRow(vacancyId)
      expect(draft).toMatchObject({
        title: 'Senior Backend Engineer',
        draft: true,
        status: 'active',
        remote: 'hybrid',
        employment_type: 'full_time',
        seniority: 'senior',
        location_country: 'DE',
        location_state: 'Berlin',
        location_city: 'Berlin',
        salary_min: 60000,
        salary_max: 75000,
        salary_currency: 'EUR',
        salary_period: 'year',
        parse_job_id: job.id,
      })
      expect(draft.description).toContain(
        '## Requirements\n\n- 5+ years of experience with Java or Kotlin\n- Expert in',
      )
      expect(draft.description).not.toContain('Salary:')
      const skills = await skillsOf(vacancyId)
      expect(skills.find((skill) => skill.skill_id === idOf('PostgreSQL'))).toMatchObject({
        required: true,
        level: 'expert',
      })
      expect(skills.find((skill) => skill.skill_id === idOf('Go'))).toMatchObject({
        required: false,
        level: 'beginner',
      })
      // Nothing said about the level: the middle of the scale, for the employer to confirm.
      expect(skills.find((skill) => skill.skill_id === idOf('Terraform'))).toMatchObject({
        required: false,
        level: 'intermediate',
      })

      // The employer sees the draft with its parse job, for the confirm step.
      const read = await api(t.base, 'GET', `/company/${COMPANY_ID}/vacancy/${vacancyId}`, { token: token(EMPLOYER) })
      expect(read).toMatchObject({ status: 200, body: { draft: true, parse_job_id: job.id, seniority: 'senior' } })
    })

    it("another company's employer finds neither the job nor the file", async () => {
      const draft = await vacancyRow(vacancyId)
      const scope = `/company/${OTHER_COMPANY_ID}`
      const job = await api(t.base, 'GET', `${scope}/get_parse_job/${draft.parse_job_id}`, {
        token: token(OTHER_EMPLOYER),
      })
      expect(job).toMatchObject({ status: 404, body: { message: ['Parse job not found.'] } })
      const before = await stored()
      const retry = await api(t.base, 'POST', `${scope}/submit_parse_job/${fileId}?job_type=vacancy`, {
        token: token(OTHER_EMPLOYER),
      })
      expect(retry).toMatchObject({ status: 404, body: { message: ['Vacancy file not found.'] } })
      expect(await stored()).toEqual(before)
    })

    it('a parse again fills only what is empty; with overwrite it replaces what it found', async () => {
      // The employer saved the draft meanwhile: their title, remote policy and skills stay.
      await t.server.db
        .updateTable('vacancies')
        .set({
          title: 'Backend engineer (platform)',
          remote: 'remote',
          seniority: null,
          updated_at: new Date(Date.now() + 1000),
        })
        .where('id', '=', vacancyId)
        .execute()
      await t.server.db
        .deleteFrom('vacancy_skills')
        .where('vacancy_id', '=', vacancyId)
        .where('skill_id', '=', idOf('Go')!)
        .execute()
      const scope = `/company/${COMPANY_ID}`
      const retry = await api(t.base, 'POST', `${scope}/submit_parse_job/${fileId}?job_type=vacancy`, {
        token: token(EMPLOYER),
      })
      expect(retry).toMatchObject({
        status: 202,
        body: { job_type: 'vacancy', status: 'queued', target_id: vacancyId },
      })
      await finished(retry.body.id, scope, EMPLOYER)
      let draft = await vacancyRow(vacancyId)
      expect(draft).toMatchObject({
        title: 'Backend engineer (platform)',
        remote: 'remote',
        seniority: 'senior',
        parse_job_id: retry.body.id,
      })
      expect((await skillsOf(vacancyId)).map((skill) => skill.skill_id)).not.toContain(idOf('Go'))

      const overwrite = await api(t.base, 'POST', `${scope}/submit_parse_job/${fileId}?job_type=vacancy`, {
        token: token(EMPLOYER),
        body: { overwrite: true },
      })
      expect(overwrite.status).toBe(202)
      await finished(overwrite.body.id, scope, EMPLOYER)
      draft = await vacancyRow(vacancyId)
      expect(draft).toMatchObject({ title: 'Senior Backend Engineer', remote: 'hybrid' })
      expect((await skillsOf(vacancyId)).map((skill) => skill.skill_id)).toContain(idOf('Go'))
    })

    it('a published vacancy is not parsed into (409), and nothing is queued', async () => {
      await t.server.db.updateTable('vacancies').set({ draft: false }).where('id', '=', vacancyId).execute()
      const before = await stored()
      const answer = await api(t.base, 'POST', `/company/${COMPANY_ID}/submit_parse_job/${fileId}?job_type=vacancy`, {
        token: token(EMPLOYER),
      })
      expect(answer).toEqual(expect.objectContaining({ status: 409, body: { file: [NOT_A_DRAFT] } }))
      expect(await stored()).toEqual(before)
    })

    it('the same Idempotency-Key replays the answer and creates nothing', async () => {
      const file = await render(FRONTEND!, 'txt')
      const first = await employerUpload(file, { 'idempotency-key': 'vacancy-upload-0001' })
      expect(first.status).toBe(201)
      await finished(first.body.parse_job.id, `/company/${COMPANY_ID}`, EMPLOYER)
      const before = await stored()
      const replay = await employerUpload(file, { 'idempotency-key': 'vacancy-upload-0001' })
      expect(replay).toEqual({ status: 201, body: first.body })
      expect(await stored()).toEqual(before)
    })

    it('a scanned PDF fails its parse job with the resume parser message; the draft keeps its file name', async () => {
      const answer = await employerUpload({ bytes: await renderScannedPdf(), name: 'scan.pdf', type: PDF })
      expect(answer.status).toBe(201)
      const job = await finished(answer.body.parse_job.id, `/company/${COMPANY_ID}`, EMPLOYER)
      expect(job).toMatchObject({ status: 'failed', error: NO_TEXT_IN_PDF, result: null })
      expect(await vacancyRow(answer.body.vacancy_id)).toMatchObject({ title: 'Scan', draft: true, description: '' })
    })
  })

  describe('who may upload', () => {
    it('a talent cannot upload a vacancy file', async () => {
      const before = await stored()
      const answer = await upload(`/company/${COMPANY_ID}/vacancy/upload`, await render(BACKEND!, 'txt'), {
        token: token(TALENT),
      })
      expect([401, 403, 404]).toContain(answer.status)
      expect(await stored()).toEqual(before)
    })

    it('an employer cannot upload for another company', async () => {
      const before = await stored()
      const answer = await upload(`/company/${OTHER_COMPANY_ID}/vacancy/upload`, await render(BACKEND!, 'txt'), {
        token: token(EMPLOYER),
      })
      expect([403, 404]).toContain(answer.status)
      expect(await stored()).toEqual(before)
    })

    it('a recruiter uploads for an existing company, named by company_id', async () => {
      const other = DEMO_COMPANIES.find((company) => company.id !== COMPANY_ID)!
      const answer = await upload('/admin/company/vacancy/upload', await render(FRONTEND!, 'pdf'), {
        token: token(RECRUITER),
        fields: { company_id: other.id },
      })
      expect(answer.status).toBe(201)
      expect(await vacancyRow(answer.body.vacancy_id)).toMatchObject({ company_id: other.id, draft: true })
      const job = await finished(answer.body.parse_job.id, '/admin', RECRUITER)
      expect(job.status).toBe('succeeded')
      expect(await vacancyRow(answer.body.vacancy_id)).toMatchObject({
        title: 'Mid-level Frontend Developer',
        location_country: 'NL',
        remote: 'remote',
      })
    })

    it('a recruiter must name an existing company (400), and nothing is stored', async () => {
      const before = await stored()
      const unknown = await upload('/admin/company/vacancy/upload', await render(FRONTEND!, 'txt'), {
        token: token(RECRUITER),
        fields: { company_id: '00000000-0000-4000-8000-000000000000' },
      })
      expect(unknown).toEqual({
        status: 400,
        body: { detail: [{ loc: ['body', 'company_id'], msg: 'Company not found.', type: 'not_found' }] },
      })
      const missing = await upload('/admin/company/vacancy/upload', await render(FRONTEND!, 'txt'), {
        token: token(RECRUITER),
      })
      expect(missing.status).toBe(400)
      expect(JSON.stringify(missing.body.detail)).toContain('company_id')
      expect(await stored()).toEqual(before)
    })
  })

  describe('refused files store nothing', () => {
    const cases: [string, () => Promise<Upload>, number, unknown][] = [
      [
        'a file over 10 MB (413)',
        async () => ({ bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 'a'), name: 'big.txt', type: 'text/plain' }),
        413,
        { file: ['The file is too large: at most 10 MB.'] },
      ],
      [
        'an image renamed to .docx (400)',
        async () => ({
          bytes: Buffer.from(
            await (
              await import('sharp')
            )
              .default({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
              .png()
              .toBuffer(),
          ),
          name: 'vacancy.docx',
          type: DOCX,
        }),
        400,
        {
          detail: [
            {
              loc: ['body', 'file'],
              msg: 'This file is not a PDF, DOCX or plain text (UTF-8) file; its content is PNG.',
              type: 'file_wrong_type',
            },
          ],
        },
      ],
      [
        'a Word 97-2003 .doc (400)',
        async () => ({
          bytes: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(2048)]),
          name: 'vacancy.doc',
          type: 'application/msword',
        }),
        400,
        { detail: [{ loc: ['body', 'file'], msg: DOC_REFUSED, type: 'file_wrong_type' }] },
      ],
    ]
    for (const [what, file, status, body] of cases) {
      it(what, async () => {
        const before = await stored()
        const answer = await employerUpload(await file())
        expect({ status: answer.status, body: answer.body }).toEqual({ status, body })
        expect(await stored()).toEqual(before)
      })
    }
  })

  describe('measured on the fixture adverts', () => {
    it('reads every field of every format at least as often as the floor', { timeout: 180_000 }, async () => {
      const rows: Row[] = []
      for (const vacancy of VACANCIES) {
        for (const format of ['pdf', 'docx', 'txt'] as const) {
          const answer = await employerUpload(await render(vacancy, format))
          expect(answer.status).toBe(201)
          const job = await finished(answer.body.parse_job.id, `/company/${COMPANY_ID}`, EMPLOYER)
          expect(job.status).toBe('succeeded')
          const fields = (job.result as ParsedVacancy).fields
          const expected = [...vacancy.expected.required, ...vacancy.expected.nice].map(idOf)
          const extra = (fields.skills ?? []).filter((skill) => !expected.includes(skill.skill_id))
          if (extra.length > 0) {
            console.log(
              `${vacancy.name}.${format} extra skills: ${extra.map((skill) => `${skill.name} (${skill.source})`).join('; ')}`,
            )
          }
          rows.push({ file: `${vacancy.name}.${format}`, score: score(vacancy, fields, idOf) })
        }
      }
      // Printed for ADR 0065; the floors are a little under what was measured, so a regression fails.
      console.log(formatTable(rows))
      const totals = totalsOf(rows)
      const floors: Record<string, number> = {
        title: 1,
        description: 1,
        employment_type: 0.9,
        seniority: 0.9,
        remote: 0.9,
        location: 0.9,
        salary: 0.9,
        required: 0.9,
        nice: 0.9,
        levels: 0.85,
      }
      for (const [field, floor] of Object.entries(floors)) {
        const { found, expected } = totals[field]!
        expect(found / expected, `${field}: ${found}/${expected}`).toBeGreaterThanOrEqual(floor)
      }
      expect(totals.extra_skills!.found, 'skills found that the advert does not ask for').toBeLessThanOrEqual(
        rows.length,
      )
    })
  })
}

interface Row {
  file: string
  score: Record<string, { found: number; expected: number }>
}

function score(
  vacancy: VacancyDocument,
  fields: ParsedVacancy['fields'],
  idOf: (name: string) => string | undefined,
): Row['score'] {
  const e = vacancy.expected
  const one = (ok: boolean) => ({ found: Number(ok), expected: 1 })
  const skills = fields.skills ?? []
  const has = (name: string, required: boolean) =>
    skills.some((skill) => skill.skill_id === idOf(name) && skill.required === required)
  const expectedIds = [...e.required, ...e.nice].map(idOf)
  const levels = Object.entries(e.levels ?? {})
  const description = fields.description?.value ?? ''
  return {
    title: one(fields.title?.value === e.title),
    description: one(
      e.headings.every((heading) => description.includes(`## ${heading}\n`)) && /\n- /.test(description),
    ),
    employment_type: one(fields.employment_type?.value === e.employment_type),
    seniority: e.seniority ? one(fields.seniority?.value === e.seniority) : { found: 0, expected: 0 },
    remote: one(fields.remote?.value === e.remote),
    location: e.location
      ? one(fields.location?.value.country === e.location.country && fields.location?.value.city === e.location.city)
      : { found: 0, expected: 0 },
    // An advert without a salary counts when none was made up.
    salary: one(e.salary === null ? !fields.salary : JSON.stringify(fields.salary?.value) === JSON.stringify(e.salary)),
    required: { found: e.required.filter((name) => has(name, true)).length, expected: e.required.length },
    nice: { found: e.nice.filter((name) => has(name, false)).length, expected: e.nice.length },
    levels: {
      found: levels.filter(([name, level]) =>
        skills.some((skill) => skill.skill_id === idOf(name) && skill.level === level),
      ).length,
      expected: levels.length,
    },
    extra_skills: { found: skills.filter((skill) => !expectedIds.includes(skill.skill_id)).length, expected: 0 },
  }
}

function totalsOf(rows: readonly Row[]) {
  const totals: Record<string, { found: number; expected: number }> = {}
  for (const row of rows) {
    for (const [field, { found, expected }] of Object.entries(row.score)) {
      totals[field] ??= { found: 0, expected: 0 }
      totals[field].found += found
      totals[field].expected += expected
    }
  }
  return totals
}

/** A Markdown table: one row per file, one column per field, found/expected (extra skills: how many). */
function formatTable(rows: readonly Row[]): string {
  const fields = Object.keys(rows[0]!.score)
  const cell = (field: string, value: { found: number; expected: number }) =>
    field === 'extra_skills' ? String(value.found) : value.expected === 0 ? '–' : `${value.found}/${value.expected}`
  const totals = totalsOf(rows)
  return [
    `| file | ${fields.join(' | ')} |`,
    `|---|${fields.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.file} | ${fields.map((field) => cell(field, row.score[field]!)).join(' | ')} |`),
    `| **total** | ${fields.map((field) => cell(field, totals[field]!)).join(' | ')} |`,
  ].join('\n')
}
