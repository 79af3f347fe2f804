import {
  mayActOn,
  RECRUITER_LEVELS,
  recruiterMay,
  type Actor,
  type Grants,
  type ObjectFacts,
  type RecruiterLevel,
} from '@hireloop/flows/rules'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { hashPassword } from '../src/accounts/passwords.ts'
import { defaultNotificationSettings } from '../src/accounts/users.ts'
import type { ApiContext } from '../src/api/context.ts'
import { deriveScopedDocument, loadContract, type DerivedContract } from '../src/api/contract.ts'
import type { OperationId } from '../src/api/operation.ts'
import { contractPath } from '../src/config.ts'
import { DEMO_COLLEAGUES } from '../src/db/seed-companies.ts'
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed.ts'
import { OPERATION_POLICY } from '../src/policy/operations.ts'
import { READ_SCOPES } from '../src/policy/scopes.ts'
import { newSteps } from '../src/resources/onboarding/onboarding.queries.ts'
import { grantsOf } from '../src/resources/access-rules/access-rules.queries.ts'
import { createOperationHandlers } from '../src/resources/index.ts'
import { signIn } from './helpers/oidc-client.ts'
import { api, startTestServer, type DatabaseKind, type TestServer } from './helpers/server.ts'
import { streamStatus } from './helpers/sse.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- OpenAPI documents are open-ended JSON */

type Route = DerivedContract['routes'][number]

const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const T1 = demo('talent.published@hireloop.test')
const T2 = demo('talent.new@hireloop.test')
const E1 = demo('employer@hireloop.test')
const E2 = demo('employer.new@hireloop.test')
const C1 = DEMO_COMPANIES[0]!
const ADMIN = demo('admin@hireloop.test')
const MATRIX_VACANCY = 'c0000000-0000-4000-8000-00000000a001'
const MATRIX_APPLICATION = 'c0000000-0000-4000-8000-00000000a002'
const MATRIX_CONVERSATION = 'c0000000-0000-4000-8000-00000000a003'
const RITA = demo('recruiter@hireloop.test')
const INVITED = DEMO_COLLEAGUES[1]
const MATRIX_MEETING = 'c0000000-0000-4000-8000-00000000a004'
const MATRIX_INVOICE = 'c0000000-0000-4000-8000-00000000a005'

interface Caller {
  name: string
  email: string | null
  userId: string | null
  actor: Actor | null
  userType: 'talent' | 'employer' | 'recruiter' | null
  companyId: string | null
  isAdmin: boolean
}

const LEVEL_EMAILS: Record<RecruiterLevel, string> = {
  sourcer: 'matrix.sourcer@hireloop.test',
  recruiter: 'recruiter@hireloop.test',
  senior_recruiter: 'matrix.senior@hireloop.test',
  head_of_recruitment: 'matrix.head@hireloop.test',
}

const recruiter = (level: RecruiterLevel, id: string): Caller => ({
  name: `recruiter (${level})`,
  email: LEVEL_EMAILS[level],
  userId: id,
  actor: { role: 'recruiter', userId: id, level },
  userType: 'recruiter',
  companyId: null,
  isAdmin: false,
})

/**
 * The authorization matrix (issue 9), generated from the contract and the policy: every implemented operation, under
 * every scope it is offered in, called by every kind of caller, with the outcome the contract and the policy
 * predict. The objects belong to the first talent and the first company, so "talent other" and "employer other
 * company" ask for what is not theirs. A leak is a call the policy denies that the server let through; a call the
 * policy allows that the server refused fails the matrix too. Operations without a handler are listed as pending.
 */
