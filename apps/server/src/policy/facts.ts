import type { ObjectFacts, ObjectResource } from '@hireloop/flows/rules'
import type { Schemas } from '../api/context.ts'
import type { Call } from '../api/operation.ts'
import type { Db } from '../db/database.ts'
import { preparedQuery } from '../db/prepared.ts'
import type { Vacancy } from '../db/schema.ts'
import { readVacancy } from '../resources/vacancies/vacancies.queries.ts'

export type FactLoader<R extends ObjectResource> = (db: Db, id: string) => Promise<ObjectFacts[R] | undefined>

/**
 * How the server learns the facts that decide access to one object (who owns it, whom it is shared with). A
 * resource without a loader has no table yet: its operations are not implemented, and the policy refuses them
 * with 501 rather than guess (deny by default). An application links a talent (and their published resume) to the
 * company of its vacancy (ADR 0071); a matching is never stored, so it links nothing.
 */
/** The companies a talent applied to or was proposed to (any application links them, ADR 0071). */
async function linkedCompanyIds(db: Db, talentId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('applications')
    .innerJoin('vacancies', 'vacancies.id', 'applications.vacancy_id')
    .select('vacancies.company_id')
    .distinct()
    .where('applications.talent_id', '=', talentId)
    .execute()
  return rows.map((row) => row.company_id)
}

// Asked before every use of a vacancy: compiled once.
const vacancyFacts = preparedQuery((db, id: string) =>
  db.selectFrom('vacancies').select(['company_id', 'status', 'draft']).where('id', '=', id),
)

// Talents read only Active published vacancies: a draft is "draft" whatever else, an archived one "archived".
const factsOfVacancy = (vacancy: Pick<Vacancy, 'company_id' | 'status' | 'draft'>): ObjectFacts['vacancy'] => ({
  companyId: vacancy.company_id,
  status: vacancy.status === 'archived' ? 'archived' : vacancy.draft ? 'draft' : 'active',
})

/** What a read answers with, per operation that takes it from the policy's look (below). */
interface ReadObjects {
  getVacancy: Schemas['Vacancy']
}

type ObjectRead<T> = (db: Db, id: string) => Promise<{ facts: ObjectFacts[ObjectResource]; object: T } | undefined>

/**
 * Reads that answer with the very object the policy decides on (issue 16, ADR 0106): one statement gives both the
 * facts and the answer, which the handler takes with `readByPolicy` instead of reading it again, so the hottest
 * reads cost one round trip. Only for a talent or an employer: staff are decided by their grants, without a look at
 * the object, and their handler reads it itself.
 */
const OBJECT_READS: { [K in keyof ReadObjects]: ObjectRead<ReadObjects[K]> } = {
  getVacancy: async (db, id) => {
    const found = await readVacancy(db, id)
    return found && { facts: factsOfVacancy(found.row), object: found.wire }
  },
}

/** The read of OBJECT_READS an operation takes its facts from, if any (its facts are of the operation's object). */
export const objectReadOf = <R extends ObjectResource>(operationId: string) =>
  (OBJECT_READS as Partial<Record<string, ObjectRead<unknown>>>)[operationId] as
    ((db: Db, id: string) => Promise<{ facts: ObjectFacts[R]; object: unknown } | undefined>) | undefined

declare module 'fastify' {
  interface FastifyRequest {
    /** The object the policy read for a handler of OBJECT_READS, once the caller may act on it. */
    policyObject: unknown
  }
}

/** The object the policy read and allowed for this call, if it read one (see OBJECT_READS). */
export function readByPolicy<K extends keyof ReadObjects>(call: Call<K>): ReadObjects[K] | undefined {
  return (call.request.policyObject ?? undefined) as ReadObjects[K] | undefined
}

export const FACT_LOADERS: { [R in ObjectResource]?: FactLoader<R> } = {
  company: async (db, id) => db.selectFrom('companies').select('id').where('id', '=', id).executeTakeFirst(),
  talent: async (db, id) => {
    const talent = await db
      .selectFrom('users')
      .select('id')
      .where('id', '=', id)
      .where('user_type', '=', 'talent')
      .executeTakeFirst()
    return talent && { id: talent.id, linkedCompanyIds: await linkedCompanyIds(db, talent.id) }
  },
  resume: async (db, id) => {
    const resume = await db.selectFrom('resumes').select(['talent_id', 'draft']).where('id', '=', id).executeTakeFirst()
    return (
      resume && {
        talentId: resume.talent_id,
        draft: resume.draft,
        linkedCompanyIds: await linkedCompanyIds(db, resume.talent_id),
      }
    )
  },
  vacancy: async (db, id) => {
    const [vacancy] = (await vacancyFacts(db, id)).rows
    return vacancy && factsOfVacancy(vacancy)
  },
  // An application is its talent's and the company's whose vacancy it is in (ADR 0071). One without a resume (its
  // talent erased their data, ADR 0057) is nobody's to see.
  application: async (db, id) => {
    const application = await db
      .selectFrom('applications')
      .innerJoin('vacancies', 'vacancies.id', 'applications.vacancy_id')
      .select(['applications.talent_id', 'vacancies.company_id'])
      .where('applications.id', '=', id)
      .where('applications.resume_id', 'is not', null)
      .executeTakeFirst()
    return application && { talentId: application.talent_id, companyId: application.company_id }
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
  // A conversation is its talent's and its company's (each employer of it); recruiters act by grants (ADR 0077).
  conversation: async (db, id) =>
    db
      .selectFrom('conversations')
      .select(['company_id as companyId', 'talent_id as talentId'])
      .where('id', '=', id)
      .executeTakeFirst(),
  // A meeting is its participants' to read and its organiser's side's to change (ADR 0078).
  meeting: async (db, id) => {
    const meeting = await db
      .selectFrom('meetings')
      .select(['id', 'organizer_company_id'])
      .where('id', '=', id)
      .executeTakeFirst()
    if (!meeting) return undefined
    const participants = await db
      .selectFrom('meeting_participants')
      .select('user_id')
      .where('meeting_id', '=', id)
      .execute()
    return {
      organizerCompanyId: meeting.organizer_company_id,
      participantIds: participants.map((row) => row.user_id),
    }
  },
  // A scorecard is its company's (the company of its application's vacancy); product feedback is no company's.
  feedback: async (db, id) =>
    db.selectFrom('feedback').select('company_id as companyId').where('id', '=', id).executeTakeFirst(),
  // An invoice is its company's to read once sent (ADR 0086).
  invoice: async (db, id) =>
    db.selectFrom('invoices').select(['company_id as companyId', 'status']).where('id', '=', id).executeTakeFirst(),
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
