import { RESUME_FILE_MESSAGES, resumeFileProblem } from '@hireloop/flows/resume'
import { HttpResponse } from 'msw'
import { db, newId, type DbUser } from '../db.ts'
import { fullName } from '../marketplace.ts'
import { readable, readableById } from '../policy.ts'
import { finishVacancyParse } from './vacancies.ts'
import {
  signedIn,
  checkEmail,
  checkRequired,
  createUser,
  emailTaken,
  fail,
  invalid,
  notFound,
  now,
  optionalJson,
  page,
  searchOf,
  storeFile,
  uploaded,
  type Definitions,
  type Detail,
  type S,
  requiredField,
} from '../support.ts'

/** Queues a parse job; each GET of it moves it on (queued -> running -> succeeded or failed), as a worker would. */
export function startParseJob(jobType: S['ParseJobType'], sourceId: string, targetId: string | null): S['ParseJob'] {
  const job: S['ParseJob'] = {
    id: newId(),
    job_type: jobType,
    status: 'queued',
    source_id: sourceId,
    target_id: targetId,
    result: null,
    error: null,
    created_at: now(),
    finished_at: null,
  }
  db.parseJobs.push(job)
  return job
}

function talentIdFor(caller: DbUser, requested: string | undefined): string | Response {
  if (caller.user_type === 'talent') return requested && requested !== caller.id ? fail(403) : caller.id
  if (!requested) return requiredField(['body', 'talent_id'])
  return db.users.some((u) => u.id === requested && u.user_type === 'talent') ? requested : notFound('Talent')
}

function resumeFields(input: Partial<S['ResumeInput']>) {
  const skillName = (id: string) => db.skills.find((s) => s.id === id)?.name ?? 'Unknown skill'
  return {
    title: input.title ?? '',
    summary: input.summary ?? '',
    location: input.location ? { state: null, city: null, ...input.location } : null,
    skills: (input.skills ?? []).map((s) => ({
      skill_id: s.skill_id,
      name: skillName(s.skill_id),
      level: s.level,
      years: s.years ?? 0,
    })),
    experience: (input.experience ?? []).map((e) => ({ end_date: null, description: '', ...e })),
    education: (input.education ?? []).map((e) => ({ field: '', start_date: '2000-01-01', end_date: null, ...e })),
    languages: input.languages ?? [],
    phone: input.phone ?? null,
    salary_expectation: input.salary_expectation ?? null,
    availability: input.availability ? { available_from: null, work_modes: [], ...input.availability } : null,
  }
}

const publishedOf = (talentId: string) => db.resumes.find((r) => r.talent_id === talentId && !r.draft)
const draftOf = (talentId: string) => db.resumes.find((r) => r.talent_id === talentId && r.draft)

/** CurrentUser.resume and Talent.resume: the published resume when there is one, else the draft, else null. */
function refreshUserResume(talentId: string) {
  const talent = db.users.find((u) => u.id === talentId)!
  const shown = publishedOf(talentId) ?? draftOf(talentId)
  talent.resume = shown ? { id: shown.id, draft: shown.draft } : null
}

/**
 * Publishes (ADR 0059): writes the talent's published resume, creating it or replacing its content under the same
 * id (applications keep pointing at it), and deletes the draft.
 */
function publishResume(talentId: string, input: Partial<S['ResumeInput']>): S['Resume'] {
  const talent = db.users.find((u) => u.id === talentId)!
  const existing = publishedOf(talentId)
  const draft = draftOf(talentId)
  const at = now()
  const resume: S['Resume'] = {
    id: existing?.id ?? newId(),
    talent_id: talentId,
    full_name: fullName(talent),
    draft: false,
    ...resumeFields(input),
    file: draft?.file ?? existing?.file ?? null,
    parse_job_id: draft?.parse_job_id ?? existing?.parse_job_id ?? null,
    created_at: existing?.created_at ?? at,
    updated_at: at,
  }
  if (existing) Object.assign(existing, resume)
  else db.resumes.push(resume)
  db.resumes = db.resumes.filter((r) => r !== draft)
  refreshUserResume(talentId)
  return existing ?? resume
}

