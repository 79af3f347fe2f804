import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed.ts'
import { DOC_REFUSED } from '../src/resources/parsing/resume-files.ts'
import { NO_TEXT_IN_PDF } from '../src/resources/parsing/text-extraction.ts'
import type { ParsedResume } from '../src/resources/parsing/resume-fields.ts'
import { searchKey } from '../src/resources/skills/search-key.ts'
import { RESUMES, TEST_SKILLS, type ResumeDocument } from './fixtures/resumes/index.ts'
import { signIn } from './helpers/oidc-client.ts'
import { renderResumeDocx, renderResumePdf, renderResumeText, renderScannedPdf } from './helpers/resume-files.ts'
import { api, countRows, startTestServer, type DatabaseKind, type TestServer } from './helpers/server.ts'
import { keysOf } from './helpers/storage.ts'

const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const PUBLISHED = demo('talent.published@hireloop.test')
const DRAFT = demo('talent.draft@hireloop.test')
const NEWCOMER = demo('talent.new@hireloop.test')
const EMPLOYER = demo('employer@hireloop.test')
const RECRUITER = demo('recruiter@hireloop.test')
const ADMIN = demo('admin@hireloop.test')
const COMPANY_ID = EMPLOYER.company_id!

const PDF = 'application/pdf'
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

/** Adds the fixture skills the seeded taxonomy lacks; returns every name and alias by search key -> skill id. */
export async function ensureTestSkills(t: TestServer): Promise<Map<string, string>> {
  const db = t.server.db
  for (const skill of TEST_SKILLS) {
    await db
      .insertInto('skills')
      .values({ name: skill.name, category: skill.category, search_key: searchKey(skill.name) })
      .onConflict((oc) => oc.column('search_key').doNothing())
      .execute()
    const row = await db
      .selectFrom('skills')
      .select('id')
      .where('search_key', '=', searchKey(skill.name))
      .executeTakeFirstOrThrow()
    for (const alias of skill.aliases) {
      await db
        .insertInto('skill_aliases')
        .values({ skill_id: row.id, alias, search_key: searchKey(alias) })
        .onConflict((oc) => oc.column('search_key').doNothing())
        .execute()
    }
  }
  const ids = new Map<string, string>()
  for (const row of await db.selectFrom('skill_aliases').select(['skill_id', 'search_key']).execute()) {
    ids.set(row.search_key, row.skill_id)
  }
  for (const row of await db.selectFrom('skills').select(['id', 'search_key']).execute())
    ids.set(row.search_key, row.id)
  return ids
}

/**
 * Resume uploads and parse jobs (issue 11, ADR 0059), black box: real sign-ins, multipart requests, the job queue
 * running in the server; after each refusal a look into the database and the storage to check nothing was stored.
 */