export function authorizationMatrix(kind: DatabaseKind) {
  let t: TestServer
  const tokens = new Map<string, string>()
  const { document, routes } = deriveScopedDocument(loadContract(contractPath))
  const callers: Caller[] = []
  /** The objects of the matrix: what the first talent and the first company own. */
  const objects: { [R in keyof ObjectFacts]?: { id: string; facts: ObjectFacts[R] } } = {}
  /** Each level's access rules as the database holds them (the seed adds a custom one; ADR 0084). */
  const levelGrants = {} as Record<RecruiterLevel, Grants>

  beforeAll(async () => {
    t = await startTestServer(kind, { RATE_LIMITS: 'false' })
    const passwordHash = await hashPassword(DEMO_PASSWORD)
    for (const [level, email] of Object.entries(LEVEL_EMAILS) as [RecruiterLevel, string][]) {
      if (level === 'recruiter') continue
      await t.server.db
        .insertInto('users')
        .values({
          user_type: 'recruiter',
          email,
          password_hash: passwordHash,
          first_name: 'Matrix',
          last_name: 'Recruiter',
          image_url: null,
          is_active: true,
          recruiter_level: level,
          company_id: null,
          notification_settings: JSON.stringify(defaultNotificationSettings),
        })
        .execute()
    }
    const ids = Object.fromEntries(
      (await t.server.db.selectFrom('users').select(['id', 'email']).execute()).map((row) => [row.email, row.id]),
    )
    callers.push(
      { name: 'anonymous', email: null, userId: null, actor: null, userType: null, companyId: null, isAdmin: false },
      {
        name: 'talent own',
        email: T1.email,
        userId: T1.id,
        actor: { role: 'talent', userId: T1.id },
        userType: 'talent',
        companyId: null,
        isAdmin: false,
      },
      {
        name: 'talent other',
        email: T2.email,
        userId: T2.id,
        actor: { role: 'talent', userId: T2.id },
        userType: 'talent',
        companyId: null,
        isAdmin: false,
      },
      {
        name: 'employer own company',
        email: E1.email,
        userId: E1.id,
        actor: { role: 'employer', userId: E1.id, companyId: E1.company_id! },
        userType: 'employer',
        companyId: E1.company_id!,
        isAdmin: false,
      },
      {
        name: 'employer other company',
        email: E2.email,
        userId: E2.id,
        actor: { role: 'employer', userId: E2.id, companyId: E2.company_id! },
        userType: 'employer',
        companyId: E2.company_id!,
        isAdmin: false,
      },
      ...(Object.keys(LEVEL_EMAILS) as RecruiterLevel[]).map((level) => recruiter(level, ids[LEVEL_EMAILS[level]]!)),
      {
        name: 'admin',
        email: ADMIN.email,
        userId: ADMIN.id,
        actor: { role: 'admin', userId: ADMIN.id },
        userType: 'recruiter',
        companyId: null,
        isAdmin: true,
      },
    )
    for (const caller of callers) {
      if (caller.email) tokens.set(caller.name, (await signIn(t.base, caller.email, DEMO_PASSWORD)).access_token)
    }
    for (const level of RECRUITER_LEVELS) levelGrants[level] = await grantsOf(t.server.db, level)
    objects.company = { id: C1.id, facts: { id: C1.id } }
    const onboarding =
      (await t.server.db
        .selectFrom('onboarding_states')
        .select('id')
        .where('talent_id', '=', T1.id)
        .executeTakeFirst()) ??
      (await t.server.db
        .insertInto('onboarding_states')
        .values({ user_type: 'talent', talent_id: T1.id, steps: JSON.stringify(newSteps('talent', new Set())) })
        .returning('id')
        .executeTakeFirstOrThrow())
    objects.onboarding = { id: onboarding.id, facts: { ownerId: T1.id } }
    // The first company's invited colleague: edited, then removed once (ALLOWED_REFUSALS), so no login is lost.
    objects.employer = { id: INVITED.id, facts: { id: INVITED.id, companyId: C1.id } }
    // An archived vacancy with an application: the writes that the policy allows answer the same however often they
    // run (archive is idempotent, an update is 409 read only, a delete 409 for its application), and talents see
    // none of it.
    await t.server.db
      .insertInto('vacancies')
      .values({
        id: MATRIX_VACANCY,
        company_id: C1.id,
        title: 'Matrix vacancy',
        status: 'archived',
        archived_at: new Date(),
      })
      .execute()
    objects.vacancy = { id: MATRIX_VACANCY, facts: { companyId: C1.id, status: 'archived' } }
    // Its application is a confirmed hire, so every write the policy allows answers the same each time: a move or a
    // removal is 409, a confirmation changes nothing (applications-suite.ts moves and removes real ones).
    await t.server.db
      .insertInto('applications')
      .values({
        id: MATRIX_APPLICATION,
        vacancy_id: MATRIX_VACANCY,
        talent_id: T1.id,
        resume_id: T1.resume!.id,
        status: 'offer_accepted',
      })
      .execute()
    await t.server.db
      .insertInto('hire_confirmations')
      .values([
        { application_id: MATRIX_APPLICATION, side: 'talent', confirmed_by: T1.id },
        { application_id: MATRIX_APPLICATION, side: 'employer', confirmed_by: E1.id },
      ])
      .execute()
    objects.application = { id: MATRIX_APPLICATION, facts: { talentId: T1.id, companyId: C1.id } }
    // A canceled meeting the first company organised with the first talent: canceling again changes nothing and an
    // update is 409, however often the allowed callers ask (meetings-suite.ts changes and cancels real ones).
    await t.server.db
      .insertInto('meetings')
      .values({
        id: MATRIX_MEETING,
        title: 'Matrix meeting',
        type: 'intro',
        status: 'canceled',
        starts_at: new Date('2027-01-04T10:00:00Z'),
        ends_at: new Date('2027-01-04T10:30:00Z'),
        time_zone: 'Europe/Berlin',
        organizer_id: E1.id,
        organizer_company_id: C1.id,
      })
      .execute()
    await t.server.db
      .insertInto('meeting_participants')
      .values([E1.id, T1.id].map((user_id) => ({ meeting_id: MATRIX_MEETING, user_id })))
      .execute()
    objects.meeting = { id: MATRIX_MEETING, facts: { organizerCompanyId: C1.id, participantIds: [E1.id, T1.id] } }
    // Its conversation: the first talent's and the first company's; every allowed caller may post in it.
    await t.server.db
      .insertInto('conversations')
      .values({
        id: MATRIX_CONVERSATION,
        application_id: MATRIX_APPLICATION,
        vacancy_id: MATRIX_VACANCY,
        company_id: C1.id,
        talent_id: T1.id,
      })
      .execute()
    objects.conversation = { id: MATRIX_CONVERSATION, facts: { companyId: C1.id, talentId: T1.id } }
    // A void invoice of the first company: its employers read it, and every move the allowed callers ask for is 409
    // (invoices-suite.ts moves real ones). Its number is outside the counters' years, so it takes none of theirs.
    await t.server.db
      .insertInto('invoices')
      .values({
        id: MATRIX_INVOICE,
        number: 'HL-1999-0001',
        company_id: C1.id,
        status: 'void',
        currency: 'EUR',
        tax_percent: 19,
        subtotal: 100_000,
        tax: 19_000,
        total: 119_000,
        due_date: '2027-01-31',
        voided_at: new Date(),
      })
      .execute()
    await t.server.db
      .insertInto('invoice_lines')
      .values({
        invoice_id: MATRIX_INVOICE,
        position: 0,
        description: 'Matrix fee',
        quantity: 1,
        unit_amount: 100_000,
        amount: 100_000,
      })
      .execute()
    objects.invoice = { id: MATRIX_INVOICE, facts: { companyId: C1.id, status: 'void' } }
    // Applications link the first talent to the first company (ADR 0071): its employers read the talent and resume.
    const linked = await linkedCompanies(T1.id)
    objects.talent = { id: T1.id, facts: { id: T1.id, linkedCompanyIds: linked } }
    objects.resume = {
      id: T1.resume!.id,
      facts: { talentId: T1.id, draft: T1.resume!.draft, linkedCompanyIds: linked },
    }
  })
  afterAll(async () => {
    await t?.close()
  })

  /** The companies whose vacancies a talent has applications to. */
  async function linkedCompanies(talentId: string): Promise<string[]> {
    const rows = await t.server.db
      .selectFrom('applications')
      .innerJoin('vacancies', 'vacancies.id', 'applications.vacancy_id')
      .select('vacancies.company_id')
      .distinct()
      .where('applications.talent_id', '=', talentId)
      .execute()
    return rows.map((row) => row.company_id)
  }

  /** What the contract and the policy say this caller may do on this route. */
  function expected(route: Route, caller: Caller): boolean {
    if (route.anonymous) return true
    if (!caller.actor || !caller.userType) return false
    if (!route.userTypes.includes(caller.userType)) return false
    if (route.scope === 'admin' && caller.userType !== 'recruiter') return false
    if (route.scope === 'company' && caller.userType !== 'employer') return false
    if (route.scope === 'talent' && caller.userType !== 'talent') return false
    if (route.adminOnly && !caller.isAdmin) return false
    const rule = OPERATION_POLICY[route.operationId as OperationId]
    if (rule.access !== 'resource') return true
    const actor = caller.actor
    if (actor.role === 'admin') return true
    if (actor.role === 'recruiter') return recruiterMay(actor.level, rule.resource, rule.action, levelGrants)
    if (!rule.object) return true
    const object = objects[rule.object.resource]
    if (!object) throw new Error(`the matrix has no ${rule.object.resource} object: add one for ${route.operationId}`)
    return mayActOn(actor, rule.object.resource, rule.action, object.facts as never)
  }

  /** The URL this caller would use: its own scope prefix; path parameters name the matrix's objects. */
  function urlOf(route: Route, caller: Caller): string {
    const rule = OPERATION_POLICY[route.operationId as OperationId]
    let path = route.path
      .replace('{companyId}', caller.companyId ?? C1.id)
      .replace('{userId}', caller.userType === 'talent' ? caller.userId! : T1.id)
    const objectParam = rule.access === 'resource' ? rule.object : undefined
    for (const [, param] of path.matchAll(/\{(\w+)\}/g)) {
      const value =
        objectParam && param === objectParam.param
          ? objects[objectParam.resource]!.id
          : (PARAMETER_VALUES[`${route.operationId}.${param}`] ?? PARAMETER_VALUES[param!] ?? T2.id)
      path = path.replace(`{${param}}`, value)
    }
    return path.slice('/api/v1'.length)
  }

  /** Operations answering an event stream (by the contract as written: the derived routes keep JSON answers only). */
  const eventStreams = new Set(
    Object.values<any>(loadContract(contractPath).paths)
      .flatMap((item) => Object.values<any>(item))
      .filter((operation) => operation?.responses?.['200']?.content?.['text/event-stream'])
      .map((operation) => operation.operationId),
  )
  const isEventStream = (route: Route) => eventStreams.has(route.operationId)

  function bodyOf(route: Route): unknown {
    const operation = document.paths[route.path.slice('/api/v1'.length)]?.[route.method.toLowerCase()]
    const content = operation?.requestBody?.content?.['application/json']
    if (!content) return undefined
    const example = content.example ?? Object.values<any>(content.examples ?? {})[0]?.value
    return BODIES[route.operationId] ?? example ?? {}
  }

  it('holds every implemented operation against every caller: N cells, 0 leaks', async () => {
    const context = { config: t.config, db: t.server.db } as unknown as ApiContext
    const implemented = new Set(Object.keys(createOperationHandlers(context)))
    const pending = new Set<string>()
    const leaks: string[] = []
    const refused: string[] = []
    const errors: string[] = []
    let cells = 0
    for (const route of routes) {
      if (!implemented.has(route.operationId)) {
        pending.add(route.operationId)
        continue
      }
      for (const caller of callers) {
        const allow = expected(route, caller)
        const token = tokens.get(caller.name)
        const body = bodyOf(route)
        // An event stream never ends: its status and headers are the answer, then the matrix hangs up.
        const response = isEventStream(route)
          ? await streamStatus(t.base, urlOf(route, caller), token)
          : await api(t.base, route.method, urlOf(route, caller), {
              ...(token ? { token } : {}),
              ...(body !== undefined ? { body } : {}),
            })
        cells += 1
        const cell = `${route.method} ${route.path} as ${caller.name}: ${response.status} ${JSON.stringify(response.body)}`
        const denied = response.status === 401 || response.status === 403 || response.status === 404
        if (response.status >= 500) errors.push(cell)
        else if (!allow && !denied) leaks.push(cell)
        else if (allow && denied && !ALLOWED_REFUSALS.has(`${route.operationId}:${response.status}`)) refused.push(cell)
      }
    }
    console.log(
      `authorization matrix on ${kind}: ${cells} cells, ${leaks.length} leaks; ${pending.size} operations pending (no handler yet)`,
    )
    expect(errors, 'server errors').toEqual([])
    expect(leaks, 'calls the policy denies that the server allowed').toEqual([])
    expect(refused, 'calls the policy allows that the server refused').toEqual([])
    expect(cells).toBeGreaterThan(0)
    // Thousands of real requests, one after the other: the matrix grows with every implemented operation.
  }, 180_000)

  it('lists what the object rule lets each caller read, row for row (SQL scope = pure rule)', async () => {
    const db = t.server.db
    const [companies, talents, resumes, onboardings, vacancies, employers, applications, conversations] =
      await Promise.all([
        db.selectFrom('companies').select('id').execute(),
        db.selectFrom('users').select('id').where('user_type', '=', 'talent').execute(),
        db.selectFrom('resumes').select(['id', 'talent_id', 'draft']).execute(),
        db.selectFrom('onboarding_states').select(['id', 'talent_id', 'company_id']).execute(),
        db.selectFrom('vacancies').select(['id', 'company_id', 'status', 'draft']).execute(),
        db
          .selectFrom('users')
          .select(['id', 'company_id'])
          .where('user_type', '=', 'employer')
          .where('company_id', 'is not', null)
          .execute(),
        db
          .selectFrom('applications')
          .innerJoin('vacancies', 'vacancies.id', 'applications.vacancy_id')
          .select(['applications.id', 'applications.talent_id', 'vacancies.company_id'])
          .where('applications.resume_id', 'is not', null)
          .execute(),
        db.selectFrom('conversations').select(['id', 'company_id', 'talent_id']).execute(),
      ])
    const links = new Map<string, string[]>()
    for (const talent of talents) links.set(talent.id, await linkedCompanies(talent.id))
    const [meetings, meetingParticipants, feedback, invoices] = await Promise.all([
      db.selectFrom('meetings').select(['id', 'organizer_company_id']).execute(),
      db.selectFrom('meeting_participants').select(['meeting_id', 'user_id']).execute(),
      db.selectFrom('feedback').select(['id', 'company_id']).execute(),
      db.selectFrom('invoices').select(['id', 'company_id', 'status']).execute(),
    ])
    const rows = {
      company: companies.map((row) => ({ id: row.id, facts: { id: row.id } })),
      talent: talents.map((row) => ({ id: row.id, facts: { id: row.id, linkedCompanyIds: links.get(row.id)! } })),
      resume: resumes.map((row) => ({
        id: row.id,
        facts: { talentId: row.talent_id, draft: row.draft, linkedCompanyIds: links.get(row.talent_id)! },
      })),
      onboarding: onboardings.map((row) => ({ id: row.id, facts: { ownerId: (row.talent_id ?? row.company_id)! } })),
      vacancy: vacancies.map((row) => ({
        id: row.id,
        facts: {
          companyId: row.company_id,
          status: row.status === 'archived' ? 'archived' : row.draft ? 'draft' : 'active',
        },
      })),
      employer: employers.map((row) => ({ id: row.id, facts: { id: row.id, companyId: row.company_id! } })),
      application: applications.map((row) => ({
        id: row.id,
        facts: { talentId: row.talent_id, companyId: row.company_id },
      })),
      conversation: conversations.map((row) => ({
        id: row.id,
        facts: { companyId: row.company_id, talentId: row.talent_id },
      })),
      meeting: meetings.map((row) => ({
        id: row.id,
        facts: {
          organizerCompanyId: row.organizer_company_id,
          participantIds: meetingParticipants.filter((p) => p.meeting_id === row.id).map((p) => p.user_id),
        },
      })),
      feedback: feedback.map((row) => ({ id: row.id, facts: { companyId: row.company_id } })),
      invoice: invoices.map((row) => ({ id: row.id, facts: { companyId: row.company_id, status: row.status } })),
    }
    let compared = 0
    for (const caller of callers) {
      if (!caller.actor) continue
      const actor = caller.actor
      for (const resource of [
        'company',
        'talent',
        'resume',
        'onboarding',
        'vacancy',
        'employer',
        'application',
        'conversation',
        'meeting',
        'feedback',
        'invoice',
      ] as const) {
        const scoped = await (READ_SCOPES[resource](db, actor) as any).select(`${TABLES[resource]}.id as id`).execute()
        const inSql = new Set(scoped.map((row: { id: string }) => row.id))
        const byRule = new Set(
          rows[resource].filter((row) => mayActOn(actor, resource, 'read', row.facts as never)).map((row) => row.id),
        )
        expect([...inSql].sort(), `${resource} as ${caller.name}`).toEqual([...byRule].sort())
        compared += rows[resource].length
      }
    }
    expect(compared).toBeGreaterThan(0)
  })
}

