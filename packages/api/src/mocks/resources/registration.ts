import { db, newId, userByEmail } from '../db.ts'
import { toEmployer } from './people.ts'
import {
  checkEmail,
  checkName,
  checkPersonName,
  checkPassword,
  createUser,
  emailTaken,
  invalid,
  type Definitions,
  type Detail,
  type Http,
  type S,
  URL_PATTERN,
  now,
  MESSAGES,
} from '../support.ts'

/** The answer that tells the activate screen to ask an invited employer for a password (ADR 0063). */
export const PASSWORD_NEEDED = 'Choose a password to activate your account.'

export const registrationHandlers = {
  registerCompany: (http) =>
    http.post('/register/company', async ({ request, response }) => {
      const body = await request.json()
      const detail: Detail = []
      checkPersonName(detail, ['body', 'employer', 'first_name'], body.employer?.first_name)
      checkPersonName(detail, ['body', 'employer', 'last_name'], body.employer?.last_name)
      checkEmail(detail, ['body', 'employer', 'email'], body.employer?.email)
      checkPassword(detail, ['body', 'employer', 'password'], body.employer?.password)
      checkName(detail, ['body', 'company', 'name'], body.company?.name)
      if (typeof body.company?.website_url !== 'string' || !URL_PATTERN.test(body.company.website_url)) {
        detail.push({ loc: ['body', 'company', 'website_url'], msg: MESSAGES.url, type: 'pattern' })
      }
      const failure = invalid(detail) ?? emailTaken(body.employer.email)
      if (failure) return response.untyped(failure)
      const company = {
        id: newId(),
        name: body.company.name,
        website_url: body.company.website_url,
        image_url: null,
        type: null,
        description: null,
        size: null,
        location: null,
      }
      db.companies.push(company)
      const user = createUser({ ...body.employer, user_type: 'employer', company_id: company.id, is_active: false })
      return response(201).json({
        user_id: user.id,
        user_type: 'employer',
        email: user.email,
        company_id: company.id,
        company_name: company.name,
      })
    }),

  // A recruiter's /create-company: the first employer is invited, inactive until activated (ADR 0063).
  createCompany: (http) =>
    http.post('/company', async ({ request, response }) => {
      const body = await request.json()
      const detail: Detail = []
      checkPersonName(detail, ['body', 'employer', 'first_name'], body.employer?.first_name)
      checkPersonName(detail, ['body', 'employer', 'last_name'], body.employer?.last_name)
      checkEmail(detail, ['body', 'employer', 'email'], body.employer?.email)
      checkName(detail, ['body', 'company', 'name'], body.company?.name)
      if (typeof body.company?.website_url !== 'string' || !URL_PATTERN.test(body.company.website_url)) {
        detail.push({ loc: ['body', 'company', 'website_url'], msg: MESSAGES.url, type: 'pattern' })
      }
      const failure = invalid(detail) ?? emailTaken(body.employer.email)
      if (failure) return response.untyped(failure)
      const company: S['Company'] = {
        id: newId(),
        name: body.company.name.trim(),
        website_url: body.company.website_url,
        image_url: null,
        type: null,
        description: null,
        size: null,
        location: null,
      }
      db.companies.push(company)
      const user = createUser({
        ...body.employer,
        password: '',
        user_type: 'employer',
        company_id: company.id,
        is_active: false,
      })
      return response(201).json({ company: { ...company }, employer: toEmployer(user) })
    }),

  registerTalent: (http) =>
    http.post('/register/talent', async ({ request, response }) => {
      const body = await request.json()
      const detail: Detail = []
      checkPersonName(detail, ['body', 'first_name'], body.first_name)
      checkPersonName(detail, ['body', 'last_name'], body.last_name)
      checkEmail(detail, ['body', 'email'], body.email)
      checkPassword(detail, ['body', 'password'], body.password)
      const failure = invalid(detail) ?? emailTaken(body.email)
      if (failure) return response.untyped(failure)
      const user = createUser({ ...body, user_type: 'talent', is_active: false })
      return response(201).json({ user_id: user.id, user_type: 'talent', email: user.email })
    }),

  registerTalentProfile: (http) =>
    http.post('/register/talent_profile', async ({ request, response }) => {
      const body = await request.json()
      const detail: Detail = []
      checkPersonName(detail, ['body', 'first_name'], body.first_name)
      checkPersonName(detail, ['body', 'last_name'], body.last_name)
      checkEmail(detail, ['body', 'email'], body.email)
      checkName(detail, ['body', 'resume_title'], body.resume_title)
      const failure = invalid(detail) ?? emailTaken(body.email)
      if (failure) return response.untyped(failure)
      const { resume_title, ...names } = body
      const talent = createUser({ ...names, user_type: 'talent', password: '', is_active: true })
      const created = now()
      const resume = { id: newId(), title: resume_title, talent_id: talent.id, draft: true }
      db.resumes.push({
        ...resume,
        full_name: `${talent.first_name} ${talent.last_name}`,
        summary: '',
        location: null,
        skills: [],
        experience: [],
        education: [],
        languages: [],
        file: null,
        phone: null,
        salary_expectation: null,
        availability: null,
        parse_job_id: null,
        created_at: created,
        updated_at: created,
      })
      db.talentProfiles.push({ user_id: talent.id, status: 'open_to_work', location: null, created_at: created })
      talent.resume = { id: resume.id, draft: true }
      const { id, first_name, last_name, email, is_active } = talent
      return response(201).json({ talent: { id, first_name, last_name, email, is_active }, resume })
    }),

  activateEmployer: (http, scope) => activateHandler(http, scope, 'employer'),
  activateTalent: (http, scope) => activateHandler(http, scope, 'talent'),

  requestPasswordReset: (http) =>
    http.post('/password_reset', async ({ request, response }) => {
      const body = await request.json()
      const detail: Detail = []
      checkEmail(detail, ['body', 'email'], body.email)
      const failure = invalid(detail)
      if (failure) return response.untyped(failure)
      const user = userByEmail(body.email)
      if (user) user.reset_token = `reset-${user.id}`
      return response(202).json({})
    }),

  confirmPasswordReset: (http) =>
    http.post('/password_reset/confirm', async ({ request, response }) => {
      const body = await request.json()
      const detail: Detail = []
      checkPassword(detail, ['body', 'value'], body.value)
      const failure = invalid(detail)
      if (failure) return response.untyped(failure)
      const user = db.users.find((u) => u.reset_token !== null && u.reset_token === body.token)
      if (!user) return response(400).json({ token: ['This link is invalid or has expired.'] })
      user.password = body.value
      user.reset_token = null
      return response(204).empty()
    }),
} satisfies Definitions

