import { describe, expect, it } from 'vitest'
import { sessionUsers as u } from './session.fixtures.ts'
import { landingOf, needsOnboarding } from './session.routes.ts'

describe('landingOf (docs/product.md §2 Root redirects)', () => {
  it.each([
    ['recruiter', u.recruiter, 'vacancies'],
    ['admin', u.admin, 'vacancies'],
    ['employer with a company type', u.employer, 'job-openings'],
    ['employer without a company type', u.employerNew, 'onboarding'],
    ['talent with a published resume', u.talentPublished, 'matching'],
    ['talent with a draft', u.talentDraft, 'onboarding'],
    ['talent without a resume', u.talentNew, 'onboarding'],
  ])('%s -> %s', (_, user, route) => {
    expect(landingOf(user)).toBe(route)
  })
})

describe('needsOnboarding', () => {
  it('holds for a talent until the resume is published and for an employer until the company has a type', () => {
    expect(needsOnboarding(u.talentNew)).toBe(true)
    expect(needsOnboarding(u.talentDraft)).toBe(true)
    expect(needsOnboarding(u.talentPublished)).toBe(false)
    expect(needsOnboarding(u.employerNew)).toBe(true)
    expect(needsOnboarding(u.employer)).toBe(false)
  })

  it('never holds for recruiters, whatever else their record carries', () => {
    expect(needsOnboarding({ ...u.recruiter, resume: { id: 'r-9', draft: true }, company: null })).toBe(false)
  })
})