const TABLES = {
  company: 'companies',
  talent: 'users',
  resume: 'resumes',
  onboarding: 'onboarding_states',
  vacancy: 'vacancies',
  employer: 'users',
  application: 'applications',
  conversation: 'conversations',
  meeting: 'meetings',
  feedback: 'feedback',
  invoice: 'invoices',
} as const

/** Bodies other than the contract's example, each with its reason. */
const BODIES: Record<string, unknown> = {
  // The contract's example is due in the past by now: every caller allowed writes a real draft.
  createCompanyInvoice: {
    currency: 'EUR',
    due_date: '2099-12-31',
    tax_percent: 19,
    lines: [{ description: 'Matrix fee', quantity: 1, unit_amount: 100_000 }],
  },
  // A deletion that succeeds would end the caller's account for the rest of the matrix (my-data.test.ts deletes).
  deleteMyAccount: { current_password: 'not the password' },
  // The invited colleague keeps their address: a changed one would move their invitation (employers-suite.ts does).
  updateEmployer: { first_name: 'Ivo', last_name: 'Invited', email: INVITED.email },
  // The matrix's own objects: its archived vacancy (closed to applications) and its hired application.
  createApplication: { vacancy_id: MATRIX_VACANCY, resume_id: T1.resume!.id },
  setApplicationStatus: { status: 'rejected', application_id: MATRIX_APPLICATION },
  // Scoring names the matrix's archived vacancy and the first talent's published resume.
  scoreMatching: { vacancy_id: MATRIX_VACANCY, resume_id: T1.resume!.id },
  // An interview for the matrix's hired application: the table refuses the move (409) for every caller who sees it.
  createMeeting: {
    title: 'Matrix interview',
    type: 'interview',
    starts_at: '2027-01-05T10:00:00Z',
    duration_minutes: 30,
    participant_ids: [],
    application_id: MATRIX_APPLICATION,
  },
  // A scorecard on the matrix's hired application (Decision pending, so past its interview): every caller who sees
  // it leaves one (feedback-suite.ts checks what is refused and why).
  createTalentFeedback: {
    application_id: MATRIX_APPLICATION,
    scores: { skills: 4, communication: 4, motivation: 4, culture_add: 4 },
    recommendation: 'yes',
  },
}