function activateHandler(http: Http, scope: string, userType: 'employer' | 'talent') {
  const path = userType === 'employer' ? '/register/activate_employer/{id}' : '/register/activate_talent/{id}'
  return http.post(path, async ({ request, params, response }) => {
    const text = await request.text()
    const body = (text ? JSON.parse(text) : {}) as S['ActivateRequest']
    const user = db.users.find((u) => u.id === params.id && u.user_type === userType)
    if (!user) return response(404).json({ message: ['Account not found.'] })
    if (scope === '' && body.token !== user.activation_token) {
      return response(400).json({ token: ['This link is invalid or has expired.'] })
    }
    // An invited employer chooses their password here; everyone else has one already (ADR 0063). A recruiter may
    // activate them without one, as the server lets them ("Activate now"): they choose it with the mailed link.
    if (user.password === '') {
      if (body.password === undefined) {
        if (scope === '') return response(400).json({ password: [PASSWORD_NEEDED] })
      } else {
        const detail: Detail = []
        checkPassword(detail, ['body', 'password'], body.password)
        const failure = invalid(detail)
        if (failure) return response.untyped(failure)
        user.password = body.password
      }
    } else if (body.password !== undefined) {
      return response(400).json({ password: ['This account has a password already. Activate it without one.'] })
    }
    user.is_active = true
    return response(200).json({ user_id: user.id, user_type: user.user_type, is_active: true })
  })
}
