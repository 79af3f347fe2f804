import { pipelineGroupOf, type ApplicationStatus } from '@hireloop/flows/rules'
import { sql, type Transaction } from 'kysely'
import type { ApiContext, Schemas } from '../../api/context.ts'
import { forbidden, HttpError, notFound } from '../../api/errors.ts'
import { created, noContent, ok, signedIn, type Call, type OperationHandlers } from '../../api/operation.ts'
import { checkListOffset, sortOf } from '../../api/list-order.ts'
import { page, pageMeta, type PageQuery } from '../../api/pagination.ts'
import { checkIfMatch } from '../../api/safe-writes.ts'
import { containsPattern } from '../../api/search.ts'
import type { Database, Vacancy } from '../../db/schema.ts'
import { actorOf } from '../../policy/actor.ts'
import { readByPolicy } from '../../policy/facts.ts'
import { READ_SCOPES } from '../../policy/scopes.ts'
import { syncCompanyOnboarding } from '../onboarding/onboarding.queries.ts'
import {
  findVacancy,
  insertVacancy,
  readVacancy,
  replaceVacancy,
  STORED_STATUS,
  vacanciesToWire,
  vacancySummary,
  vacancyToWire,
} from './vacancies.queries.ts'
import { checkVacancyInput, companyIdIssue } from './vacancies.validation.ts'

export const ARCHIVED_READ_ONLY = 'This vacancy is archived: archived vacancies are read only.'
export const HAS_APPLICATIONS = 'This vacancy has applications: archive it instead.'

const conflict = (message: string) => new HttpError(409, { message: [message] })

/**
 * Which company a new vacancy belongs to. Employers write their own company's (`company_id` absent or theirs);
 * recruiters name an existing company under /admin.
 */
async function companyOf(
  trx: Transaction<Database>,
  call: Call<'createVacancy'> | Call<'createVacancyDraft'>,
): Promise<string> {
  const given = call.body.company_id
  if (call.scope.kind === 'company') {
    if (given !== undefined && given !== call.scope.companyId) {
      throw companyIdIssue("A vacancy belongs to your company: leave company_id out or give your company's id.")
    }
    return call.scope.companyId
  }
  if (given === undefined) throw companyIdIssue('Choose the company this vacancy belongs to.')
  const company = await trx.selectFrom('companies').select('id').where('id', '=', given).executeTakeFirst()
  if (!company) throw companyIdIssue('Company not found.', 'not_found')
  return company.id
}

/** The vacancy a write changes, locked for the rest of the write; the policy has already checked the caller. */
async function lockVacancy(trx: Transaction<Database>, id: string): Promise<Vacancy> {
  const vacancy = await findVacancy(trx, id, { forUpdate: true })
  if (!vacancy) throw notFound('Vacancy not found.')
  return vacancy
}

/** The sort fields other than the company's name, each backed by an index of migration 0020 (ADR 0088). */
const VACANCY_ORDER = {
  created_at: sql`vacancies.created_at`,
  title: sql`lower(vacancies.title)`,
  status: sql`vacancies.status`,
} as const

type AvatarsCall = Call<'listVacancyTalentAvatars'> | Call<'listCompanyVacancyTalentAvatars'>

