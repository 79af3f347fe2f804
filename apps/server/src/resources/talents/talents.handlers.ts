import { staffMay, type Actor } from '@hireloop/flows/rules'
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely'
import type { ApiContext } from '../../api/context.ts'
import { forbidden, HttpError, notFound } from '../../api/errors.ts'
import { ok, signedIn, type OperationHandlers } from '../../api/operation.ts'
import { checkListOffset, sortOf } from '../../api/list-order.ts'
import { page, pageMeta } from '../../api/pagination.ts'
import { containsPattern } from '../../api/search.ts'
import { countOf, COUNTERS } from '../../db/list-counts.ts'
import type { Database, TalentStatus } from '../../db/schema.ts'
import { actorOf } from '../../policy/actor.ts'
import { READ_SCOPES } from '../../policy/scopes.ts'
import { locationIssues } from '../resumes/resumes.validation.ts'
import { DEFAULT_TALENT_STATUS, findTalent, TALENT_STATUSES, talentRows, talentToWire } from './talents.queries.ts'

/**
 * The sort fields, over `users` alone (the page's ids are found without the profiles joined). Creation and name walk
 * an index of migration 0020 (ADR 0088); a talent without a profile is open to work.
 */
const TALENT_ORDER = {
  created_at: sql`users.created_at`,
  name: sql`lower(users.first_name || ' ' || users.last_name)`,
  status: sql`coalesce((select talent_profiles.status from talent_profiles where talent_profiles.user_id = users.id), ${DEFAULT_TALENT_STATUS})`,
} as const

/**
 * The total of a talent list. When the caller sees every talent and nothing but the status narrows the list, it is
 * read from the counters the database keeps (ADR 0110): a profile belongs to a talent (migration 0022 enforces it) and
 * a talent has at most one, so the talents with status S are the profiles with S, and those with the default status
 * are all talents but the profiles with another. Otherwise the filtered selection is counted.
 */
function countTalents(
  db: Kysely<Database>,
  actor: Actor,
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a selection of rows before any column is chosen
  scoped: SelectQueryBuilder<Database, 'users', {}>,
  status: TalentStatus | undefined,
  narrowedOtherwise: boolean,
): Promise<number> {
  if (!narrowedOtherwise && staffMay(actor, 'talent', 'read')) {
    if (status === undefined) return countOf(db, [COUNTERS.talents])
    if (status !== DEFAULT_TALENT_STATUS) return countOf(db, [COUNTERS.talentProfiles(status)])
    const others = TALENT_STATUSES.filter((other) => other !== status).map(COUNTERS.talentProfiles)
    return countOf(db, [COUNTERS.talents], others)
  }
  return scoped
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow()
    .then(({ total }) => total)
}

