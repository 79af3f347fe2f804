import type { ObjectFacts, ObjectResource } from '@hireloop/flows/rules'
import type { Db } from '../db/database.ts'

export type FactLoader<R extends ObjectResource> = (db: Db, id: string) => Promise<ObjectFacts[R] | undefined>

/**
 * How the server learns the facts that decide access to one object (who owns it, whom it is shared with). A
 * resource without a loader has no table yet: its operations are not implemented, and the policy refuses them
 * with 501 rather than guess (deny by default). Applications and matchings link talents to companies once they
 * exist (issue 13); until then nothing is linked.
 */
export const FACT_LOADERS: { [R in ObjectResource]?: FactLoader<R> } = {
  company: async (db, id) => db.selectFrom('companies').select('id').where('id', '=', id).executeTakeFirst(),
  talent: async (db, id) => {
    const talent = await db
      .selectFrom('users')
      .select('id')
      .where('id', '=', id)
      .where('user_type', '=', 'talent')
      .executeTakeFirst()
    return talent && { id: talent.id, linkedCompanyIds: [] }
  },
  resume: async (db, id) => {
    const resume = await db.selectFrom('resumes').select(['talent_id', 'draft']).where('id', '=', id).executeTakeFirst()
    return resume && { talentId: resume.talent_id, draft: resume.draft, linkedCompanyIds: [] }
  },
  // Talents read only Active published vacancies: a draft is "draft" whatever else, an archived one "archived".
  vacancy: async (db, id) => {
    const vacancy = await db
      .selectFrom('vacancies')
      .select(['company_id', 'status', 'draft'])
      .where('id', '=', id)
      .executeTakeFirst()
    return (
      vacancy && {
        companyId: vacancy.company_id,
        status: vacancy.status === 'archived' ? 'archived' : vacancy.draft ? 'draft' : 'active',
      }
    )
  },
  // An employer user of a company; a deleted one has left it (company_id cleared), so it is no one's to act on.
  employer: async (db, id) => {
    const employer = await db
      .selectFrom('users')
      .select(['id', 'company_id'])
      .where('id', '=', id)
      .where('user_type', '=', 'employer')
      .executeTakeFirst()
    return employer?.company_id ? { id: employer.id, companyId: employer.company_id } : undefined
  },
  // A talent's checklist belongs to the talent, a company's to the company (ownerId is whichever is set).
  onboarding: async (db, id) => {
    const state = await db
      .selectFrom('onboarding_states')
      .select(['talent_id', 'company_id'])
      .where('id', '=', id)
      .executeTakeFirst()
    return state && { ownerId: (state.talent_id ?? state.company_id)! }
  },
}
