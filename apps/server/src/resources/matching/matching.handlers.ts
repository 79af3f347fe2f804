import {
  matchRequirements,
  mentionsIn,
  pipelineGroupOf,
  scoreMatch,
  scoreRanked,
  type MatchResume,
  type RankedMatching,
} from '@hireloop/flows/rules'
import { sql } from 'kysely'
import type { ApiContext, Schemas } from '../../api/context.ts'
import { HttpError, notFound } from '../../api/errors.ts'
import { ok, type Call, type OperationHandlers } from '../../api/operation.ts'
import { pageMeta, type PageQuery } from '../../api/pagination.ts'
import type { Db } from '../../db/database.ts'
import type { Resume } from '../../db/schema.ts'
import { findResume } from '../resumes/resumes.queries.ts'
import { findVacancy, vacanciesToWire } from '../vacancies/vacancies.queries.ts'
import {
  loadTaxonomy,
  matchResumeOfRow,
  matchResumes,
  matchVacancies,
  matchVacancyOfRow,
  resumeFacts,
  vacancySkills,
} from './matching.documents.ts'
import { TalentIndex } from './matching.index.ts'

export const PUBLISH_RESUME = 'Publish your resume to get matched to vacancies.'
export const PUBLISH_VACANCY = 'Publish the vacancy to match talents to it.'
export const DRAFT_RESUME = 'This resume is a draft: publish it to match it to vacancies.'

const conflict = (message: string) => new HttpError(409, { message: [message] })
const resumeIdIssue = (msg: string) =>
  new HttpError(400, { detail: [{ loc: ['query', 'resume_id'], msg, type: 'required' }] })

/** What a year of each salary period is worth, to compare a vacancy's range with a yearly `salary_min`. */
const PER_YEAR = { year: 1, month: 12, hour: 2080 } as const

/** Talents who are not looking are left out of a vacancy's ranking (the contract's listTalentMatches). */
export const NOT_LOOKING = ['not_looking', 'hired'] as const

/** Each talent's application to each vacancy, as a match shows it (the newest when there are several). */
async function applicationRefs(db: Db, vacancyIds: readonly string[], talentIds: readonly string[]) {
  const refs = new Map<string, Schemas['ApplicationRef']>()
  if (vacancyIds.length === 0 || talentIds.length === 0) return refs
  const rows = await db
    .selectFrom('applications')
    .select([
      'applications.id',
      'applications.vacancy_id',
      'applications.talent_id',
      'applications.status',
      sql<number>`(select count(*)::int from hire_confirmations h where h.application_id = applications.id)`.as(
        'confirmations',
      ),
    ])
    .where('applications.vacancy_id', 'in', [...new Set(vacancyIds)])
    .where('applications.talent_id', 'in', [...new Set(talentIds)])
    .where('applications.resume_id', 'is not', null)
    .orderBy('applications.created_at')
    .execute()
  for (const row of rows) {
    refs.set(`${row.talent_id}:${row.vacancy_id}`, {
      id: row.id,
      status: row.status,
      hiring_pipeline_group: pipelineGroupOf(row.status),
      hired: row.confirmations >= 2,
    })
  }
  return refs
}

/**
 * Matching (issue 13, ADR 0070): one pair scored with its reasons, vacancies ranked for a published resume, and
 * published resumes ranked for a vacancy through the in-memory index. Nothing is stored: every matching is computed
 * from the current rows.
 */
