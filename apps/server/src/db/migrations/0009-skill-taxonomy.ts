import { sql, type Kysely } from 'kysely'
import { searchKey } from '../../resources/skills/search-key.ts'
import { SKILL_TAXONOMY } from '../../resources/skills/skills.taxonomy.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The type-ahead looks up `search_key like 'q%'`: the unique indexes of 0008 serve that only under the C
  // collation, and a PostgreSQL cluster is usually initialised with a language collation. text_pattern_ops works
  // under any collation, on PGlite and PostgreSQL alike.
  await sql`create index skills_search_key_prefix_idx on skills (search_key text_pattern_ops)`.execute(db)
  await sql`create index skill_aliases_search_key_prefix_idx on skill_aliases (search_key text_pattern_ops)`.execute(db)

  // The first edition of the taxonomy (ADR 0058), in every database, not only the demo. A skill a database already
  // holds under the same key (one a recruiter created) keeps its row; it gains no aliases from here.
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
  const aliases = SKILL_TAXONOMY.flatMap((skill) => {
    const skillId = idOf.get(searchKey(skill.name))
    return skillId ? skill.aliases.map((alias) => ({ skill_id: skillId, alias, search_key: searchKey(alias) })) : []
  })
  if (aliases.length > 0) {
    await db
      .insertInto('skill_aliases')
      .values(aliases)
      .onConflict((oc) => oc.column('search_key').doNothing())
      .execute()
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('skill_aliases_search_key_prefix_idx').execute()
  await db.schema.dropIndex('skills_search_key_prefix_idx').execute()
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
