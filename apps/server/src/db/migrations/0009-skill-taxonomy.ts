import { sql, type Kysely } from 'kysely'
import { searchKey } from '../../resources/skills/search-key.ts'
import { searchTerms } from '../../resources/skills/search-terms.ts'
import { SKILL_TAXONOMY } from '../../resources/skills/skills.taxonomy.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The type-ahead's terms (ADR 0058): every look-up, "contains" included, is a prefix look-up on `term`.
  // text_pattern_ops serves `like 'q%'` under any collation (a cluster is usually initialised with a language one).
  await db.schema
    .createTable('skill_search_terms')
    .addColumn('skill_id', 'uuid', (c) => c.notNull().references('skills.id').onDelete('cascade'))
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('tier', 'smallint', (c) => c.notNull().check(sql`tier between 1 and 4`))
    .addPrimaryKeyConstraint('skill_search_terms_pkey', ['skill_id', 'term'])
    .execute()
  await sql`create index skill_search_terms_term_idx on skill_search_terms (term text_pattern_ops, tier)`.execute(db)

  // The first edition of the taxonomy, in every database, not only the demo. A skill a database already holds under
  // the same key (one a recruiter created) keeps its row; it gains no aliases from here.
  const inserted = await db
    .insertInto('skills')
    .values(
      SKILL_TAXONOMY.map((skill) => ({
        name: skill.name,
        category: skill.category,
        search_key: searchKey(skill.name),
      })),
    )
    .onConflict((oc) => oc.column('search_key').doNothing())
    .returning(['id', 'search_key'])
    .execute()
  const idOf = new Map(inserted.map((row: { id: string; search_key: string }) => [row.search_key, row.id]))
  const added = SKILL_TAXONOMY.flatMap((skill) => {
    const skillId = idOf.get(searchKey(skill.name))
    return skillId ? [{ skillId, skill }] : []
  })
  const aliases = added.flatMap(({ skillId, skill }) =>
    skill.aliases.map((alias) => ({ skill_id: skillId, alias, search_key: searchKey(alias) })),
  )
  if (aliases.length > 0) {
    await db
      .insertInto('skill_aliases')
      .values(aliases)
      .onConflict((oc) => oc.column('search_key').doNothing())
      .execute()
  }
  // Terms of every skill, a recruiter's too. Inserted in chunks: a statement takes at most 65,535 parameters.
  const skills = await db.selectFrom('skills').select(['id', 'name']).execute()
  const aliasesOf = new Map<string, string[]>()
  for (const row of await db.selectFrom('skill_aliases').select(['skill_id', 'alias']).execute()) {
    aliasesOf.set(row.skill_id, [...(aliasesOf.get(row.skill_id) ?? []), row.alias])
  }
  const terms = skills.flatMap((skill: { id: string; name: string }) =>
    searchTerms(skill.name, aliasesOf.get(skill.id) ?? []).map(({ term, tier }) => ({
      skill_id: skill.id,
      term,
      tier,
    })),
  )
  for (let start = 0; start < terms.length; start += 5_000) {
    await db
      .insertInto('skill_search_terms')
      .values(terms.slice(start, start + 5_000))
      .execute()
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('skill_search_terms').execute()
  // Only what 0009 brought and nothing references: a skill on a resume stays.
  await db
    .deleteFrom('skills')
    .where(
      'search_key',
      'in',
      SKILL_TAXONOMY.map((skill) => searchKey(skill.name)),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('resume_skills').select('skill_id').whereRef('resume_skills.skill_id', '=', 'skills.id'))),
    )
    .execute()
}
