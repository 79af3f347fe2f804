import { describe, expect, it } from 'vitest'
import { sessionUsers as u } from './session.fixtures.ts'
import { navigationFor, rootRedirect } from './session.routes.ts'

describe('rootRedirect (spec 2)', () => {
  it.each([
    ['recruiter', u.recruiter, '/vacancy'],
    ['admin', u.admin, '/vacancy'],
    ['employer with a company type', u.employer, '/job-openings'],
    ['employer without a company type', u.employerNew, '/onboarding'],
    ['talent with a published resume', u.talentPublished, '/matching'],
    ['talent with a draft', u.talentDraft, '/onboarding'],
    ['talent without a resume', u.talentNew, '/onboarding'],
    ['nobody', null, '/login'],
  ])('%s -> %s', (_, user, route) => {
    expect(rootRedirect(user)).toBe(route)
  })
})

const items = (user: Parameters<typeof navigationFor>[0]) =>
  navigationFor(user).items.map((i) => `${i.label} ${i.href}${i.badge ? ' (unread)' : ''}`)

describe('navigationFor (spec 2 Shell)', () => {
  it('recruiter: drawer with the seven shared items', () => {
    expect(navigationFor(u.recruiter).placement).toBe('drawer')
    expect(items(u.recruiter)).toEqual([
      'Vacancies /vacancy',
      'Applications /applications',
      'Companies /companies',
      'Meetings /meetings',
      'Skills /skills',
      'Talents /talents',
      'Chat /messages (unread)',
    ])
  })

  it('admin: drawer adds Invites, Access, Recruiters', () => {
    expect(items(u.admin).slice(7)).toEqual(['Invites /invite', 'Access /access', 'Recruiters /recruiter'])
  })

  it('employer: top navigation', () => {
    expect(navigationFor(u.employer).placement).toBe('top')
    expect(items(u.employer)).toEqual([
      'My profile /company-info',
      'Job Openings /job-openings',
      'Matching /matching',
      'Hiring Pipeline /job-openings/hiring-pipeline',
      'Meetings /meetings',
      'Chat /messages (unread)',
    ])
  })

  it('talent with a published resume', () => {
    expect(items(u.talentPublished)).toEqual([
      'My profile /resume',
      'Matching /matching',
      'Meetings /meetings',
      'Jobs /application (unread)',
    ])
  })

  it('talent with a draft goes to the CV editor and still sees Matching', () => {
    expect(items(u.talentDraft)).toEqual([
      'My profile /manage-cv/r-2',
      'Matching /matching',
      'Meetings /meetings',
      'Jobs /application (unread)',
    ])
  })

  it('talent without a resume: onboarding, no Matching', () => {
    expect(items(u.talentNew)).toEqual(['My profile /onboarding', 'Meetings /meetings', 'Jobs /application (unread)'])
  })
})
