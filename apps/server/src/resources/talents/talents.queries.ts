import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely'
import type { Schemas } from '../../api/context.ts'
import type { Database, TalentStatus } from '../../db/schema.ts'

type Executor = Kysely<Database> | Transaction<Database>

/** A talent without a profile row has the defaults (migration 0008): open to work, no location. */
export const DEFAULT_TALENT_STATUS: TalentStatus = 'open_to_work'

/** Every talent status (migration 0008's check). */
export const TALENT_STATUSES = [
  'open_to_work',
  'passive',
  'not_looking',
  'hired',
] as const satisfies readonly TalentStatus[]

/**
 * Talents with their profile and the resume that stands for them (the published one, else the draft), as SQL to
 * filter and page on. `query` is any selection of talent rows (`users` where user_type is talent).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a selection of rows before any column is chosen
export function talentRows(query: SelectQueryBuilder<Database, 'users', {}>) {
  // The resume that stands for the talent: published (draft false) sorts first.
  const resume = (column: 'id' | 'draft') =>
    sql`(select resumes.${sql.ref(column)} from resumes where resumes.talent_id = users.id order by resumes.draft limit 1)`
  return query
    .leftJoin('talent_profiles', 'talent_profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.image_url',
      'users.is_active',
      'users.created_at',
      'talent_profiles.country',
      'talent_profiles.state',
      'talent_profiles.city',
      sql<TalentStatus>`coalesce(talent_profiles.status, ${DEFAULT_TALENT_STATUS})`.as('status'),
      resume('id').$castTo<string | null>().as('resume_id'),
      resume('draft').$castTo<boolean | null>().as('resume_draft'),
    ])
}

export type TalentRow = {
  id: string
  first_name: string
  last_name: string
  email: string
  image_url: string | null
  is_active: boolean
  created_at: Date
  country: string | null
  state: string | null
  city: string | null
  status: TalentStatus
  resume_id: string | null
  resume_draft: boolean | null
}

export function talentToWire(row: TalentRow): Schemas['Talent'] {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    image_url: row.image_url,
    is_active: row.is_active,
    status: row.status,
    resume: row.resume_id ? { id: row.resume_id, draft: row.resume_draft === true } : null,
    location: row.country ? { country: row.country, state: row.state, city: row.city } : null,
    created_at: row.created_at.toISOString(),
  }
}

/** One talent as the contract shows it, or undefined when the id is not a talent. */
export async function findTalent(db: Executor, id: string): Promise<Schemas['Talent'] | undefined> {
  const row = await talentRows(db.selectFrom('users').where('users.user_type', '=', 'talent'))
    .where('users.id', '=', id)
    .executeTakeFirst()
  return row && talentToWire(row)
}
