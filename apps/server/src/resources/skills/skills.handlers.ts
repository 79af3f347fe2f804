import { sql, type Transaction } from 'kysely'
import type { ApiContext, Schemas } from '../../api/context.ts'
import { fieldError, HttpError, notFound } from '../../api/errors.ts'
import { created, noContent, ok, type OperationHandlers } from '../../api/operation.ts'
import { pageMeta } from '../../api/pagination.ts'
import type { Database, Skill } from '../../db/schema.ts'
import { searchKey } from './search-key.ts'
import { repointSkill, usageOf } from './skills.merge.ts'
import {
  aliasesOf,
  findSkill,
  listSkills,
  replaceSearchTerms,
  skillToWire,
  suggestSkills,
  takenKeys,
} from './skills.queries.ts'

const NAME_TAKEN = 'A skill with this name exists already.'
/** The contract's `Skill.aliases` maxItems. */
const MAX_ALIASES = 30

interface Normalised {
  name: string
  key: string
  category: string | null
  /** Aliases whose key is neither the name's nor an earlier alias's: those would find the same skill again. */
  aliases: { alias: string; key: string }[]
}

/** Trims the input and folds its keys; 400 when the name or an alias has no letter or digit to search by. */
function normalise(body: Schemas['SkillInput']): Normalised {
  const name = body.name.trim()
  const key = searchKey(name)
  const category = body.category?.trim() || null
  const issues = []
  if (!key)
    issues.push({ loc: ['body', 'name'], msg: 'Give the skill a name with a letter or digit.', type: 'pattern' })
  for (const [index, raw] of (body.aliases ?? []).entries()) {
    if (!searchKey(raw)) {
      issues.push({ loc: ['body', 'aliases', index], msg: 'An alias needs a letter or digit.', type: 'pattern' })
    }
  }
  if (issues.length > 0) throw new HttpError(400, { detail: issues })
  return { name, key, category, aliases: normaliseAliases(key, body.aliases ?? []) }
}

/** Trimmed aliases with something to search by, less those the name or an earlier alias already finds. */
function normaliseAliases(nameKey: string, raw: readonly string[]): Normalised['aliases'] {
  const aliases: Normalised['aliases'] = []
  const seen = new Set([nameKey])
  for (const alias of raw.map((a) => a.trim())) {
    const key = searchKey(alias)
    if (key && !seen.has(key)) {
      seen.add(key)
      aliases.push({ alias, key })
    }
  }
  return aliases
}

const inUse = (name: string, usage: { resumes: number; vacancies: number }) => {
  const held = [
    usage.resumes > 0 ? `${usage.resumes} ${usage.resumes === 1 ? 'resume' : 'resumes'}` : null,
    usage.vacancies > 0 ? `${usage.vacancies} ${usage.vacancies === 1 ? 'vacancy' : 'vacancies'}` : null,
  ].filter(Boolean)
  return `${name} is used by ${held.join(' and ')}: merge it into another skill instead of deleting it.`
}

/**
 * Skill writes are rare (the back office) and check uniqueness across two tables (a name must not be another
 * skill's alias): one writer at a time, while reads go on.
 */
async function lockSkills(trx: Transaction<Database>) {
  await sql`lock table skills in share row exclusive mode`.execute(trx)
}

/** 409 when the name or an alias already finds another skill. */
async function refuseTaken(trx: Transaction<Database>, input: Normalised, except: string | null) {
  const taken = await takenKeys(trx, [input.key, ...input.aliases.map((a) => a.key)], except)
  if (taken.has(input.key)) throw new HttpError(409, { name: [NAME_TAKEN] })
  const clash = input.aliases.find((a) => taken.has(a.key))
  if (clash) {
    throw new HttpError(409, { aliases: [`${NAME_TAKEN} "${clash.alias}" finds ${taken.get(clash.key)}.`] })
  }
}

async function replaceAliases(trx: Transaction<Database>, skillId: string, aliases: Normalised['aliases']) {
  await trx.deleteFrom('skill_aliases').where('skill_id', '=', skillId).execute()
  if (aliases.length === 0) return
  await trx
    .insertInto('skill_aliases')
    .values(aliases.map((a) => ({ skill_id: skillId, alias: a.alias, search_key: a.key })))
    .execute()
}

const summary = (skill: Skill, aliases: readonly string[]) => ({
  name: skill.name,
  category: skill.category,
  aliases: aliases.join(', '),
})

