import { describe, expect, it } from 'vitest'
import {
  ACTIONS,
  DEFAULT_RECRUITER_GRANTS,
  mayActOn,
  RECRUITER_LEVEL_LABELS,
  RECRUITER_LEVELS,
  recruiterMay,
  RESOURCES,
  ROLES,
  type Action,
  type Actor,
  type ObjectFacts,
  type ObjectResource,
  type RecruiterLevel,
  type Resource,
} from './policy.rules.ts'

const talent: Actor = { role: 'talent', userId: 't1' }
const otherTalent: Actor = { role: 'talent', userId: 't2' }
const employer: Actor = { role: 'employer', userId: 'e1', companyId: 'c1' }
const otherEmployer: Actor = { role: 'employer', userId: 'e2', companyId: 'c2' }

describe('recruiter grants', () => {
  it('give each level at least what the level below has', () => {
    for (let i = 1; i < RECRUITER_LEVELS.length; i++) {
      const lower = RECRUITER_LEVELS[i - 1]!
      const higher = RECRUITER_LEVELS[i]!
      for (const resource of RESOURCES)
        for (const action of ACTIONS)
          if (recruiterMay(lower, resource, action))
            expect(recruiterMay(higher, resource, action), `${higher} ${action} ${resource}`).toBe(true)
    }
  })

  it('keep invites, access rules and recruiters to admins', () => {
    for (const level of RECRUITER_LEVELS)
      for (const resource of ['invite', 'access_rule', 'recruiter'] as const)
        expect(DEFAULT_RECRUITER_GRANTS[level][resource], `${level} ${resource}`).toBeUndefined()
  })

  it('let a Sourcer read vacancies but not change them, a Senior Recruiter delete them', () => {
    expect(recruiterMay('sourcer', 'vacancy', 'read')).toBe(true)
    expect(recruiterMay('sourcer', 'vacancy', 'update')).toBe(false)
    expect(recruiterMay('recruiter', 'vacancy', 'delete')).toBe(false)
    expect(recruiterMay('senior_recruiter', 'vacancy', 'delete')).toBe(true)
  })
})

describe('object rules', () => {
  it('let a company see a talent and a resume only once linked, and never a draft', () => {
    const resume = { talentId: 't1', draft: false, linkedCompanyIds: ['c1'] }
    expect(mayActOn(employer, 'resume', 'read', resume)).toBe(true)
    expect(mayActOn(otherEmployer, 'resume', 'read', resume)).toBe(false)
    expect(mayActOn(employer, 'resume', 'update', resume)).toBe(false)
    expect(mayActOn(employer, 'resume', 'read', { ...resume, draft: true })).toBe(false)
    expect(mayActOn(employer, 'talent', 'read', { id: 't1', linkedCompanyIds: [] })).toBe(false)
    expect(mayActOn(employer, 'talent', 'read', { id: 't1', linkedCompanyIds: ['c1'] })).toBe(true)
  })

  it('let talents act on their own things and read active vacancies only', () => {
    expect(mayActOn(talent, 'resume', 'update', { talentId: 't1', draft: true, linkedCompanyIds: [] })).toBe(true)
    expect(mayActOn(otherTalent, 'resume', 'read', { talentId: 't1', draft: false, linkedCompanyIds: [] })).toBe(false)
    expect(mayActOn(talent, 'vacancy', 'read', { companyId: 'c1', status: 'active' })).toBe(true)
    expect(mayActOn(talent, 'vacancy', 'read', { companyId: 'c1', status: 'draft' })).toBe(false)
    expect(mayActOn(talent, 'vacancy', 'update', { companyId: 'c1', status: 'active' })).toBe(false)
    expect(mayActOn(talent, 'application', 'read', { talentId: 't2', companyId: 'c1' })).toBe(false)
  })

  it('let employers manage their own company, never another', () => {
    expect(mayActOn(employer, 'company', 'update', { id: 'c1' })).toBe(true)
    expect(mayActOn(employer, 'company', 'delete', { id: 'c1' })).toBe(false)
    expect(mayActOn(otherEmployer, 'company', 'read', { id: 'c1' })).toBe(false)
    expect(mayActOn(employer, 'vacancy', 'delete', { companyId: 'c1', status: 'archived' })).toBe(true)
    expect(mayActOn(otherEmployer, 'vacancy', 'read', { companyId: 'c1', status: 'active' })).toBe(false)
    expect(mayActOn(employer, 'invoice', 'update', { companyId: 'c1', status: 'sent' })).toBe(false)
  })

  it('let admins do anything and recruiters what their level grants', () => {
    const admin: Actor = { role: 'admin', userId: 'a' }
    expect(mayActOn(admin, 'company', 'delete', { id: 'c1' })).toBe(true)
    const sourcer: Actor = { role: 'recruiter', userId: 'r', level: 'sourcer' }
    expect(mayActOn(sourcer, 'company', 'read', { id: 'c1' })).toBe(true)
    expect(mayActOn(sourcer, 'company', 'update', { id: 'c1' })).toBe(false)
  })
})