export function matchingHandlers(ctx: ApiContext) {
  const index = new TalentIndex(ctx.db)

  /** The published resume a vacancy ranking is for: the talent's own, or the one a recruiter names. */
  async function rankedResume(call: Call<'listVacancyMatches'>): Promise<Resume> {
    const given = call.query.resume_id
    if (call.scope.kind === 'talent') {
      const talentId = call.scope.userId
      const published = await ctx.db
        .selectFrom('resumes')
        .selectAll()
        .where('talent_id', '=', talentId)
        .where('draft', '=', false)
        .executeTakeFirst()
      if (given !== undefined && given !== published?.id) {
        const own = await findResume(ctx.db, given)
        if (!own || own.talent_id !== talentId) throw notFound('Resume not found.')
      }
      if (!published) throw conflict(PUBLISH_RESUME)
      return published
    }
    if (given === undefined) throw resumeIdIssue('Choose the resume to rank vacancies for.')
    const resume = await findResume(ctx.db, given)
    if (!resume) throw notFound('Resume not found.')
    if (resume.draft) throw conflict(DRAFT_RESUME)
    return resume
  }

  /**
   * Active published vacancies that ask for a skill the resume lists, a skill related to one, or one its text
   * mentions (ADR 0070: a vacancy sharing no skill is not ranked), narrowed by the filters in SQL.
   */
  async function candidateVacancies(call: Call<'listVacancyMatches'>, skillIds: readonly string[]) {
    if (skillIds.length === 0) return []
    const { query } = call
    let candidates = ctx.db
      .selectFrom('vacancies')
      .selectAll()
      .where('status', '=', 'active')
      .where('draft', '=', false)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('vacancy_skills')
            .select('vacancy_skills.skill_id')
            .whereRef('vacancy_skills.vacancy_id', '=', 'vacancies.id')
            .where('vacancy_skills.skill_id', 'in', [...skillIds]),
        ),
      )
    if (query.remote !== undefined && query.remote.length > 0)
      candidates = candidates.where('remote', 'in', query.remote)
    if (query.country !== undefined) candidates = candidates.where('location_country', '=', query.country)
    if (query.salary_min !== undefined) {
      // In bigint: an hourly integer salary times 2,080 leaves the integer range (a 500 the fuzzing found).
      const yearly = sql<number>`salary_max::bigint * case salary_period when 'month' then ${PER_YEAR.month} when 'hour' then ${PER_YEAR.hour} else 1 end`
      candidates = candidates.where(yearly, '>=', query.salary_min)
    }
    for (const skillId of query.skill_id ?? []) {
      candidates = candidates.where((eb) =>
        eb.exists(
          eb
            .selectFrom('vacancy_skills')
            .select('vacancy_skills.skill_id')
            .whereRef('vacancy_skills.vacancy_id', '=', 'vacancies.id')
            .where('vacancy_skills.skill_id', '=', skillId),
        ),
      )
    }
    return candidates.execute()
  }

  /**
   * The page of published resumes ranked for a vacancy, with everything its answer shows, in three steps of
   * parallel reads: the vacancy and its skills; the ranking (its freshness check travels while the index ranks);
   * then the page's resumes with their skills, statuses, talents and applications, all asked at once by the ids the
   * index holds. The index may hold a resume deleted or unpublished since its last look: a row missing from the
   * database is dropped from the index and the ranking run again.
   */
  async function talentMatchesPage(call: Call<'listTalentMatches'>) {
    const paging: PageQuery = { page: call.query.page ?? 1, size: call.query.size ?? 10 }
    const vacancyId = call.params.id
    const [vacancy, skills, applied] = await Promise.all([
      findVacancy(ctx.db, vacancyId),
      vacancySkills(ctx.db, [vacancyId]),
      call.query.without_application
        ? ctx.db
            .selectFrom('applications')
            .innerJoin('resumes', 'resumes.talent_id', 'applications.talent_id')
            .select('resumes.id')
            .where('applications.vacancy_id', '=', vacancyId)
            .execute()
        : undefined,
    ])
    if (!vacancy) throw notFound('Vacancy not found.')
    if (vacancy.draft) throw conflict(PUBLISH_VACANCY)
    const document = matchVacancyOfRow(vacancy, skills.get(vacancy.id) ?? [])
    const skipResumeIds = applied && new Set(applied.map((row) => row.id))
    for (let attempt = 0; ; attempt++) {
      const { total, results } = await index.rank(document, {
        minScore: call.query.min_score ?? 1,
        offset: (paging.page - 1) * paging.size,
        limit: paging.size,
        skipStatuses: NOT_LOOKING,
        skipResumeIds,
      })
      const ids = results.map((result) => result.resumeId)
      const talentIds = results.map((result) => result.talentId)
      const [rows, facts, taxonomy, users, refs] = await Promise.all([
        ids.length === 0
          ? []
          : ctx.db.selectFrom('resumes').selectAll().where('id', 'in', ids).where('draft', '=', false).execute(),
        resumeFacts(ctx.db, ids, talentIds),
        loadTaxonomy(ctx.db),
        talentIds.length === 0
          ? []
          : ctx.db
              .selectFrom('users')
              .select(['id', 'first_name', 'last_name', 'image_url'])
              .where('id', 'in', talentIds)
              .execute(),
        applicationRefs(ctx.db, [vacancy.id], talentIds),
      ])
      const rowOf = new Map(rows.map((row) => [row.id, row]))
      const gone = ids.filter((id) => !rowOf.has(id))
      if (gone.length > 0 && attempt < 3) {
        index.forget(gone)
        continue
      }
      return {
        total,
        rows: ids.flatMap((id) => rowOf.get(id) ?? []),
        paging,
        vacancy,
        document,
        facts,
        taxonomy,
        userOf: new Map(users.map((user) => [user.id, user])),
        refs,
      }
    }
  }

  return {
    // Writes nothing. A talent scores their own resumes against vacancies they may read, an employer the company's
    // vacancies against published resumes, a recruiter any pair; anything else is not found (no existence leak).
    async scoreMatching(call) {
      const { vacancy_id, resume_id } = call.body
      const [vacancy, resume] = await Promise.all([findVacancy(ctx.db, vacancy_id), findResume(ctx.db, resume_id)])
      const scope = call.scope
      const vacancyVisible =
        vacancy &&
        (scope.kind === 'admin' ||
          (scope.kind === 'company' && vacancy.company_id === scope.companyId) ||
          (scope.kind === 'talent' && vacancy.status === 'active' && !vacancy.draft))
      if (!vacancyVisible) throw notFound('Vacancy not found.')
      const resumeVisible =
        resume &&
        (scope.kind === 'admin' ||
          (scope.kind === 'company' && !resume.draft) ||
          (scope.kind === 'talent' && resume.talent_id === scope.userId))
      if (!resumeVisible) throw notFound('Resume not found.')
      const [resumes, vacancies, taxonomy, application] = await Promise.all([
        matchResumes(ctx.db, [resume]),
        matchVacancies(ctx.db, [vacancy]),
        loadTaxonomy(ctx.db),
        ctx.db
          .selectFrom('applications')
          .select('id')
          .where('vacancy_id', '=', vacancy.id)
          .where('resume_id', '=', resume.id)
          .orderBy('created_at', 'desc')
          .executeTakeFirst(),
      ])
      const matching = scoreMatch(resumes.get(resume.id)!, vacancies.get(vacancy.id)!, taxonomy)
      return ok({ vacancy_id: vacancy.id, resume_id: resume.id, matching, application_id: application?.id ?? null })
    },

    async listVacancyMatches(call) {
      const paging: PageQuery = { page: call.query.page ?? 1, size: call.query.size ?? 10 }
      const resume = await rankedResume(call)
      const [resumes, taxonomy] = await Promise.all([matchResumes(ctx.db, [resume]), loadTaxonomy(ctx.db)])
      const document = resumes.get(resume.id)!
      const listed = document.skills.map((skill) => skill.skill_id)
      const shared = new Set([
        ...listed,
        ...listed.flatMap((id) => taxonomy.related.get(id) ?? []),
        ...mentionsIn(document, taxonomy).keys(),
      ])
      const rows = await candidateVacancies(call, [...shared])
      const documents = await matchVacancies(ctx.db, rows)
      const today = new Date()
      const minScore = call.query.min_score ?? 1
      const ranked = rows
        .map((row) => ({ row, matching: scoreMatch(document, documents.get(row.id)!, taxonomy, { today }) }))
        .filter(({ matching }) => matching.score >= minScore)
        .sort(
          (a, b) =>
            b.matching.score - a.matching.score ||
            b.row.created_at.getTime() - a.row.created_at.getTime() ||
            a.row.id.localeCompare(b.row.id),
        )
      const pageRows = ranked.slice((paging.page - 1) * paging.size, paging.page * paging.size)
      const [wires, refs] = await Promise.all([
        vacanciesToWire(
          ctx.db,
          pageRows.map(({ row }) => row),
        ),
        applicationRefs(
          ctx.db,
          pageRows.map(({ row }) => row.id),
          [resume.talent_id],
        ),
      ])
      const results: Schemas['VacancyMatch'][] = pageRows.map(({ row, matching }, position) => ({
        vacancy: wires[position]!,
        matching,
        application: refs.get(`${resume.talent_id}:${row.id}`) ?? null,
      }))
      return ok({ results, ...pageMeta(paging, ranked.length) })
    },

    // The policy has checked the vacancy is the employer's company's (404 otherwise) or that a recruiter may read it.
    async listTalentMatches(call) {
      const { total, rows, paging, vacancy, document, facts, taxonomy, userOf, refs } = await talentMatchesPage(call)
      const today = new Date()
      // What the vacancy asks is said once for the page; each matching carries the talent's verdicts (ADR 0102).
      const scored: { row: Resume; resume: MatchResume; matching: RankedMatching }[] = rows.map((row) => {
        const resume = matchResumeOfRow(row, facts)
        return { row, resume, matching: scoreRanked(resume, document, taxonomy, { today }) }
      })
      // Stable: the index's order stands where the fresh scores agree with it.
      scored.sort((a, b) => b.matching.score - a.matching.score)
      const results: Schemas['TalentMatch'][] = scored.map(({ row, resume, matching }) => {
        const user = userOf.get(row.talent_id)
        return {
          resume: {
            id: row.id,
            title: row.title,
            location: row.country ? { country: row.country, state: row.state, city: row.city } : null,
            // Matching's input holds the resume's skills in the talent's order, as the contract lists them.
            skills: resume.skills.map(({ skill_id, name, level, years }) => ({ skill_id, name, level, years })),
            updated_at: row.updated_at.toISOString(),
          },
          talent: {
            id: row.talent_id,
            full_name: user ? `${user.first_name} ${user.last_name}`.trim() : '',
            image_url: user?.image_url ?? null,
          },
          matching,
          application: refs.get(`${row.talent_id}:${vacancy.id}`) ?? null,
        }
      })
      return ok({ requirements: matchRequirements(document), results, ...pageMeta(paging, total) })
    },
  } satisfies OperationHandlers
}
