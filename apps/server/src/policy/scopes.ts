import { staffMay, type Actor } from '@hireloop/flows/rules'
import type { ExpressionBuilder } from 'kysely'
import type { Db } from '../db/database.ts'
import type { Database } from '../db/schema.ts'

/**
 * What rows of a resource an actor may read, as SQL, so that lists never leak and never filter in memory. Each
 * scope states in SQL what `mayActOn(actor, resource, 'read', facts)` states for one row; the authorization suite
 * compares the two on every row (test/authorization-matrix.ts). A company sees a talent, and their published resume,
 * once an application links them (ADR 0071).
 */
export const READ_SCOPES = {
  company(db: Db, actor: Actor) {
    const query = db.selectFrom('companies')
    if (staffMay(actor, 'company', 'read')) return query
    if (actor.role === 'employer') return query.where('companies.id', '=', actor.companyId)
    return query.where(({ lit }) => lit(false))
  },

  talent(db: Db, actor: Actor) {
    const query = db.selectFrom('users').where('users.user_type', '=', 'talent')
    if (staffMay(actor, 'talent', 'read')) return query
    if (actor.role === 'talent') return query.where('users.id', '=', actor.userId)
    if (actor.role === 'employer') {
      return query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('applications')
            .innerJoin('vacancies', 'vacancies.id', 'applications.vacancy_id')
            .select('applications.id')
            .whereRef('applications.talent_id', '=', 'users.id')
            .where('vacancies.company_id', '=', actor.companyId),
        ),
      )
    }
    return query.where(({ lit }) => lit(false))
  },

  resume(db: Db, actor: Actor) {
    const query = db.selectFrom('resumes')
    if (staffMay(actor, 'resume', 'read')) return query
    if (actor.role === 'talent') return query.where('resumes.talent_id', '=', actor.userId)
    if (actor.role === 'employer') {
      return query
        .where('resumes.draft', '=', false)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('applications')
              .innerJoin('vacancies', 'vacancies.id', 'applications.vacancy_id')
              .select('applications.id')
              .whereRef('applications.talent_id', '=', 'resumes.talent_id')
              .where('vacancies.company_id', '=', actor.companyId),
          ),
        )
    }
    return query.where(({ lit }) => lit(false))
  },

  vacancy(db: Db, actor: Actor) {
    const query = db.selectFrom('vacancies')
    if (staffMay(actor, 'vacancy', 'read')) return query
    if (actor.role === 'employer') return query.where('vacancies.company_id', '=', actor.companyId)
    if (actor.role === 'talent') {
      return query.where('vacancies.status', '=', 'active').where('vacancies.draft', '=', false)
    }
    return query.where(({ lit }) => lit(false))
  },

  /** Applications: the talent's own, those to the company's vacancies; none whose resume is gone (ADR 0071). */
  application(db: Db, actor: Actor) {
    const query = db
      .selectFrom('applications')
      .innerJoin('vacancies', 'vacancies.id', 'applications.vacancy_id')
      .where('applications.resume_id', 'is not', null)
    if (staffMay(actor, 'application', 'read')) return query
    if (actor.role === 'talent') return query.where('applications.talent_id', '=', actor.userId)
    if (actor.role === 'employer') return query.where('vacancies.company_id', '=', actor.companyId)
    return query.where(({ lit }) => lit(false))
  },

  /** Conversations: the talent's own, the company's; recruiters by their grant (ADR 0077). */
  conversation(db: Db, actor: Actor) {
    const query = db.selectFrom('conversations')
    if (staffMay(actor, 'conversation', 'read')) return query
    if (actor.role === 'talent') return query.where('conversations.talent_id', '=', actor.userId)
    if (actor.role === 'employer') return query.where('conversations.company_id', '=', actor.companyId)
    return query.where(({ lit }) => lit(false))
  },

  /** Meetings: those the caller takes part in, and for employers every one their company organised (ADR 0078). */
  meeting(db: Db, actor: Actor) {
    const query = db.selectFrom('meetings')
    if (staffMay(actor, 'meeting', 'read')) return query
    if (actor.role === 'recruiter' || actor.role === 'admin') return query.where(({ lit }) => lit(false))
    const participates = (eb: ExpressionBuilder<Database, 'meetings'>) =>
      eb.exists(
        eb
          .selectFrom('meeting_participants')
          .select('meeting_participants.user_id')
          .whereRef('meeting_participants.meeting_id', '=', 'meetings.id')
          .where('meeting_participants.user_id', '=', actor.userId),
      )
    if (actor.role === 'talent') return query.where(participates)
    return query.where((eb) => eb.or([eb('meetings.organizer_company_id', '=', actor.companyId), participates(eb)]))
  },

  /** Feedback: recruiters read all; employers their company's scorecards; talents none, scorecards are internal. */
  feedback(db: Db, actor: Actor) {
    const query = db.selectFrom('feedback')
    if (staffMay(actor, 'feedback', 'read')) return query
    if (actor.role === 'employer') return query.where('feedback.company_id', '=', actor.companyId)
    return query.where(({ lit }) => lit(false))
  },

  /** Employer users of companies; a deleted one has left its company (company_id cleared) and is nobody's. */
  employer(db: Db, actor: Actor) {
    const query = db.selectFrom('users').where('users.user_type', '=', 'employer')
    if (staffMay(actor, 'employer', 'read')) return query.where('users.company_id', 'is not', null)
    if (actor.role === 'employer') return query.where('users.company_id', '=', actor.companyId)
    return query.where(({ lit }) => lit(false))
  },

  /** Invoices: recruiters by their grant; a company its own once sent, never a draft (ADR 0086). */
  invoice(db: Db, actor: Actor) {
    const query = db.selectFrom('invoices')
    if (staffMay(actor, 'invoice', 'read')) return query
    if (actor.role === 'employer') {
      return query.where('invoices.company_id', '=', actor.companyId).where('invoices.status', '<>', 'draft')
    }
    return query.where(({ lit }) => lit(false))
  },

  onboarding(db: Db, actor: Actor) {
    const query = db.selectFrom('onboarding_states')
    if (staffMay(actor, 'onboarding', 'read')) return query
    if (actor.role === 'talent') return query.where('onboarding_states.talent_id', '=', actor.userId)
    if (actor.role === 'employer') return query.where('onboarding_states.company_id', '=', actor.companyId)
    return query.where(({ lit }) => lit(false))
  },
}