/** The skill catalogue (ADR 0058): type-ahead and list for every signed-in caller, writes for the back office. */
export function skillHandlers(ctx: ApiContext) {
  return {
    async suggestSkills({ query }) {
      const paging = { page: query.page ?? 1, size: query.size ?? 10 }
      const key = searchKey(query.q)
      // Only punctuation typed so far: nothing to search by yet, which is an empty list, not an error.
      if (!key) return ok({ results: [], ...pageMeta(paging, 0) })
      const { results, total } = await suggestSkills(ctx.db, key, paging)
      return ok({ results, ...pageMeta(paging, total) })
    },

    async listSkills({ query }) {
      const paging = { page: query.page ?? 1, size: query.size ?? 10 }
      const filters = { key: query.q ? searchKey(query.q) : null, category: query.category ?? null }
      const { results, total } = await listSkills(ctx.db, filters, paging)
      return ok({ results, ...pageMeta(paging, total) })
    },

    async createSkill(call) {
      const input = normalise(call.body)
      return ctx.write(call, async (trx, audit) => {
        await lockSkills(trx)
        await refuseTaken(trx, input, null)
        const skill = await trx
          .insertInto('skills')
          .values({ name: input.name, category: input.category, search_key: input.key })
          .returningAll()
          .executeTakeFirstOrThrow()
        await replaceAliases(trx, skill.id, input.aliases)
        const aliases = (await aliasesOf(trx, [skill.id])).get(skill.id) ?? []
        await replaceSearchTerms(trx, skill.id, skill.name, aliases)
        audit.object('skill', skill.id, { after: summary(skill, aliases) })
        return created(skillToWire(skill, aliases))
      })
    },

    async updateSkill(call) {
      // A name with nothing to search by is refused before the lock is taken.
      normalise(call.body)
      return ctx.write(call, async (trx, audit) => {
        await lockSkills(trx)
        const before = await findSkill(trx, call.params.id)
        if (!before) throw notFound('Skill not found.')
        const beforeAliases = (await aliasesOf(trx, [before.id])).get(before.id) ?? []
        // Leaving `aliases` out keeps them (less one the new name makes redundant); an empty list removes them.
        const input = normalise({ ...call.body, aliases: call.body.aliases ?? beforeAliases })
        await refuseTaken(trx, input, before.id)
        const skill = await trx
          .updateTable('skills')
          .set({ name: input.name, category: input.category, search_key: input.key })
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow()
        await replaceAliases(trx, skill.id, input.aliases)
        const aliases = (await aliasesOf(trx, [skill.id])).get(skill.id) ?? []
        await replaceSearchTerms(trx, skill.id, skill.name, aliases)
        audit.object('skill', skill.id, { before: summary(before, beforeAliases), after: summary(skill, aliases) })
        return ok(skillToWire(skill, aliases))
      })
    },

    // Only an unused skill: deleting a used one would silently take it off resumes and vacancies (ADR 0087).
    async deleteSkill(call) {
      return ctx.write(call, async (trx, audit) => {
        await lockSkills(trx)
        const skill = await findSkill(trx, call.params.id)
        if (!skill) throw notFound('Skill not found.')
        const usage = (await usageOf(trx, [skill.id])).get(skill.id)!
        if (usage.resumes + usage.vacancies > 0) throw new HttpError(409, { message: [inUse(skill.name, usage)] })
        const aliases = (await aliasesOf(trx, [skill.id])).get(skill.id) ?? []
        await trx.deleteFrom('skills').where('id', '=', skill.id).execute()
        audit.object('skill', skill.id, { before: summary(skill, aliases) })
        return noContent()
      })
    },

    async mergeSkill(call) {
      const { params, body } = call
      if (params.id === body.into) throw fieldError(400, 'into', 'Choose another skill to merge into.')
      return ctx.write(call, async (trx, audit) => {
        await lockSkills(trx)
        const source = await findSkill(trx, params.id)
        if (!source) throw notFound('Skill not found.')
        const target = await findSkill(trx, body.into)
        if (!target) throw fieldError(400, 'into', 'The skill to merge into does not exist (any more).')
        const found = await aliasesOf(trx, [source.id, target.id])
        const sourceAliases = found.get(source.id) ?? []
        const targetAliases = found.get(target.id) ?? []
        // Whoever wrote the source's name or an alias finds the target from now on.
        const merged = normaliseAliases(target.search_key, [...targetAliases, source.name, ...sourceAliases])
        if (merged.length > MAX_ALIASES) {
          throw fieldError(
            409,
            'into',
            `${target.name} would have ${merged.length} aliases, more than ${MAX_ALIASES}: remove some first.`,
          )
        }
        const moved = await repointSkill(trx, source.id, target.id)
        // The source goes first: its name's and aliases' keys become free for the target.
        await trx.deleteFrom('skills').where('id', '=', source.id).execute()
        await replaceAliases(trx, target.id, merged)
        const aliases = (await aliasesOf(trx, [target.id])).get(target.id) ?? []
        await replaceSearchTerms(trx, target.id, target.name, aliases)
        // One entry per call (AuditNote): on the skill that went, naming the one that absorbed it.
        audit.object('skill', source.id, {
          before: summary(source, sourceAliases),
          after: { merged_into: target.id, into_name: target.name, into_aliases: aliases.join(', '), ...moved },
        })
        return ok(skillToWire(target, aliases))
      })
    },
  } satisfies OperationHandlers
}