export function parsingSuite(kind: DatabaseKind) {
  let t: TestServer
  const tokens: Record<string, string> = {}
  const token = (user: { email: string }) => tokens[user.email]!

  async function upload(
    path: string,
    file: { bytes: Uint8Array; name: string; type: string },
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

  const talentUpload = (who: { id: string; email: string }, file: { bytes: Uint8Array; name: string; type: string }) =>
    upload(`/talent/${who.id}/resume/upload`, file, { token: token(who) })

  /** Polls the job as its owner sees it until it is finished. */
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
    for (const table of ['files', 'resumes', 'parse_jobs', 'jobs', 'users', 'resume_skills'] as const) {
      counts[table] = await countRows(t.server.db, table)
    }
    return { counts, keys: await keysOf(t.server.files) }
  }

  const draftOf = (talentId: string) =>
    t.server.db
      .selectFrom('resumes')
      .selectAll()
      .where('talent_id', '=', talentId)
      .where('draft', '=', true)
      .executeTakeFirst()

  let skillIds: Map<string, string>

  beforeAll(async () => {
    t = await startTestServer(kind)
    skillIds = await ensureTestSkills(t)
    for (const user of [PUBLISHED, DRAFT, NEWCOMER, EMPLOYER, RECRUITER, ADMIN]) {
      tokens[user.email] = (await signIn(t.base, user.email, DEMO_PASSWORD)).access_token
    }
  })
  afterAll(async () => {
    await t?.close()
  })

  describe('a talent uploads', () => {
    it('stores the file on a new draft, queues a parse, and the job fills the draft', async () => {
      const [ada] = RESUMES
      const answer = await talentUpload(NEWCOMER, { bytes: await renderResumePdf(ada!), name: 'cv.pdf', type: PDF })
      expect(answer.status).toBe(201)
      expect(answer.body).toMatchObject({
        talent_id: NEWCOMER.id,
        vacancy_id: null,
        file: { name: 'cv.pdf', content_type: PDF },
        parse_job: { job_type: 'resume', status: 'queued', result: null, error: null, finished_at: null },
      })
      const draft = await draftOf(NEWCOMER.id)
      expect(draft).toMatchObject({ id: answer.body.resume_id, file_id: answer.body.file.id, title: '' })

      const job = await finished(answer.body.parse_job.id, `/talent/${NEWCOMER.id}`, NEWCOMER)
      expect(job).toMatchObject({ status: 'succeeded', source_id: answer.body.file.id, target_id: draft!.id })
      expect(job.result.fields.email).toMatchObject({ value: 'ada.lovelace@example.com', confidence: 0.95 })

      const filled = (await draftOf(NEWCOMER.id))!
      expect(filled).toMatchObject({
        title: 'Senior Frontend Engineer',
        phone: '+44 20 7946 0958',
        country: 'GB',
        city: 'London',
        parse_job_id: job.id,
        draft: true,
      })
      expect(filled.experience.map((entry) => entry.company)).toEqual(['Monzo', 'Babylon Health'])
      expect(filled.languages).toEqual([
        { language: 'en', level: 'native' },
        { language: 'fr', level: 'b2' },
      ])
      const skills = await t.server.db
        .selectFrom('resume_skills')
        .selectAll()
        .where('resume_id', '=', filled.id)
        .execute()
      const typescript = skills.find((skill) => skill.skill_id === skillIds.get('typescript'))
      expect(typescript).toMatchObject({ level: 'intermediate', years: 5 })
      expect(skills.map((skill) => skill.skill_id)).toContain(skillIds.get('kubernetes'))
      // Nothing parsed is published.
      expect(
        await t.server.db.selectFrom('resumes').where('talent_id', '=', NEWCOMER.id).select('id').execute(),
      ).toHaveLength(1)
    })

    it('with a published resume: a draft copied from it takes the file; the published one is untouched', async () => {
      const before = await t.server.db
        .selectFrom('resumes')
        .selectAll()
        .where('talent_id', '=', PUBLISHED.id)
        .where('draft', '=', false)
        .executeTakeFirstOrThrow()
      const answer = await talentUpload(PUBLISHED, {
        bytes: renderResumeText(RESUMES[3]!),
        name: 'sam.txt',
        type: 'text/plain',
      })
      expect(answer.status).toBe(201)
      expect(answer.body.resume_id).not.toBe(before.id)
      const job = await finished(answer.body.parse_job.id, `/talent/${PUBLISHED.id}`, PUBLISHED)
      expect(job.status).toBe('succeeded')
      const after = await t.server.db
        .selectFrom('resumes')
        .selectAll()
        .where('id', '=', before.id)
        .executeTakeFirstOrThrow()
      expect(after).toEqual(before)
      const draft = (await draftOf(PUBLISHED.id))!
      // Fill-empty: the title copied from the published resume stays.
      expect(draft.title).toBe(before.title)
      expect(draft.file_id).toBe(answer.body.file.id)
    })

    it('fills only empty fields; a retry with overwrite replaces what the parse found', async () => {
      await t.server.db
        .updateTable('resumes')
        .set({ title: 'My own title', summary: 'Typed by hand.', country: null, state: null, city: null })
        .where('talent_id', '=', DRAFT.id)
        .where('draft', '=', true)
        .execute()
      const answer = await talentUpload(DRAFT, {
        bytes: await renderResumeDocx(RESUMES[1]!),
        name: 'jonas.docx',
        type: DOCX,
      })
      expect(answer.status).toBe(201)
      const scope = `/talent/${DRAFT.id}`
      const first = await finished(answer.body.parse_job.id, scope, DRAFT)
      expect(first.status).toBe('succeeded')
      let draft = (await draftOf(DRAFT.id))!
      expect(draft).toMatchObject({ title: 'My own title', summary: 'Typed by hand.', country: 'DE', city: 'Berlin' })

      const retry = await api(t.base, 'POST', `${scope}/submit_parse_job/${answer.body.file.id}?job_type=resume`, {
        token: token(DRAFT),
        body: { overwrite: true },
      })
      expect(retry.status).toBe(202)
      expect(retry.body).toMatchObject({ status: 'queued', source_id: answer.body.file.id, target_id: draft.id })
      expect(retry.body.id).not.toBe(first.id)
      const second = await finished(retry.body.id, scope, DRAFT)
      expect(second.status).toBe('succeeded')
      draft = (await draftOf(DRAFT.id))!
      expect(draft.title).toBe('Backend-Entwickler')
      expect(draft.summary).toMatch(/^Backend-Entwickler mit Schwerpunkt/)
      expect(draft.parse_job_id).toBe(second.id)
    })

    it('a scanned PDF fails its parse job with a message that says what to upload instead', async () => {
      const answer = await talentUpload(NEWCOMER, { bytes: await renderScannedPdf(), name: 'scan.pdf', type: PDF })
      expect(answer.status).toBe(201)
      const job = await finished(answer.body.parse_job.id, `/talent/${NEWCOMER.id}`, NEWCOMER)
      expect(job).toMatchObject({ status: 'failed', error: NO_TEXT_IN_PDF, result: null })
      expect(job.finished_at).not.toBeNull()
    })
  })

  describe('refused uploads store nothing', () => {
    const cases: [string, () => Promise<{ bytes: Uint8Array; name: string; type: string }>, number, unknown][] = [
      [
        'a file over 10 MB (413)',
        async () => ({ bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 'a'), name: 'big.txt', type: 'text/plain' }),
        413,
        { file: ['The file is too large: at most 10 MB.'] },
      ],
      [
        'an image renamed to .pdf (400)',
        async () => ({
          bytes: Buffer.from(
            await (
              await import('sharp')
            )
              .default({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
              .png()
              .toBuffer(),
          ),
          name: 'resume.pdf',
          type: PDF,
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
          name: 'cv.doc',
          type: 'application/msword',
        }),
        400,
        { detail: [{ loc: ['body', 'file'], msg: DOC_REFUSED, type: 'file_wrong_type' }] },
      ],
    ]
    for (const [what, file, status, body] of cases) {
      it(what, async () => {
        const before = await stored()
        const answer = await talentUpload(NEWCOMER, await file())
        expect({ status: answer.status, body: answer.body }).toEqual({ status, body })
        expect(await stored()).toEqual(before)
      })
    }
  })

  describe('a recruiter uploads for a new talent', () => {
    it('creates the talent (no password yet, names from the file) and a draft, then parses', async () => {
      const answer = await upload(
        '/admin/talent/resume/upload',
        { bytes: await renderResumePdf(RESUMES[2]!), name: 'mei.pdf', type: PDF },
        {
          token: token(RECRUITER),
          fields: { email: 'Mei.Chen@Example.org' },
          headers: { 'idempotency-key': 'upload-mei-0001' },
        },
      )
      expect(answer.status).toBe(201)
      const talent = await t.server.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', answer.body.talent_id)
        .executeTakeFirstOrThrow()
      expect(talent).toMatchObject({ email: 'mei.chen@example.org', user_type: 'talent', password_hash: null })
      expect(answer.body.file.url).toBe(`/api/v1/admin/talent/${talent.id}/resume/download/${answer.body.file.id}`)
      const job = await finished(answer.body.parse_job.id, '/admin', RECRUITER)
      expect(job.status).toBe('succeeded')
      const named = await t.server.db
        .selectFrom('users')
        .select(['first_name', 'last_name'])
        .where('id', '=', talent.id)
        .executeTakeFirstOrThrow()
      expect(named).toEqual({ first_name: 'Mei', last_name: 'Chen' })

      // The same Idempotency-Key replays the answer and creates nothing.
      const before = await stored()
      const replay = await upload(
        '/admin/talent/resume/upload',
        { bytes: await renderResumePdf(RESUMES[2]!), name: 'mei.pdf', type: PDF },
        {
          token: token(RECRUITER),
          fields: { email: 'Mei.Chen@Example.org' },
          headers: { 'idempotency-key': 'upload-mei-0001' },
        },
      )
      expect(replay).toEqual({ status: 201, body: answer.body })
      expect(await stored()).toEqual(before)
    })

    it('refuses a taken email (409) and a bad one (400), storing nothing', async () => {
      const file = { bytes: renderResumeText(RESUMES[3]!), name: 'sam.txt', type: 'text/plain' }
      const before = await stored()
      const taken = await upload('/admin/talent/resume/upload', file, {
        token: token(RECRUITER),
        fields: { email: PUBLISHED.email },
      })
      expect(taken).toEqual({ status: 409, body: { email: ['An account with this email already exists.'] } })
      const bad = await upload('/admin/talent/resume/upload', file, {
        token: token(RECRUITER),
        fields: { email: 'not-an-email', first_name: 'Sam1' },
      })
      expect(bad.status).toBe(400)
      expect(bad.body.detail).toEqual(
        expect.arrayContaining([
          { loc: ['body', 'email'], msg: 'Invalid email.', type: 'format' },
          {
            loc: ['body', 'first_name'],
            msg: 'Use letters, spaces, apostrophes, periods and hyphens only.',
            type: 'pattern',
          },
        ]),
      )
      expect(await stored()).toEqual(before)
    })
  })

  describe('who sees what', () => {
    let fileId: string
    let jobId: string
    let original: Uint8Array

    beforeAll(async () => {
      original = await renderResumePdf(RESUMES[4]!)
      const answer = await talentUpload(DRAFT, { bytes: original, name: 'lucia.pdf', type: PDF })
      expect(answer.status).toBe(201)
      fileId = answer.body.file.id
      jobId = answer.body.parse_job.id
      await finished(jobId, `/talent/${DRAFT.id}`, DRAFT)
    })

    it("another talent's job and file are not found; employers see no resume job", async () => {
      const other = `/talent/${NEWCOMER.id}`
      expect((await api(t.base, 'GET', `${other}/get_parse_job/${jobId}`, { token: token(NEWCOMER) })).status).toBe(404)
      const retry = await api(t.base, 'POST', `${other}/submit_parse_job/${fileId}?job_type=resume`, {
        token: token(NEWCOMER),
      })
      expect(retry).toMatchObject({ status: 404, body: { message: ['Resume file not found.'] } })
      const employer = await api(t.base, 'GET', `/company/${COMPANY_ID}/get_parse_job/${jobId}`, {
        token: token(EMPLOYER),
      })
      expect(employer).toMatchObject({ status: 404, body: { message: ['Parse job not found.'] } })
      const download = await fetch(
        `${t.base}/api/v1/company/${COMPANY_ID}/talent/${DRAFT.id}/resume/download/${fileId}`,
        {
          headers: { authorization: `Bearer ${token(EMPLOYER)}` },
        },
      )
      expect(download.status).toBe(404)
    })

    it('recruiters read the job and download the original bytes as an attachment', async () => {
      const job = await api(t.base, 'GET', `/admin/get_parse_job/${jobId}`, { token: token(RECRUITER) })
      expect(job).toMatchObject({ status: 200, body: { id: jobId, status: 'succeeded' } })
      const response = await fetch(`${t.base}/api/v1/admin/talent/${DRAFT.id}/resume/download/${fileId}`, {
        headers: { authorization: `Bearer ${token(RECRUITER)}` },
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe(PDF)
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="lucia.pdf"/)
      expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(original))).toBe(true)
      // The file under another talent's id is not this talent's file.
      const wrongTalent = await fetch(`${t.base}/api/v1/admin/talent/${NEWCOMER.id}/resume/download/${fileId}`, {
        headers: { authorization: `Bearer ${token(RECRUITER)}` },
      })
      expect(wrongTalent.status).toBe(404)
    })

    it('a resume file is no vacancy file: parsing it as one is not found', async () => {
      const answer = await api(t.base, 'POST', `/talent/${DRAFT.id}/submit_parse_job/${fileId}?job_type=vacancy`, {
        token: token(DRAFT),
      })
      expect(answer).toMatchObject({ status: 404, body: { message: ['Vacancy file not found.'] } })
    })
  })

  describe('measured on the fixture resumes', () => {
    it('reads every field of every format at least as often as the floor', { timeout: 120_000 }, async () => {
      const rows = await measure(t, RESUMES, skillIds, async (resume, format, n) => {
        const bytes =
          format === 'pdf'
            ? await renderResumePdf(resume)
            : format === 'docx'
              ? await renderResumeDocx(resume)
              : renderResumeText(resume)
        const type = format === 'pdf' ? PDF : format === 'docx' ? DOCX : 'text/plain'
        const answer = await upload(
          '/admin/talent/resume/upload',
          { bytes, name: `${resume.name}.${format}`, type },
          { token: token(ADMIN), fields: { email: `measure-${n}@hireloop.test` } },
        )
        expect(answer.status).toBe(201)
        const job = await finished(answer.body.parse_job.id, '/admin', ADMIN)
        expect(job.status).toBe('succeeded')
        return job.result
      })
      // Printed for ADR 0059; the floors are a little under what was measured, so a regression fails.
      console.log(formatTable(rows))
      const totals = totalsOf(rows)
      const floors: Record<string, number> = {
        full_name: 0.9,
        email: 1,
        phone: 0.9,
        title: 0.9,
        summary: 0.9,
        location: 0.9,
        skills: 0.95,
        years: 0.85,
        experience: 0.9,
        education: 0.9,
        languages: 0.9,
      }
      for (const [field, floor] of Object.entries(floors)) {
        const { found, expected } = totals[field]!
        expect(found / expected, `${field}: ${found}/${expected}`).toBeGreaterThanOrEqual(floor)
      }
      // Skills the text mentions outside its skills list ("design systems" in a summary): offered, for review.
      expect(totals.extra_skills!.found, 'skills found that the resume does not list').toBeLessThanOrEqual(
        rows.length * 1.5,
      )
    })
  })
}

