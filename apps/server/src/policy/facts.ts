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