/** The actions allowed, as letters: 'rcud' = read, create, update, delete. */
function allowed(may: (action: Action) => boolean): string {
  return ACTIONS.filter(may)
    .map((action) => action[0])
    .join('')
}

describe('the default recruiter grants, level by level (ADR 0019)', () => {
  const grants: Record<RecruiterLevel, Partial<Record<Resource, string>>> = {
    sourcer: {
      vacancy: 'r',
      application: 'r',
      resume: 'rcu',
      talent: 'rcu',
      company: 'r',
      meeting: 'r',
      conversation: 'rcu',
      message: 'rcu',
      skill: 'r',
      feedback: 'rc',
      employer: 'r',
      onboarding: 'r',
      matching: 'rc',
      audit: 'r',
      user: 'r',
    },
    recruiter: {
      vacancy: 'rcu',
      application: 'rcu',
      resume: 'rcu',
      talent: 'rcu',
      company: 'r',
      meeting: 'rcud',
      conversation: 'rcu',
      message: 'rcu',
      skill: 'rcu',
      feedback: 'rc',
      employer: 'r',
      onboarding: 'rcu',
      matching: 'rc',
      audit: 'r',
      user: 'r',
    },
    senior_recruiter: {
      vacancy: 'rcud',
      application: 'rcud',
      resume: 'rcud',
      talent: 'rcud',
      company: 'rcu',
      meeting: 'rcud',
      conversation: 'rcu',
      message: 'rcu',
      invoice: 'r',
      billing_info: 'r',
      skill: 'rcud',
      feedback: 'rcud',
      employer: 'rcud',
      onboarding: 'rcu',
      matching: 'rc',
      audit: 'r',
      user: 'r',
    },
    head_of_recruitment: {
      vacancy: 'rcud',
      application: 'rcud',
      resume: 'rcud',
      talent: 'rcud',
      company: 'rcud',
      meeting: 'rcud',
      conversation: 'rcud',
      message: 'rcud',
      invoice: 'rcud',
      billing_info: 'rcud',
      skill: 'rcud',
      feedback: 'rcud',
      employer: 'rcud',
      onboarding: 'rcud',
      matching: 'rcud',
      audit: 'r',
      user: 'r',
    },
  }

  it.each(RECRUITER_LEVELS)('%s', (level) => {
    for (const resource of RESOURCES) {
      expect(
        allowed((action) => recruiterMay(level, resource, action)),
        resource,
      ).toBe(grants[level][resource] ?? '')
    }
  })

  it('are the rules unless others are given', () => {
    const custom = { ...DEFAULT_RECRUITER_GRANTS, sourcer: { vacancy: ['read', 'delete'] as const } }
    expect(allowed((action) => recruiterMay('sourcer', 'vacancy', action, custom))).toBe('rd')
    expect(allowed((action) => recruiterMay('sourcer', 'talent', action, custom))).toBe('')
  })

  it('name the levels as the back office shows them', () => {
    expect(RECRUITER_LEVELS.map((level) => RECRUITER_LEVEL_LABELS[level])).toEqual([
      'Sourcer',
      'Recruiter',
      'Senior Recruiter',
      'Head of Recruitment',
    ])
  })

  it('cover the roles, resources and actions of the contract', () => {
    expect(ROLES).toEqual(['talent', 'employer', 'recruiter', 'admin'])
    expect(ACTIONS).toEqual(['read', 'create', 'update', 'delete'])
    expect(RESOURCES).toEqual([
      'vacancy',
      'application',
      'resume',
      'talent',
      'company',
      'meeting',
      'conversation',
      'message',
      'invoice',
      'billing_info',
      'skill',
      'feedback',
      'employer',
      'recruiter',
      'invite',
      'onboarding',
      'matching',
      'access_rule',
      'audit',
      'user',
    ])
  })
})