/** Creates or replaces the talent's draft (for a talent with a published resume: the unpublished changes). */
function saveDraft(talentId: string, input: Partial<S['ResumeInput']>): S['Resume'] {
  const talent = db.users.find((u) => u.id === talentId)!
  const existing = draftOf(talentId)
  const base = existing ?? publishedOf(talentId)
  const at = now()
  const draft: S['Resume'] = {
    id: existing?.id ?? newId(),
    talent_id: talentId,
    full_name: fullName(talent),
    draft: true,
    ...resumeFields(input),
    file: base?.file ?? null,
    parse_job_id: base?.parse_job_id ?? null,
    created_at: existing?.created_at ?? at,
    updated_at: at,
  }
  if (existing) Object.assign(existing, draft)
  else db.resumes.push(draft)
  refreshUserResume(talentId)
  return existing ?? draft
}

function checkResume(body: Partial<S['ResumeInput']>) {
  const detail: Detail = []
  checkRequired(detail, body, ['title'])
  const salary = body.salary_expectation
  if (salary && salary.min > salary.max) {
    detail.push({
      loc: ['body', 'salary_expectation', 'min'],
      msg: 'The minimum must not exceed the maximum.',
      type: 'range',
    })
  }
  for (const [key, rows] of [
    ['experience', body.experience],
    ['education', body.education],
  ] as const) {
    rows?.forEach((row, index) => {
      if (row.start_date && row.end_date && row.end_date < row.start_date) {
        detail.push({
          loc: ['body', key, index, 'end_date'],
          msg: 'The end date must not be before the start date.',
          type: 'date_order',
        })
      }
    })
  }
  return invalid(detail)
}

/** A draft to write an upload into: the draft, else a copy of the published resume, else an empty one. */
function draftForUpload(talent: DbUser): S['Resume'] {
  const existing = draftOf(talent.id)
  if (existing) return existing
  const published = publishedOf(talent.id)
  const at = now()
  const draft: S['Resume'] = published
    ? { ...structuredClone(published), id: newId(), draft: true, created_at: at, updated_at: at }
    : {
        id: newId(),
        talent_id: talent.id,
        full_name: fullName(talent),
        draft: true,
        ...resumeFields({}),
        file: null,
        parse_job_id: null,
        created_at: at,
        updated_at: at,
      }
  db.resumes.push(draft)
  refreshUserResume(talent.id)
  return draft
}

/** The server's checks of a resume file, in its words (packages/flows resume-file.rules.ts holds them). */
function refuseResumeFile(file: File): Response | null {
  const problem = resumeFileProblem({ name: file.name, size: file.size })
  if (!problem) return null
  return fail(problem === RESUME_FILE_MESSAGES.tooLarge ? 413 : 400, { file: [problem] })
}

function attachUpload(caller: DbUser, talent: DbUser, file: File): S['UploadResult'] {
  const resume = draftForUpload(talent)
  const stored = storeFile(file, caller, (id) => `/api/v1/talent/${talent.id}/resume/download/${id}`)
  resume.file = stored
  const job = startParseJob('resume', stored.id, resume.id)
  resume.parse_job_id = job.id
  return { file: stored, parse_job: { ...job }, resume_id: resume.id, talent_id: talent.id, vacancy_id: null }
}

const skillNamed = (name: string) => db.skills.find((s) => s.name === name)

/**
 * What the mock parser "reads" from any file: a front-end engineer's resume, some values sure, the location and
 * the language guessed (low confidence), a skill found by its alias ("React.js"). A file whose name says "scan"
 * has no text, as a scanned PDF would.
 */
export function mockParsedResume(): S['ParsedResume'] {
  const skill = (name: string, years: number | null, confidence: number, source: string) => {
    const found = skillNamed(name)!
    return { skill_id: found.id, name: found.name, years, confidence, source }
  }
  return {
    kind: 'resume',
    text_length: 2140,
    fields: {
      full_name: { value: 'Sam Taylor', confidence: 0.96, source: 'Sam Taylor' },
      email: { value: 'sam.taylor@example.test', confidence: 0.99, source: 'sam.taylor@example.test' },
      phone: { value: '+49 30 1234 5678', confidence: 0.88, source: 'Phone: +49 30 1234 5678' },
      title: { value: 'Frontend engineer', confidence: 0.92, source: 'Frontend engineer' },
      summary: {
        value: 'Frontend engineer with six years of TypeScript and React, building accessible design systems.',
        confidence: 0.74,
        source: 'Profile',
      },
      location: { value: { country: 'DE', state: 'Berlin', city: 'Berlin' }, confidence: 0.52, source: 'Berlin' },
      skills: [skill('TypeScript', 6, 0.93, 'TypeScript (6 years)'), skill('React', 5, 0.81, 'React.js, 5 years')],
      experience: [
        {
          value: {
            company: 'Globex',
            title: 'Frontend engineer',
            start_date: '2020-04-01',
            end_date: null,
            description: 'Design system and checkout.',
          },
          confidence: 0.68,
          source: 'Globex · Frontend engineer · 04/2020 – today',
        },
      ],
      languages: [{ value: { language: 'en', level: 'c1' }, confidence: 0.41, source: 'English (fluent)' }],
    },
  }
}