type Format = 'pdf' | 'docx' | 'txt'
interface Row {
  file: string
  score: Record<string, { found: number; expected: number }>
}

async function measure(
  _t: TestServer,
  resumes: readonly ResumeDocument[],
  skillIds: Map<string, string>,
  parse: (resume: ResumeDocument, format: Format, n: number) => Promise<ParsedResume>,
): Promise<Row[]> {
  const rows: Row[] = []
  let n = 0
  for (const resume of resumes) {
    for (const format of ['pdf', 'docx', 'txt'] as const) {
      const { fields } = await parse(resume, format, n++)
      const expected = resume.expected.skills.map((name) => skillIds.get(searchKey(name)))
      const extra = (fields.skills ?? []).filter((skill) => !expected.includes(skill.skill_id))
      if (extra.length > 0) {
        console.log(
          `${resume.name}.${format} extra skills: ${extra.map((skill) => `${skill.name} (${skill.source})`).join('; ')}`,
        )
      }
      rows.push({ file: `${resume.name}.${format}`, score: score(resume, fields, skillIds) })
    }
  }
  return rows
}
function score(resume: ResumeDocument, fields: ParsedResume['fields'], skillIds: Map<string, string>) {
  const e = resume.expected
  const one = (expected: unknown, ok: boolean) => ({
    found: expected === undefined ? 0 : Number(ok),
    expected: expected === undefined ? 0 : 1,
  })
  const expectedSkillIds = e.skills.map((name) => skillIds.get(searchKey(name)))
  const foundSkills = fields.skills ?? []
  const years = Object.entries(e.years ?? {})
  return {
    full_name: one(e.full_name, fields.full_name?.value === e.full_name),
    email: one(e.email, fields.email?.value === e.email),
    phone: one(e.phone, fields.phone?.value === e.phone),
    title: one(e.title, fields.title?.value === e.title),
    summary: one(e.summary, !!fields.summary),
    location: one(
      e.location,
      fields.location?.value.country === e.location?.country && fields.location?.value.city === e.location?.city,
    ),
    skills: {
      found: expectedSkillIds.filter((id) => foundSkills.some((skill) => skill.skill_id === id)).length,
      expected: expectedSkillIds.length,
    },
    extra_skills: {
      found: foundSkills.filter((skill) => !expectedSkillIds.includes(skill.skill_id)).length,
      expected: 0,
    },
    years: {
      found: years.filter(([name, value]) =>
        foundSkills.some((skill) => skill.skill_id === skillIds.get(searchKey(name)) && skill.years === value),
      ).length,
      expected: years.length,
    },
    experience: {
      found: e.experience.filter((entry) =>
        (fields.experience ?? []).some((got) =>
          ['company', 'title', 'start_date', 'end_date'].every(
            (key) => got.value[key as keyof typeof entry] === entry[key as keyof typeof entry],
          ),
        ),
      ).length,
      expected: e.experience.length,
    },
    education: {
      found: e.education.filter((entry) =>
        (fields.education ?? []).some(
          (got) => got.value.institution === entry.institution && got.value.start_date === entry.start_date,
        ),
      ).length,
      expected: e.education.length,
    },
    languages: {
      found: Object.entries(e.languages).filter(([code, level]) =>
        (fields.languages ?? []).some((got) => got.value.language === code && got.value.level === level),
      ).length,
      expected: Object.keys(e.languages).length,
    },
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
export function formatTable(rows: readonly Row[]): string {
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
