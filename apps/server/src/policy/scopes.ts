import { recruiterMay, type Actor } from '@hireloop/flows/rules'
import type { Db } from '../db/database.ts'

/**
 * What rows of a resource an actor may read, as SQL, so that lists never leak and never filter in memory. Each
 * scope states in SQL what `mayActOn(actor, resource, 'read', facts)` states for one row; the authorization suite
 * compares the two on every row (test/authorization-matrix.ts). A company sees a talent, and their published resume,
 * once an application links them (ADR 0071).
 */
export const READ_SCOPES = {
  company(db: Db, actor: Actor) {
    const query = db.selectFrom('companies')
    if (actor.role === 'admin' || (actor.role === 'recruiter' && recruiterMay(actor.level, 'company', 'read')))
      return query
    if (actor.role === 'employer') return query.where('companies.id', '=', actor.companyId)
    return query.where(({ lit }) => lit(false))
  },

  talent(db: Db, actor: Actor) {
    const query = db.selectFrom('users').where('users.user_type', '=', 'talent')
    if (actor.role === 'admin' || (actor.role === 'recruiter' && recruiterMay(actor.level, 'talent', 'read')))
      return query
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
    if (actor.role === 'admin' || (actor.role === 'recruiter' && recruiterMay(actor.level, 'resume', 'read')))
      return query
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
    if (actor.role === 'admin' || (actor.role === 'recruiter' && recruiterMay(actor.level, 'vacancy', 'read')))
      return query
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
    if (actor.role === 'admin' || (actor.role === 'recruiter' && recruiterMay(actor.level, 'application', 'read')))
      return query
    if (actor.role === 'talent') return query.where('applications.talent_id', '=', actor.userId)
    if (actor.role === 'employer') return query.where('vacancies.company_id', '=', actor.companyId)
    return query.where(({ lit }) => lit(false))
  },

  /** Employer users of companies; a deleted one has left its company (company_id cleared) and is nobody's. */
  employer(db: Db, actor: Actor) {
    const query = db.selectFrom('users').where('users.user_type', '=', 'employer')
    if (actor.role === 'admin' || (actor.role === 'recruiter' && recruiterMay(actor.level, 'employer', 'read')))
      return query.where('users.company_id', 'is not', null)
    if (actor.role === 'employer') return query.where('users.company_id', '=', actor.companyId)
    return query.where(({ lit }) => lit(false))
  },

  onboarding(db: Db, actor: Actor) {
    const query = db.selectFrom('onboarding_states')
    if (actor.role === 'admin' || (actor.role === 'recruiter' && recruiterMay(actor.level, 'onboarding', 'read')))
      return query
    if (actor.role === 'talent') return query.where('onboarding_states.talent_id', '=', actor.userId)
    if (actor.role === 'employer') return query.where('onboarding_states.company_id', '=', actor.companyId)
    return query.where(({ lit }) => lit(false))
  },
}