/** The parse job's worker: fills the draft's empty fields with what was read (ADR 0059), or fails as a scan would. */
function finishParse(job: S['ParseJob']) {
  const file = db.files.find((f) => f.id === job.source_id)
  const draft = db.resumes.find((r) => r.id === job.target_id)
  if (/scan/i.test(file?.name ?? '')) {
    Object.assign(job, { status: 'failed', finished_at: now(), error: RESUME_FILE_MESSAGES.scan })
    return
  }
  if (job.job_type === 'vacancy') return finishVacancyParse(job)
  const parsed = mockParsedResume()
  Object.assign(job, { status: 'succeeded', finished_at: now(), result: parsed })
  if (!draft) return
  const f = parsed.fields
  if (!draft.title && f.title) draft.title = f.title.value
  if (!draft.summary && f.summary) draft.summary = f.summary.value
  if (!draft.phone && f.phone) draft.phone = f.phone.value
  if (!draft.location && f.location) draft.location = f.location.value
  if (draft.skills.length === 0 && f.skills) {
    draft.skills = f.skills.map((s) => ({
      skill_id: s.skill_id,
      name: s.name,
      level: 'intermediate',
      years: s.years ?? 0,
    }))
  }
  if (draft.experience.length === 0 && f.experience) draft.experience = f.experience.map((e) => e.value)
  if (draft.languages.length === 0 && f.languages) draft.languages = f.languages.map((l) => l.value)
  draft.parse_job_id = job.id
  draft.updated_at = now()
}

