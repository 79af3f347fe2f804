import { describe, expect, it } from 'vitest'
import {
  ACTIONS,
  DEFAULT_RECRUITER_GRANTS,
  mayActOn,
  RECRUITER_LEVELS,
  recruiterMay,
  RESOURCES,
  type Actor,
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
    expect(mayActOn(employer, 'invoice', 'update', { companyId: 'c1' })).toBe(false)
  })

  it('let admins do anything and recruiters what their level grants', () => {
    const admin: Actor = { role: 'admin', userId: 'a' }
    expect(mayActOn(admin, 'company', 'delete', { id: 'c1' })).toBe(true)
    const sourcer: Actor = { role: 'recruiter', userId: 'r', level: 'sourcer' }
    expect(mayActOn(sourcer, 'company', 'read', { id: 'c1' })).toBe(true)
    expect(mayActOn(sourcer, 'company', 'update', { id: 'c1' })).toBe(false)
  })
})
