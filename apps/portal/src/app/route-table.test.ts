import { sessionUsers as u, type SessionUser } from '@hireloop/flows'
import { describe, expect, it } from 'vitest'
import { mayOpen, navigationFor } from '../lib/routes/route-facts.ts'
import { hrefTo, routeTable, type RouteEntry } from './route-table.ts'

const byPath = new Map<string, RouteEntry>(routeTable.map((route) => [route.path, route]))

/** docs/product.md §2's paths, as its route table names them (`{id}` segments as parameters, optional ones marked `?`). */
const SIGNED_OUT = [
  '/login',
  '/sign-up',
  '/sign-up/talent',
  '/sign-up/company',
  '/change-password',
  '/new-password',
  '/email-message',
]
const LEGAL_SIGNED_OUT = ['/terms-of-services', '/private-policy', '/cookie-policy']
const SIGNED_IN = [
  '/job-openings',
  '/job-openings/archived',
  '/job-openings/hiring-pipeline/:vacancyId?',
  '/vacancy',
  '/vacancy/:id/resume',
  '/create-vacancy/:id?',
  '/application',
  '/application/:applicationId/vacancy',
  '/job-openings/hiring-pipeline/vacancy/:vacancyId/application/:applicationId/resume',
  '/application-vacancy/:id',
  '/application-resume/:id',
  '/resume/:id',
  '/vacancy/:id',
  '/create-talent/:id?',
  '/create-company',
  '/create-recruiter',
  '/recruiter',
  '/resume',
  '/my-resume',
  '/manage-cv/:id?',
  '/personal-info',
  '/company-info',
  '/settings',
  '/company-settings',
  '/skills',
  '/talent',
  '/company',
  '/onboarding',
  '/billing',
  '/calendar',
  '/feedback',
  '/support',
  '/meetings',
  '/invite',
  '/users',
  '/users/:type/:id',
  '/terms-of-service',
  '/privacy-policy',
  '/messages/:id?',
  '/matching',
  '/upload/:type',
  '/company/:id/create-invoice',
  '/company/:id/invoices',
  '/access',
  '/access/:id',
  '/companies',
  '/applications',
  '/talents',
]

describe('the route table holds every route of docs/product.md §2, once', () => {
  it('declares each path and id once', () => {
    expect(new Set(routeTable.map((r) => r.id)).size).toBe(routeTable.length)
    expect(byPath.size).toBe(routeTable.length)
  })

  it.each([...SIGNED_OUT, ...LEGAL_SIGNED_OUT, ...SIGNED_IN])('%s is declared', (path) => {
    expect(byPath.get(path), path).toBeDefined()
  })

  it('opens the sign-out screens, the mailed links and the public legal pages to anyone, and nothing else', () => {
    const publicScreens = routeTable.filter((r) => r.access === 'public' && 'module' in r).map((r) => r.path)
    expect(publicScreens.sort()).toEqual(
      // The invite link of ADR 0085 is a mailed link too.
      [...SIGNED_OUT, ...LEGAL_SIGNED_OUT, '/activate/:type/:id', '/confirm-email', '/sign-up/invite/:value'].sort(),
    )
  })

  it('puts every signed-in screen in the shell, every public screen but login in the auth card', () => {
    for (const route of routeTable) {
      if (!('module' in route)) continue
      const expected = route.access !== 'public' ? 'shell' : route.id === 'login' ? 'bare' : 'auth'
      expect(route.layout, route.path).toBe(expected)
    }
  })

  it('closes the back office to the other roles and the admin areas to plain recruiters', () => {
    const closed = (path: string, user: SessionUser) => !mayOpen(byPath.get(path)!, user)
    for (const path of [
      '/insights',
      '/vacancy',
      '/applications',
      '/companies',
      '/talents',
      '/skills',
      '/create-talent/:id?',
    ]) {
      expect(closed(path, u.talentPublished), path).toBe(true)
      expect(closed(path, u.employer), path).toBe(true)
      expect(closed(path, u.recruiter), path).toBe(false)
    }
    for (const path of ['/invite', '/access', '/recruiter', '/create-recruiter']) {
      expect(closed(path, u.recruiter), path).toBe(true)
      expect(closed(path, u.admin), path).toBe(false)
    }
    // `/users` is the employer's team and the back office's directory (ADR 0090); a user's page is the back office's.
    for (const user of [u.employer, u.recruiter, u.admin]) expect(closed('/users', user), user.email).toBe(false)
    expect(closed('/users', u.talentPublished)).toBe(true)
    expect(closed('/users/:type/:id', u.recruiter)).toBe(false)
    expect(closed('/users/:type/:id', u.employer)).toBe(true)
    for (const path of [
      '/job-openings',
      '/job-openings/hiring-pipeline/:vacancyId?',
      '/company-settings',
      '/billing',
    ]) {
      expect(closed(path, u.talentPublished), path).toBe(true)
      expect(closed(path, u.employer), path).toBe(false)
    }
    expect(closed('/application', u.employer)).toBe(true)
    expect(closed('/meetings', u.talentNew)).toBe(false)
  })

  it('gives every route a title', () => {
    for (const route of routeTable) expect(route.title.trim(), route.path).not.toBe('')
  })
})