/** Vacancies (issue 12, ADR 0064): Active (published or a draft) or Archived; archived ones are read only. */
export function vacancyHandlers(ctx: ApiContext) {
  async function create(call: Call<'createVacancy'> | Call<'createVacancyDraft'>, draft: boolean) {
    const caller = signedIn(call)
    return ctx.write(call, async (trx, audit) => {
      const companyId = await companyOf(trx, call)
      await checkVacancyInput(trx, call.body)
      const row = await insertVacancy(trx, companyId, call.body, { draft, created_by: caller.userId })
      await syncCompanyOnboarding(trx, companyId)
      audit.object('vacancy', row.id, { before: null, after: vacancySummary(row) })
      return created(await vacancyToWire(trx, row))
    })
  }

  /**
   * Per vacancy of one company (newest first, as the list), the applicants in all, the first five with their name
   * and avatar, the applications per pipeline group (the pure rule of packages/flows decides the group) and when an
   * application last changed. Three queries per page.
   */
  async function talentAvatars(companyId: string, call: AvatarsCall) {
    const paging: PageQuery = { page: call.query.page ?? 1, size: call.query.size ?? 10 }
    const { limit, offset } = page(paging)
    let vacancies = ctx.db.selectFrom('vacancies').where('company_id', '=', companyId)
    if (call.query.status !== undefined) vacancies = vacancies.where('status', '=', STORED_STATUS[call.query.status])
    const [rows, { total }] = await Promise.all([
      vacancies.select('id').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      vacancies.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    ])
    const ids = rows.map((row) => row.id)
    const [counts, firsts] =
      ids.length === 0
        ? [[], []]
        : await Promise.all([
            ctx.db
              .selectFrom('applications')
              .select([
                'vacancy_id',
                'status',
                sql<number>`count(*)::int`.as('count'),
                sql<Date>`max(updated_at)`.as('last'),
              ])
              .where('vacancy_id', 'in', ids)
              .groupBy(['vacancy_id', 'status'])
              .execute(),
            ctx.db
              .selectFrom((eb) =>
                eb
                  .selectFrom('applications')
                  .innerJoin('users', 'users.id', 'applications.talent_id')
                  .select([
                    'applications.vacancy_id',
                    'applications.talent_id',
                    'users.first_name',
                    'users.last_name',
                    'users.image_url',
                    sql<number>`row_number() over (
                      partition by applications.vacancy_id order by applications.created_at, applications.id)`.as(
                      'rank',
                    ),
                  ])
                  .where('applications.vacancy_id', 'in', ids)
                  .as('ranked'),
              )
              .selectAll()
              .where('rank', '<=', 5)
              .orderBy('rank')
              .execute(),
          ])
    const results: Schemas['VacancyTalentAvatars'][] = ids.map((vacancyId) => {
      const groups = { matched: 0, interested: 0, interview: 0, decision: 0 }
      let applicants = 0
      let last: Date | null = null
      for (const row of counts.filter((count) => count.vacancy_id === vacancyId)) {
        applicants += row.count
        const group = pipelineGroupOf(row.status as ApplicationStatus)
        if (group) groups[group] += row.count
        const changed = new Date(row.last)
        if (!last || changed > last) last = changed
      }
      return {
        vacancy_id: vacancyId,
        total: applicants,
        talents: firsts
          .filter((first) => first.vacancy_id === vacancyId)
          .map((first) => ({
            talent_id: first.talent_id,
            full_name: `${first.first_name} ${first.last_name}`.trim(),
            image_url: first.image_url,
          })),
        groups,
        last_activity_at: last ? last.toISOString() : null,
      }
    })
    return ok({ results, ...pageMeta(paging, total) })
  }

  return {
    // Employers see their company's vacancies (drafts and archived included), talents the Active published ones,
    // recruiters all: the SQL scope of the policy, never a filter in memory.
    async listVacancies(call) {
      const { query } = call
      const actor = actorOf(signedIn(call))
      if (!actor) throw forbidden('Your account is not linked to a company yet.')
      const paging: PageQuery = { page: query.page ?? 1, size: query.size ?? 10 }
      checkListOffset(paging)
      const { limit, offset } = page(paging)
      let scoped = READ_SCOPES.vacancy(ctx.db, actor)
      if (query.status !== undefined) scoped = scoped.where('vacancies.status', '=', STORED_STATUS[query.status])
      if (query.draft !== undefined) scoped = scoped.where('vacancies.draft', '=', query.draft)
      if (query.company_id !== undefined) scoped = scoped.where('vacancies.company_id', '=', query.company_id)
      if (query.q !== undefined && query.q.trim() !== '') {
        scoped = scoped.where('vacancies.title', 'ilike', containsPattern(query.q))
      }
      const { field, direction } = sortOf(query.sort ?? '-created_at')
      const ordered =
        field === 'company'
          ? scoped
              .innerJoin('companies', 'companies.id', 'vacancies.company_id')
              .orderBy(sql`lower(companies.name)`, direction)
          : scoped.orderBy(VACANCY_ORDER[field], direction)
      const [rows, { total }] = await Promise.all([
        ordered.selectAll('vacancies').orderBy('vacancies.id', direction).limit(limit).offset(offset).execute(),
        scoped.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
      ])
      return ok({ results: await vacanciesToWire(ctx.db, rows), ...pageMeta(paging, total) })
    },

    // The policy has checked that the caller may read this vacancy (a talent only an Active published one), and
    // read it whole for a talent or an employer in the same statement (ADR 0106). The route serves its ETag.
    async getVacancy(call) {
      const vacancy = readByPolicy(call) ?? (await readVacancy(ctx.db, call.params.id))?.wire
      if (!vacancy) throw notFound('Vacancy not found.')
      return ok(vacancy)
    },

    async createVacancy(call) {
      return create(call, false)
    },

    async createVacancyDraft(call) {
      return create(call, true)
    },

    // Replaces the content; `draft: false` publishes a draft (the contract's VacancyInput has checked that the
    // published fields are all there). If-Match (the ETag of getVacancy) keeps a change made meanwhile: 412.
    async updateVacancy(call) {
      const { params, body } = call
      return ctx.write(call, async (trx, audit) => {
        const vacancy = await lockVacancy(trx, params.id)
        checkIfMatch(call.request, 'vacancy', await vacancyToWire(trx, vacancy))
        if (vacancy.status === 'archived') throw conflict(ARCHIVED_READ_ONLY)
        if (body.company_id !== undefined && body.company_id !== vacancy.company_id) {
          throw companyIdIssue('A vacancy stays with its company: leave company_id out or give its own.')
        }
        const draft = body.draft ?? false
        await checkVacancyInput(trx, body, { published: !draft })
        const row = await replaceVacancy(trx, vacancy.id, body, draft)
        await syncCompanyOnboarding(trx, row.company_id)
        audit.object('vacancy', row.id, { before: vacancySummary(vacancy), after: vacancySummary(row) })
        return ok(await vacancyToWire(trx, row))
      })
    },

    // Archiving is one way (there is no unarchive) and idempotent: an archived vacancy answers as it is.
    async archiveVacancy(call) {
      return ctx.write(call, async (trx, audit) => {
        const vacancy = await lockVacancy(trx, call.params.id)
        if (vacancy.status === 'archived') {
          audit.object('vacancy', vacancy.id)
          return ok(await vacancyToWire(trx, vacancy))
        }
        const now = new Date()
        const row = await trx
          .updateTable('vacancies')
          .set({ status: 'archived', archived_at: now, updated_at: now })
          .where('id', '=', vacancy.id)
          .returningAll()
          .executeTakeFirstOrThrow()
        audit.object('vacancy', row.id, { before: vacancySummary(vacancy), after: vacancySummary(row) })
        return ok(await vacancyToWire(trx, row))
      })
    },

    // Applications are the talents' history with the company: a vacancy that has any is archived, not deleted
    // (ADR 0064). The lock makes a concurrent application wait, then fail on the deleted row.
    async deleteVacancy(call) {
      const orphanKey = await ctx.write(call, async (trx, audit) => {
        const vacancy = await lockVacancy(trx, call.params.id)
        const application = await trx
          .selectFrom('applications')
          .select('id')
          .where('vacancy_id', '=', vacancy.id)
          .limit(1)
          .executeTakeFirst()
        if (application) throw conflict(HAS_APPLICATIONS)
        await trx.deleteFrom('vacancies').where('id', '=', vacancy.id).execute()
        // The uploaded file the vacancy was read from goes with it; its bytes after the commit.
        const file = vacancy.file_id
          ? await trx.deleteFrom('files').where('id', '=', vacancy.file_id).returning('storage_key').executeTakeFirst()
          : undefined
        audit.object('vacancy', vacancy.id, { before: vacancySummary(vacancy), after: null })
        return file?.storage_key ?? null
      })
      // A leftover object costs space, not correctness: no row refers to it any more.
      if (orphanKey) await ctx.files.delete(orphanKey).catch(() => {})
      return noContent()
    },

    async listVacancyTalentAvatars(call) {
      if (call.scope.kind !== 'company') throw forbidden()
      return talentAvatars(call.scope.companyId, call)
    },

    // Recruiters: any company's, by its id.
    async listCompanyVacancyTalentAvatars(call) {
      const company = await ctx.db
        .selectFrom('companies')
        .select('id')
        .where('id', '=', call.params.id)
        .executeTakeFirst()
      if (!company) throw notFound('Company not found.')
      return talentAvatars(company.id, call)
    },
  } satisfies OperationHandlers
}