export const resumeHandlers = {
  getResume: (http) =>
    http.get('/resume/{id}', ({ request, params, response }) => {
      const caller = signedIn(request)
      const resume = readableById(caller, 'resume', params.id)
      if (!resume) return response.untyped(notFound('Resume'))
      return response(200).json(structuredClone(resume))
    }),

  listResumes: (http) =>
    http.get('/resume', ({ request, response }) => {
      const caller = signedIn(request)
      const search = searchOf(request)
      const q = search.get('q')?.toLowerCase()
      const skillId = search.get('skill_id')
      const draft = search.get('draft')
      const talentId = search.get('talent_id')
      const found = readable(caller, 'resume', db.resumes)
        // A draft is its talent's own: recruiters and the talent see it, companies never.
        .filter((r) => caller.user_type === 'recruiter' || !r.draft || r.talent_id === caller.id)
        .filter((r) => !q || `${r.title} ${r.full_name}`.toLowerCase().includes(q))
        .filter((r) => !skillId || r.skills.some((s) => s.skill_id === skillId))
        .filter((r) => draft === null || String(r.draft) === draft)
        .filter((r) => !talentId || r.talent_id === talentId)
      return response(200).json(page(structuredClone(found), search))
    }),

  createResume: (http) =>
    http.post('/resume', async ({ request, response }) => {
      const caller = signedIn(request)
      const body = await request.json()
      const failure = checkResume(body)
      if (failure) return response.untyped(failure)
      const talentId = talentIdFor(caller, body.talent_id)
      if (talentId instanceof Response) return response.untyped(talentId)
      return response(201).json(structuredClone(publishResume(talentId, body)))
    }),

  createTalentResume: (http) =>
    http.post('/talent/{id}/resume', async ({ request, params, response }) => {
      const caller = signedIn(request)
      const body = await request.json()
      const failure = checkResume(body)
      if (failure) return response.untyped(failure)
      const talentId = talentIdFor(caller, params.id)
      if (talentId instanceof Response) return response.untyped(talentId)
      return response(201).json(structuredClone(publishResume(talentId, body)))
    }),

  saveResumeDraft: (http) =>
    http.post('/resume/draft', async ({ request, response }) => {
      const caller = signedIn(request)
      const body = await request.json()
      const failure = checkResume(body)
      if (failure) return response.untyped(failure)
      const talentId = talentIdFor(caller, body.talent_id)
      if (talentId instanceof Response) return response.untyped(talentId)
      return response(200).json(structuredClone(saveDraft(talentId, body)))
    }),

  uploadResumeFile: (http) =>
    http.post('/resume/upload', async ({ request, response }) => {
      const caller = signedIn(request)
      const upload = await uploaded(request, 'file')
      if (upload instanceof Response) return response.untyped(upload)
      const refused = refuseResumeFile(upload.file)
      if (refused) return response.untyped(refused)
      return response(201).json(attachUpload(caller, caller, upload.file))
    }),

  uploadTalentResumeFile: (http) =>
    http.post('/talent/resume/upload', async ({ request, response }) => {
      const caller = signedIn(request)
      const upload = await uploaded(request, 'file')
      if (upload instanceof Response) return response.untyped(upload)
      const refused = refuseResumeFile(upload.file)
      if (refused) return response.untyped(refused)
      const email = String(upload.form.get('email') ?? '')
      const detail: Detail = []
      checkEmail(detail, ['body', 'email'], email)
      const failure = invalid(detail) ?? emailTaken(email)
      if (failure) return response.untyped(failure)
      const talent = createUser({
        first_name: String(upload.form.get('first_name') ?? ''),
        last_name: String(upload.form.get('last_name') ?? ''),
        email,
        user_type: 'talent',
        is_active: true,
      })
      db.talentProfiles.push({ user_id: talent.id, status: 'open_to_work', location: null, created_at: now() })
      return response(201).json(attachUpload(caller, talent, upload.file))
    }),

  downloadResumeFile: (http) =>
    http.get('/talent/{id}/resume/download/{fileId}', ({ request, params, response }) => {
      const caller = signedIn(request)
      const resume = readable(caller, 'resume', db.resumes).find(
        (r) => r.talent_id === params.id && r.file?.id === params.fileId,
      )
      if (!resume?.file) return response.untyped(notFound('File'))
      // A plain-text stand-in for the uploaded file, in one of the types the contract declares for it.
      const content = `Resume of ${resume.full_name}: ${resume.title}\n`
      return response.untyped(
        new HttpResponse(content, {
          headers: {
            'content-type': 'text/plain; charset=utf-8',
            'content-disposition': `attachment; filename="${resume.file.name}"`,
          },
        }),
      )
    }),

  getParseJob: (http) =>
    http.get('/get_parse_job/{id}', ({ params, response }) => {
      const job = db.parseJobs.find((j) => j.id === params.id)
      if (!job) return response.untyped(notFound('Parse job'))
      const answer = structuredClone(job)
      if (job.status === 'queued') job.status = 'running'
      else if (job.status === 'running') finishParse(job)
      return response(200).json(answer)
    }),

  submitParseJob: (http) =>
    http.post('/submit_parse_job/{id}', async ({ request, params, response }) => {
      await optionalJson<S['SubmitParseJobRequest']>(request)
      const jobType = searchOf(request).get('job_type')
      if (jobType !== 'resume' && jobType !== 'vacancy') {
        return response.untyped(requiredField(['query', 'job_type']))
      }
      const file = db.files.find((f) => f.id === params.id)
      if (!file) return response.untyped(notFound('File'))
      const previous = db.parseJobs.findLast((j) => j.source_id === file.id)
      return response(202).json({ ...startParseJob(jobType, file.id, previous?.target_id ?? null) })
    }),
} satisfies Definitions

/**
 * A talent's draft as an upload leaves it, for stories of the confirm step: a stored file, its succeeded parse job
 * and the draft filled from it (every field, as a parse with `overwrite` would).
 */
export function seedParsedDraft(talent: DbUser): S['Resume'] {
  const draft = draftForUpload(talent)
  Object.assign(draft, { ...resumeFields({}), title: '', file: null, parse_job_id: null })
  const file = new File(['%PDF-1.7 resume'], 'sam-taylor-resume.pdf', { type: 'application/pdf' })
  const stored = storeFile(file, talent, (id) => `/api/v1/talent/${talent.id}/resume/download/${id}`)
  draft.file = stored
  const job = startParseJob('resume', stored.id, draft.id)
  finishParse(job)
  return draft
}
