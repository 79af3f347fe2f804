import { HttpResponse } from 'msw'
import { db, newId, type DbUser } from '../db.ts'
import { fullName } from '../marketplace.ts'
import { readable, readableById } from '../policy.ts'
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

/** Queues a parse job; each GET of it moves it on (queued -> running -> succeeded), as a worker would. */
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

/** Creates (or, for drafts, replaces) a talent's resume. */
function saveResume(talentId: string, input: Partial<S['ResumeInput']>, draft: boolean): S['Resume'] | Response {
  const talent = db.users.find((u) => u.id === talentId)!
  const existing = db.resumes.find((r) => r.talent_id === talentId)
  if (existing && !(existing.draft || draft)) return fail(409, { message: ['This talent has a resume already.'] })
  const at = now()
  const resume: S['Resume'] = {
    id: existing?.id ?? newId(),
    talent_id: talentId,
    full_name: fullName(talent),
    draft,
    ...resumeFields(input),
    file: existing?.file ?? null,
    parse_job_id: existing?.parse_job_id ?? null,
    created_at: existing?.created_at ?? at,
    updated_at: at,
  }
  if (existing) Object.assign(existing, resume)
  else db.resumes.push(resume)
  talent.resume = { id: resume.id, draft }
  return existing ?? resume
}

function checkResume(body: Partial<S['ResumeInput']>) {
  const detail: Detail = []
  checkRequired(detail, body, ['title'])
  return invalid(detail)
}

function attachUpload(caller: DbUser, talent: DbUser, file: File): S['UploadResult'] {
  let resume = db.resumes.find((r) => r.talent_id === talent.id)
  if (!resume) {
    const saved = saveResume(talent.id, { title: 'Uploaded resume' }, true)
    resume = saved as S['Resume']
  }
  const stored = storeFile(file, caller, (id) => `/api/v1/talent/${talent.id}/resume/download/${id}`)
  resume.file = stored
  const job = startParseJob('resume', stored.id, resume.id)
  return { file: stored, parse_job: { ...job }, resume_id: resume.id, talent_id: talent.id, vacancy_id: null }
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
        .filter((r) => caller.user_type === 'recruiter' || !r.draft)
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
      const resume = saveResume(talentId, body, false)
      if (resume instanceof Response) return response.untyped(resume)
      return response(201).json(structuredClone(resume))
    }),

  createTalentResume: (http) =>
    http.post('/talent/{id}/resume', async ({ request, params, response }) => {
      const caller = signedIn(request)
      const body = await request.json()
      const failure = checkResume(body)
      if (failure) return response.untyped(failure)
      const talentId = talentIdFor(caller, params.id)
      if (talentId instanceof Response) return response.untyped(talentId)
      const resume = saveResume(talentId, body, false)
      if (resume instanceof Response) return response.untyped(resume)
      return response(201).json(structuredClone(resume))
    }),

  saveResumeDraft: (http) =>
    http.post('/resume/draft', async ({ request, response }) => {
      const caller = signedIn(request)
      const body = await request.json()
      const failure = checkResume(body)
      if (failure) return response.untyped(failure)
      const talentId = talentIdFor(caller, body.talent_id)
      if (talentId instanceof Response) return response.untyped(talentId)
      const resume = saveResume(talentId, body, true)
      if (resume instanceof Response) return response.untyped(resume)
      return response(200).json(structuredClone(resume))
    }),

  uploadResumeFile: (http) =>
    http.post('/resume/upload', async ({ request, response }) => {
      const caller = signedIn(request)
      const upload = await uploaded(request, 'file')
      if (upload instanceof Response) return response.untyped(upload)
      return response(201).json(attachUpload(caller, caller, upload.file))
    }),

  uploadTalentResumeFile: (http) =>
    http.post('/talent/resume/upload', async ({ request, response }) => {
      const caller = signedIn(request)
      const upload = await uploaded(request, 'file')
      if (upload instanceof Response) return response.untyped(upload)
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
      const content = `Resume of ${resume.full_name}: ${resume.title}\n`
      return response.untyped(
        new HttpResponse(content, {
          headers: {
            'content-type': 'application/octet-stream',
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
      else if (job.status === 'running') {
        Object.assign(job, { status: 'succeeded', finished_at: now(), result: { title: 'Parsed from the file' } })
      }
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
