import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely'
import type { Schemas } from '../../api/context.ts'
import { page, type PageQuery } from '../../api/pagination.ts'
import type { Database, Skill } from '../../db/schema.ts'
import { INSIDE_MIN_LENGTH, searchTerms, TERM_TIER } from './search-terms.ts'
import { usageOf } from './skills.merge.ts'

export type Reader = Kysely<Database> | Transaction<Database>

/** Skills ordered alphabetically by their folded name; `collate "C"` so PGlite and any PostgreSQL cluster agree. */
const alphabetical = sql`skills.search_key collate "C"`

export function findSkill(db: Reader, id: string): Promise<Skill | undefined> {
  return db.selectFrom('skills').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The aliases of each skill, in a stable order (by folded alias). */
export async function aliasesOf(db: Reader, skillIds: readonly string[]): Promise<Map<string, string[]>> {
  const byId = new Map(skillIds.map((id) => [id, [] as string[]]))
  if (skillIds.length === 0) return byId
  const rows = await db
    .selectFrom('skill_aliases')
    .select(['skill_id', 'alias'])
    .where('skill_id', 'in', skillIds)
    .orderBy(sql`search_key collate "C"`)
    .execute()
  for (const row of rows) byId.get(row.skill_id)?.push(row.alias)
  return byId
}

export function skillToWire(skill: Skill, aliases: readonly string[]): Schemas['Skill'] {
  return {
    id: skill.id,
    name: skill.name,
    category: skill.category,
    aliases: [...aliases],
    created_at: skill.created_at.toISOString(),
  }
}

async function toWire(db: Reader, skills: Skill[]): Promise<Schemas['Skill'][]> {
  const aliases = await aliasesOf(
    db,
    skills.map((skill) => skill.id),
  )
  return skills.map((skill) => skillToWire(skill, aliases.get(skill.id) ?? []))
}

const aliasLike = (pattern: string) =>
  sql<SqlBool>`exists (select 1 from skill_aliases a where a.skill_id = skills.id and a.search_key like ${pattern})`

interface SkillPage {
  results: Schemas['Skill'][]
  total: number
}

/**
 * The type-ahead (ADR 0058). `key` is the folded query (`searchKey`). Every match is a prefix look-up on the skills'
 * search terms (`search-terms.ts`), so one index serves them all. Ranked: the name or an alias equals the key, the
 * name starts with it, an alias does, a later word of the name does ("cloud" finds Google Cloud), the name or an
 * alias contains it ("sql" finds PostgreSQL; from two characters on); then shorter names first, then alphabetical.
 * One round trip: the page, its total (a window count) and each skill's aliases.
 */
export async function suggestSkills(db: Reader, key: string, query: PageQuery): Promise<SkillPage> {
  const { limit, offset } = page(query)
  const insideToo = key.length >= INSIDE_MIN_LENGTH
  const { rows } = await sql<Skill & { aliases: string[]; total: number }>`
    with ranked as (
      select skill_id, min(case when tier <= ${TERM_TIER.alias} and term = ${key} then 0 else tier end) as rank
      from skill_search_terms
      where term like ${`${key}%`} and (tier < ${TERM_TIER.inside} or ${insideToo})
      group by skill_id
    )
    select skills.*, (count(*) over ())::int as total,
      array(select a.alias from skill_aliases a where a.skill_id = skills.id order by a.search_key collate "C") as aliases
    from ranked join skills on skills.id = ranked.skill_id
    order by ranked.rank, length(skills.name), ${alphabetical}, skills.id
    limit ${limit} offset ${offset}`.execute(db)
  // A page past the end has no row to carry the total: count once more.
  const total: number =
    rows[0]?.total ?? (offset === 0 ? 0 : (await suggestSkills(db, key, { page: 1, size: 1 })).total)
  return { results: rows.map(({ aliases, total: _total, ...skill }) => skillToWire(skill, aliases)), total }
}

/**
 * The catalogue, alphabetical: `key` (folded) anywhere in the name or an alias, `category` exactly; each skill with
 * how many resumes and vacancies hold it.
 */
export async function listSkills(
  db: Reader,
  filters: { key: string | null; category: string | null },
  query: PageQuery,
): Promise<SkillPage> {
  let filtered = db.selectFrom('skills')
  if (filters.key) {
    const pattern = `%${filters.key}%`
    filtered = filtered.where((eb) => eb.or([eb('skills.search_key', 'like', pattern), aliasLike(pattern)]))
  }
  if (filters.category !== null) filtered = filtered.where('category', '=', filters.category)
  const { limit, offset } = page(query)
  const [rows, { total }] = await Promise.all([
    filtered.selectAll().orderBy(alphabetical).orderBy('id').limit(limit).offset(offset).execute(),
    filtered.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ])
  // The back office decides between delete and merge by it: counted for the page only.
  const usage = await usageOf(
    db,
    rows.map((row) => row.id),
  )
  const results = (await toWire(db, rows)).map((skill) => ({ ...skill, usage: usage.get(skill.id)! }))
  return { results, total }
}

/**
 * Which of `keys` already name or alias a skill other than `except`, and which skill: the keys of names and aliases
 * are unique across both tables, so a name finds one skill whether the talent writes the name or an alias.
 */
export async function takenKeys(
  trx: Transaction<Database>,
  keys: readonly string[],
  except: string | null,
): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map()
  let names = trx.selectFrom('skills').select(['search_key', 'name']).where('search_key', 'in', keys)
  let aliases = trx
    .selectFrom('skill_aliases')
    .innerJoin('skills', 'skills.id', 'skill_aliases.skill_id')
    .select(['skill_aliases.search_key', 'skills.name'])
    .where('skill_aliases.search_key', 'in', keys)
  if (except) {
    names = names.where('id', '!=', except)
    aliases = aliases.where('skill_aliases.skill_id', '!=', except)
  }
  const rows = [...(await names.execute()), ...(await aliases.execute())]
  return new Map(rows.map((row) => [row.search_key, row.name]))
}

/** Rewrites a skill's search terms from its name and aliases (after a create or an update). */
export async function replaceSearchTerms(
  trx: Transaction<Database>,
  skillId: string,
  name: string,
  aliases: readonly string[],
): Promise<void> {
  await trx.deleteFrom('skill_search_terms').where('skill_id', '=', skillId).execute()
  await trx
    .insertInto('skill_search_terms')
    .values(searchTerms(name, aliases).map(({ term, tier }) => ({ skill_id: skillId, term, tier })))
    .execute()
}
