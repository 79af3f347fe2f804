import {
  APPLICATION_STATUS_LABELS,
  findTransition,
  STATUS_EFFECT_MESSAGES,
  type ApplicationActor,
  type ApplicationStatus,
} from '@hireloop/flows/rules'
import type { Kysely, Transaction } from 'kysely'
import type { Application, Database, NotificationContext } from '../db/schema.ts'
import type { NotificationMailKind } from './notification-mail.ts'

type Executor = Kysely<Database> | Transaction<Database>

/** The names an application's notifications read: the talent, the vacancy and its company. */
export interface ApplicationFacts {
  talent: string
  vacancy: string
  company: string
}

export async function applicationFacts(
  db: Executor,
  application: Pick<Application, 'talent_id' | 'vacancy_id'>,
): Promise<ApplicationFacts> {
  const row = await db
    .selectFrom('vacancies')
    .innerJoin('companies', 'companies.id', 'vacancies.company_id')
    .innerJoin('users', (join) => join.on('users.id', '=', application.talent_id))
    .select(['vacancies.title', 'companies.name', 'users.first_name', 'users.last_name'])
    .where('vacancies.id', '=', application.vacancy_id)
    .executeTakeFirstOrThrow()
  return {
    talent: `${row.first_name} ${row.last_name}`.trim() || 'A talent',
    vacancy: row.title,
    company: row.name,
  }
}

/** Where an application's notification leads: its vacancy (the bell opens it, docs/product.md §3). */
export const applicationContext = (application: Pick<Application, 'vacancy_id'>): NotificationContext => ({
  type: 'vacancy',
  id: application.vacancy_id,
})

/** A sentence in the bell and, when it is not the event's own, the kind of mail it may go out as. */
export interface Notice {
  message: string
  mail?: NotificationMailKind
}

/** What each side reads in the bell about an application; null: that side hears nothing. */
export interface Notices {
  talent: Notice | null
  employers: Notice | null
}

const say = (message: string): Notice => ({ message })

/** A new application, told to the side that did not create it (a recruiter's, to both). */
export function createdNotices(status: ApplicationStatus, facts: ApplicationFacts): Notices {
  switch (status) {
    case 'applied':
      return { talent: null, employers: say(`${facts.talent} applied to ${facts.vacancy}.`) }
    case 'employer_interested':
      return { talent: say(`${facts.company} is interested in you for ${facts.vacancy}.`), employers: null }
    case 'talent_interested':
      return {
        talent: say(`A recruiter put you forward for ${facts.vacancy} at ${facts.company}.`),
        employers: say(`${facts.talent} is interested in ${facts.vacancy}.`),
      }
    default:
      return {
        talent: say(`You have a new job match: ${facts.vacancy} at ${facts.company}.`),
        employers: say(`A recruiter proposed ${facts.talent} for ${facts.vacancy}.`),
      }
  }
}

/** The decision is pending once the interview took place: the company's scorecards are due (issue 14). */
export const feedbackDueNotice = (facts: ApplicationFacts): Notice => ({
  message: `Leave feedback on ${facts.talent} for ${facts.vacancy}.`,
  mail: 'feedback',
})

/**
 * A move, told to the other side (a recruiter's, to both). A match is news for both sides, the mover's included;
 * the company hears "leave feedback" when the decision becomes pending, whoever moved it there.
 */
export function movedNotices(
  from: ApplicationStatus,
  to: ApplicationStatus,
  by: ApplicationActor,
  facts: ApplicationFacts,
): Notices {
  if (findTransition(from, to)?.effect === 'matched') {
    return {
      talent: say(STATUS_EFFECT_MESSAGES.matched),
      employers: say(`You are matched with ${facts.talent} for ${facts.vacancy}.`),
    }
  }
  const label = APPLICATION_STATUS_LABELS[to]
  return {
    talent: by === 'talent' ? null : say(`Your application for ${facts.vacancy} at ${facts.company} is now: ${label}.`),
    employers:
      to === 'waiting'
        ? feedbackDueNotice(facts)
        : by === 'employer'
          ? null
          : say(`${facts.talent}'s application for ${facts.vacancy} is now: ${label}.`),
  }
}

/** One side's confirmation, told to the other side; the completed hire, to the talent (the company has its own). */
export function hireNotices(side: 'talent' | 'employer', hired: boolean, facts: ApplicationFacts): Notices {
  if (hired) return { talent: say(`Your hire as ${facts.vacancy} at ${facts.company} is confirmed.`), employers: null }
  return side === 'talent'
    ? {
        talent: null,
        employers: say(`${facts.talent} confirmed the hire for ${facts.vacancy}: confirm it too to complete it.`),
      }
    : {
        talent: say(`${facts.company} confirmed your hire as ${facts.vacancy}: confirm it too to complete it.`),
        employers: null,
      }
}