describe('the navigation of docs/product.md §2 Shell, read from the table', () => {
  const items = (user: SessionUser) =>
    navigationFor(user, routeTable).items.map((i) => `${i.label} ${i.href}${i.badge ? ' (unread)' : ''}`)

  it('recruiter: the drawer with the eight shared items, Insights first', () => {
    expect(navigationFor(u.recruiter, routeTable).placement).toBe('drawer')
    expect(items(u.recruiter)).toEqual([
      'Insights /insights',
      'Vacancies /vacancy',
      'Applications /applications',
      'Companies /companies',
      'Meetings /meetings',
      'Skills /skills',
      'Talents /talents',
      'Chat /messages (unread)',
    ])
  })

  it('admin: the drawer adds Invites, Access, Recruiters', () => {
    expect(items(u.admin).slice(8)).toEqual(['Invites /invite', 'Access /access', 'Recruiters /recruiter'])
  })

  it('employer: the top navigation', () => {
    expect(navigationFor(u.employer, routeTable).placement).toBe('top')
    expect(items(u.employer)).toEqual([
      'My profile /company-info',
      'Job Openings /job-openings',
      'Matching /matching',
      'Hiring Pipeline /job-openings/hiring-pipeline',
      'Meetings /meetings',
      'Chat /messages (unread)',
    ])
  })

  it('talent: My profile follows the resume; Matching needs one; Jobs carries the badge', () => {
    expect(items(u.talentPublished)).toEqual([
      'My profile /resume',
      'Matching /matching',
      'Meetings /meetings',
      'Jobs /application (unread)',
    ])
    expect(items(u.talentDraft)[0]).toBe('My profile /manage-cv/r-2')
    expect(items(u.talentNew)).toEqual(['My profile /onboarding', 'Meetings /meetings', 'Jobs /application (unread)'])
  })

  it('never links a user to a route their role may not open', () => {
    for (const user of Object.values(u)) {
      for (const item of navigationFor(user, routeTable).items) {
        const route = routeTable.find((r) => r.id === item.id)!
        expect(mayOpen(route, user), `${user.email} -> ${item.href}`).toBe(true)
      }
    }
  })
})

describe('the root redirect (docs/product.md §2 Root redirects)', () => {
  const root = routeTable.find((r) => r.id === 'root')!
  it.each([
    ['recruiter', u.recruiter, '/vacancy'],
    ['admin', u.admin, '/vacancy'],
    ['employer with a company type', u.employer, '/job-openings'],
    ['employer without one', u.employerNew, '/onboarding'],
    ['talent with a published resume', u.talentPublished, '/matching'],
    ['talent with a draft', u.talentDraft, '/onboarding'],
    ['talent without a resume', u.talentNew, '/onboarding'],
    ['nobody', null, '/login'],
  ])('%s -> %s', (_, user, path) => {
    expect(root.redirect(user)).toBe(path)
  })

  it('links by id to the declared path', () => {
    expect(hrefTo('hiring-pipeline')).toBe('/job-openings/hiring-pipeline')
  })
})