/** Talents, for recruiters (and, once linked by an application or a match, the companies): ADR 0056. */
export function talentHandlers(ctx: ApiContext) {
  return {
    async listTalents(call) {
      const { query } = call
      const actor = actorOf(signedIn(call))
      if (!actor) throw forbidden('Your account is not linked to a company yet.')
      const paging = { page: query.page ?? 1, size: query.size ?? 10 }
      checkListOffset(paging)
      const { limit, offset } = page(paging)
      // The filters stay on `users`, without joining the profiles, so that the page walks an index of migration 0020
      // in the sort order: ADR 0096.
      let scoped = READ_SCOPES.talent(ctx.db, actor)
      const search = query.q?.trim() ? query.q : undefined
      if (search !== undefined) {
        const pattern = containsPattern(search)
        scoped = scoped.where((eb) =>
          eb.or([
            eb(sql<string>`users.first_name || ' ' || users.last_name`, 'ilike', pattern),
            eb('users.email', 'ilike', pattern),
          ]),
        )
      }
      if (query.status !== undefined) {
        const status = query.status
        // A talent has at most one profile (its key), and none means the default status: a talent has status S when
        // their profile says S, or, for the default, when no profile says otherwise. Unlike coalesce() over a left
        // join, this is a probe of the profile's key per talent the sort index walks past.
        scoped = scoped.where(({ exists, not, selectFrom }) => {
          const profiles = selectFrom('talent_profiles')
            .select('talent_profiles.user_id')
            .whereRef('talent_profiles.user_id', '=', 'users.id')
          return status === DEFAULT_TALENT_STATUS
            ? not(exists(profiles.where('talent_profiles.status', '<>', status)))
            : exists(profiles.where('talent_profiles.status', '=', status))
        })
      }
      if (query.has_resume !== undefined) {
        const withResume = query.has_resume
        scoped = scoped.where(({ exists, not, selectFrom }) => {
          const resume = exists(
            selectFrom('resumes').select('resumes.id').whereRef('resumes.talent_id', '=', 'users.id'),
          )
          return withResume ? resume : not(resume)
        })
      }
      const { field, direction } = sortOf(query.sort ?? '-created_at')
      // The page's ids first, then its rows with their profile and resume: only the rows shown are joined.
      const ids = scoped
        .select('users.id')
        .orderBy(TALENT_ORDER[field], direction)
        .orderBy('users.id', direction)
        .limit(limit)
        .offset(offset)
      const [rows, total] = await Promise.all([
        talentRows(ctx.db.selectFrom('users'))
          .where('users.id', 'in', ids)
          .orderBy(TALENT_ORDER[field], direction)
          .orderBy('users.id', direction)
          .execute(),
        countTalents(ctx.db, actor, scoped, query.status, search !== undefined || query.has_resume !== undefined),
      ])
      return ok({ results: rows.map(talentToWire), ...pageMeta(paging, total) })
    },

    // The policy has checked that the caller may read this talent.
    async getTalent(call) {
      const talent = await findTalent(ctx.db, call.params.id)
      if (!talent) throw notFound('Talent not found.')
      return ok(talent)
    },

    async updateTalent(call) {
      const { params, body } = call
      const issues = await locationIssues(body.location, ['body', 'location'])
      if (issues.length > 0) throw new HttpError(400, { detail: issues })
      return ctx.write(call, async (trx, audit) => {
        const user = await trx
          .selectFrom('users')
          .selectAll()
          .where('id', '=', params.id)
          .where('user_type', '=', 'talent')
          .forUpdate()
          .executeTakeFirst()
        if (!user) throw notFound('Talent not found.')
        const before = (await findTalent(trx, params.id))!
        await trx
          .updateTable('users')
          .set({
            first_name: body.first_name.trim(),
            last_name: body.last_name.trim(),
            ...(body.image_url !== undefined ? { image_url: body.image_url } : {}),
          })
          .where('id', '=', params.id)
          .execute()
        if (body.location !== undefined) {
          const location = {
            country: body.location?.country ?? null,
            state: body.location?.state ?? null,
            city: body.location?.city ?? null,
          }
          await trx
            .insertInto('talent_profiles')
            .values({ user_id: params.id, ...location })
            .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...location, updated_at: new Date() }))
            .execute()
        }
        const after = (await findTalent(trx, params.id))!
        const summary = (t: typeof after) => ({
          first_name: t.first_name,
          last_name: t.last_name,
          image_url: t.image_url,
          country: t.location?.country ?? null,
        })
        audit.object('talent', params.id, { before: summary(before), after: summary(after) })
        return ok(after)
      })
    },

    // The body names the talent again (docs/product.md §7: entityId, entityType): it must be the talent of the path.
    async setTalentStatus(call) {
      const { params, body } = call
      if (body.entity_id !== params.id) {
        throw new HttpError(400, {
          detail: [{ loc: ['body', 'entity_id'], msg: 'Must be the talent of the path.', type: 'entity_id' }],
        })
      }
      return ctx.write(call, async (trx, audit) => {
        const before = await findTalent(trx, params.id)
        if (!before) throw notFound('Talent not found.')
        await trx
          .insertInto('talent_profiles')
          .values({ user_id: params.id, status: body.status })
          .onConflict((oc) => oc.column('user_id').doUpdateSet({ status: body.status, updated_at: new Date() }))
          .execute()
        audit.object('talent', params.id, { before: { status: before.status }, after: { status: body.status } })
        return ok({ ...before, status: body.status })
      })
    },
  } satisfies OperationHandlers
}