describe('what talents and employers may do to one object', () => {
  const may = <R extends ObjectResource>(actor: Actor, resource: R, facts: ObjectFacts[R]) =>
    allowed((action) => mayActOn(actor, resource, action, facts))
  const linked = { linkedCompanyIds: ['c1'] }
  const unlinked = { linkedCompanyIds: ['c2'] }
  const byCompany = (participantIds: string[]) => ({ organizerCompanyId: 'c1', participantIds })
  const byRecruiter = (participantIds: string[]) => ({ organizerCompanyId: null, participantIds })

  it.each<[string, () => string, string]>([
    ['company: its employers, no deleting', () => may(employer, 'company', { id: 'c1' }), 'rcu'],
    ['company: not another company', () => may(otherEmployer, 'company', { id: 'c1' }), ''],
    ['company: no talent', () => may(talent, 'company', { id: 'c1' }), ''],
    ['talent: themselves, no deleting', () => may(talent, 'talent', { id: 't1', ...unlinked }), 'rcu'],
    ['talent: not another talent', () => may(otherTalent, 'talent', { id: 't1', ...linked }), ''],
    ['talent: a linked company reads', () => may(employer, 'talent', { id: 't1', ...linked }), 'r'],
    ['talent: an unlinked company does not', () => may(employer, 'talent', { id: 't1', ...unlinked }), ''],
    ['resume: its talent, fully', () => may(talent, 'resume', { talentId: 't1', draft: true, ...unlinked }), 'rcud'],
    ['resume: not another talent', () => may(otherTalent, 'resume', { talentId: 't1', draft: false, ...linked }), ''],
    [
      'resume: a linked company reads it',
      () => may(employer, 'resume', { talentId: 't1', draft: false, ...linked }),
      'r',
    ],
    ['resume: never a draft', () => may(employer, 'resume', { talentId: 't1', draft: true, ...linked }), ''],
    ['resume: nor unlinked', () => may(employer, 'resume', { talentId: 't1', draft: false, ...unlinked }), ''],
    ['vacancy: talents read active ones', () => may(talent, 'vacancy', { companyId: 'c1', status: 'active' }), 'r'],
    ['vacancy: not drafts', () => may(talent, 'vacancy', { companyId: 'c1', status: 'draft' }), ''],
    ['vacancy: not archived ones', () => may(talent, 'vacancy', { companyId: 'c1', status: 'archived' }), ''],
    ['vacancy: its company, fully', () => may(employer, 'vacancy', { companyId: 'c1', status: 'draft' }), 'rcud'],
    ['vacancy: not another company', () => may(otherEmployer, 'vacancy', { companyId: 'c1', status: 'active' }), ''],
    ['application: its talent', () => may(talent, 'application', { talentId: 't1', companyId: 'c1' }), 'rcud'],
    ['application: not another talent', () => may(otherTalent, 'application', { talentId: 't1', companyId: 'c1' }), ''],
    ['application: its company', () => may(employer, 'application', { talentId: 't1', companyId: 'c1' }), 'rcud'],
    ['application: not another', () => may(otherEmployer, 'application', { talentId: 't1', companyId: 'c1' }), ''],
    ['employer: colleagues', () => may(employer, 'employer', { id: 'e9', companyId: 'c1' }), 'rcud'],
    ['employer: not another company', () => may(otherEmployer, 'employer', { id: 'e9', companyId: 'c1' }), ''],
    ['employer: no talent', () => may(talent, 'employer', { id: 'e9', companyId: 'c1' }), ''],
    ['meeting: a talent participant reads', () => may(talent, 'meeting', byCompany(['e1', 't1'])), 'r'],
    ['meeting: not another talent', () => may(otherTalent, 'meeting', byCompany(['e1', 't1'])), ''],
    ['meeting: the organiser company, fully', () => may(employer, 'meeting', byCompany(['t1'])), 'rcud'],
    ['meeting: a participant of a recruiter’s only reads', () => may(employer, 'meeting', byRecruiter(['e1'])), 'r'],
    ['meeting: not another company', () => may(otherEmployer, 'meeting', byCompany(['e1', 't1'])), ''],
    ['meeting: not a non-participant', () => may(employer, 'meeting', byRecruiter(['t1'])), ''],
    ['conversation: its talent', () => may(talent, 'conversation', { companyId: 'c1', talentId: 't1' }), 'rcud'],
    ['conversation: not another', () => may(otherTalent, 'conversation', { companyId: null, talentId: 't1' }), ''],
    ['conversation: its company', () => may(employer, 'conversation', { companyId: 'c1', talentId: null }), 'rcud'],
    ['conversation: no company', () => may(employer, 'conversation', { companyId: null, talentId: 't1' }), ''],
    ['feedback: its company reads and writes', () => may(employer, 'feedback', { companyId: 'c1' }), 'rc'],
    ['feedback: not another company', () => may(otherEmployer, 'feedback', { companyId: 'c1' }), ''],
    ['feedback: never the talent', () => may(talent, 'feedback', { companyId: 'c1' }), ''],
    ['feedback: on the product, none', () => may(employer, 'feedback', { companyId: null }), ''],
    ['billing info: its company', () => may(employer, 'billing_info', { companyId: 'c1' }), 'rcud'],
    ['billing info: not another', () => may(otherEmployer, 'billing_info', { companyId: 'c1' }), ''],
    ['billing info: no talent', () => may(talent, 'billing_info', { companyId: 'c1' }), ''],
    ['invoice: its company reads', () => may(employer, 'invoice', { companyId: 'c1', status: 'sent' }), 'r'],
    ['invoice: not a draft', () => may(employer, 'invoice', { companyId: 'c1', status: 'draft' }), ''],
    ['invoice: not another company', () => may(otherEmployer, 'invoice', { companyId: 'c1', status: 'sent' }), ''],
    ['invoice: no talent', () => may(talent, 'invoice', { companyId: 'c1', status: 'sent' }), ''],
    ['onboarding: a talent, their own', () => may(talent, 'onboarding', { ownerId: 't1' }), 'rcud'],
    ['onboarding: not another talent', () => may(otherTalent, 'onboarding', { ownerId: 't1' }), ''],
    ['onboarding: an employer, the company', () => may(employer, 'onboarding', { ownerId: 'c1' }), 'rcud'],
    ['onboarding: not by the user id', () => may(employer, 'onboarding', { ownerId: 'e1' }), ''],
  ])('%s', (_, actual, expected) => {
    expect(actual()).toBe(expected)
  })

  it('admins may anything; recruiters what their level grants, whatever the owner rules say', () => {
    const admin: Actor = { role: 'admin', userId: 'a' }
    const head: Actor = { role: 'recruiter', userId: 'r', level: 'head_of_recruitment' }
    expect(may(admin, 'invoice', { companyId: 'c9', status: 'draft' })).toBe('rcud')
    expect(may(head, 'invoice', { companyId: 'c9', status: 'draft' })).toBe('rcud')
    expect(may(head, 'onboarding', { ownerId: 'x' })).toBe('rcud')
    expect(may({ ...head, level: 'sourcer' }, 'vacancy', { companyId: 'c1', status: 'active' })).toBe('r')
  })
})