/** Values for path parameters that do not name the matrix's objects. */
const PARAMETER_VALUES: Record<string, string> = {
  // Activation by a recruiter (or by the mailed link): an existing account of that type.
  'activateTalent.id': T2.id,
  'activateEmployer.id': E2.id,
  // Recruiters' applicant avatars of a company: the matrix's company.
  'listCompanyVacancyTalentAvatars.id': C1.id,
  // A recruiter's conversations: the Recruiter-level recruiter's (the caller at that level reads its own).
  'listRecruiterConversations.id': RITA.id,
  // Invoices of the matrix's company, and its void invoice.
  'createCompanyInvoice.id': C1.id,
  'listCompanyInvoices.id': C1.id,
  'setInvoiceStatus.id': C1.id,
  'setInvoiceStatus.invoiceId': MATRIX_INVOICE,
  // One user of the directory: the talent the matrix names by default, under their type.
  'getUser.type': 'talent',
}

/**
 * Refusals that are the handler's answer to an allowed caller, not authorization: (operationId:status). Each says why.
 */
const ALLOWED_REFUSALS = new Set<string>([
  // The matrix stores no image: every signed-in caller may ask, and hears that this id has none (files-suite.ts
  // downloads real ones).
  'downloadImage:404',
  // Nor a resume file or a parse job: the callers allowed hear that this id has none (parsing-suite.ts uses real ones).
  'downloadResumeFile:404',
  'getParseJob:404',
  'submitParseJob:404',
  // Nor a skill (their ids are made by migration 0009): the callers allowed hear that this id has none
  // (skills-suite.ts updates, deletes and merges real ones).
  'updateSkill:404',
  'deleteSkill:404',
  'mergeSkill:404',
  // Nor an access rule id, nor a recruiter (access-rules-suite.ts removes real rules and changes real recruiters).
  'deleteAccessRule:404',
  'updateRecruiter:404',
  // The matrix's talents have chosen a password: they sign in, no activation mail is due
  // (talent-activation-mail-suite.ts mails created and unconfirmed talents).
  'sendTalentActivationMail:409',
  'sendTalentActivationMail:404',
  // The matrix's colleague can be removed once: the first caller allowed does, the later ones hear they are gone
  // (employers-suite.ts removes colleagues and checks who may).
  'deleteEmployer:404',
  // A company without billing information hears so (docs/product.md §7): the second company has none.
  'getBillingInfo:404',
  // Applying names the matrix's archived vacancy and the first talent's resume: a talent does not see an archived
  // vacancy, another talent may not apply with that resume, another company's employer does not see the vacancy
  // (applications-suite.ts creates real ones). Callers who see both hear 409: the vacancy is not open.
  'createApplication:404',
  // Scoring the same pair: a talent does not see the archived vacancy, another company's employer does not see it
  // either (matching-suite.ts scores real pairs for each role).
  'scoreMatching:404',
  // Scheduling for the matrix's application: another company's employer does not see it (meetings-suite.ts schedules
  // real ones for each role).
  'createMeeting:404',
  // Recruiters read only their own list of conversations (admins any): the other levels asking for the Recruiter
  // level's hear so (conversations-suite.ts lists each recruiter's own).
  'listRecruiterConversations:403',
  // The matrix holds no invite under the value it names: the admin and the anonymous caller hear that it does not
  // exist (invites-suite.ts resends, deletes and accepts real ones).
  'resendInvite:404',
  'deleteInvite:404',
  'getInviteSignUp:404',
  'acceptInvite:404',
])
