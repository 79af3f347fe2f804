import { sql, type Kysely } from 'kysely'
import { searchKey } from '../../resources/skills/search-key.ts'
import { SKILL_RELATIONS } from '../../resources/skills/skills.taxonomy.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Languages a vacancy needs, each at a minimum level (issue 13): compared with the resume's `languages`.
  await db.schema
    .alterTable('vacancies')
    .addColumn('languages', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute()

  // Related skills (ADR 0070): one row per direction, so "related to X" is one index look-up.
  await db.schema
    .createTable('skill_relations')
    .addColumn('skill_id', 'uuid', (c) => c.notNull().references('skills.id').onDelete('cascade'))
    .addColumn('related_id', 'uuid', (c) => c.notNull().references('skills.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('skill_relations_pkey', ['skill_id', 'related_id'])
    .addCheckConstraint('skill_relations_not_self', sql`skill_id <> related_id`)
    .execute()
  const skills = await db.selectFrom('skills').select(['id', 'search_key']).execute()
  const idOf = new Map(skills.map((row: { id: string; search_key: string }) => [row.search_key, row.id]))
  const pairs = SKILL_RELATIONS.flatMap(([a, b]) => {
    const [from, to] = [idOf.get(searchKey(a)), idOf.get(searchKey(b))]
    return from && to && from !== to
      ? [
          { skill_id: from, related_id: to },
          { skill_id: to, related_id: from },
        ]
      : []
  })
  if (pairs.length > 0) {
    await db
      .insertInto('skill_relations')
      .values(pairs)
      .onConflict((oc) => oc.columns(['skill_id', 'related_id']).doNothing())
      .execute()
  }

  // The ranking index (ADR 0070) refreshes what changed since its last look: these keep that look an index range
  // scan however many resumes, profiles and vacancies there are.
  await db.schema.createIndex('resumes_updated_at_idx').on('resumes').column('updated_at').execute()
  await db.schema.createIndex('talent_profiles_updated_at_idx').on('talent_profiles').column('updated_at').execute()
  await db.schema.createIndex('vacancies_updated_at_idx').on('vacancies').column('updated_at').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('vacancies_updated_at_idx').execute()
  await db.schema.dropIndex('talent_profiles_updated_at_idx').execute()
  await db.schema.dropIndex('resumes_updated_at_idx').execute()
  await db.schema.dropTable('skill_relations').execute()
  await db.schema.alterTable('vacancies').dropColumn('languages').execute()
}
