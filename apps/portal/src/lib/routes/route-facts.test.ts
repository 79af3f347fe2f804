import { sessionUsers as u, type SessionUser } from '@hireloop/flows'
import { Briefcase } from 'lucide-react'
import { describe, expect, it } from 'vitest'
import {
  audienceOf,
  documentTitleOf,
  hrefOf,
  mayOpen,
  navigationFor,
  roleNameOf,
  rolesOf,
  type RouteFacts,
} from './route-facts.ts'

describe('rolesOf and mayOpen', () => {
  it('an admin holds the recruiter role too; the others hold their user type', () => {
    expect(rolesOf(u.admin)).toEqual(['recruiter', 'admin'])
    expect(rolesOf(u.recruiter)).toEqual(['recruiter'])
    expect(rolesOf(u.employer)).toEqual(['employer'])
    expect(rolesOf(u.talentNew)).toEqual(['talent'])
  })

  it('admits a role listed on the route, nobody else, and anyone on a public route', () => {
    const recruiters = { access: ['recruiter'] } as const
    const admins = { access: ['admin'] } as const
    expect(mayOpen(recruiters, u.recruiter)).toBe(true)
    expect(mayOpen(recruiters, u.admin)).toBe(true)
    expect(mayOpen(recruiters, u.talentPublished)).toBe(false)
    expect(mayOpen(admins, u.recruiter)).toBe(false)
    expect(mayOpen(admins, u.admin)).toBe(true)
    expect(mayOpen(recruiters, null)).toBe(false)
    expect(mayOpen({ access: 'public' }, null)).toBe(true)
  })
})

describe('hrefOf', () => {
  it('drops optional segments and refuses a path that needs parameters', () => {
    expect(hrefOf({ path: '/job-openings/hiring-pipeline/:vacancyId?' })).toBe('/job-openings/hiring-pipeline')
    expect(hrefOf({ path: '/meetings' })).toBe('/meetings')
    expect(() => hrefOf({ path: '/vacancy/:id/resume' })).toThrow('/vacancy/:id/resume needs parameters')
  })
})

describe('navigationFor', () => {
  const route = (id: string, access: RouteFacts['access'], nav: Partial<NonNullable<RouteFacts['nav']>>) =>
    ({
      id,
      path: `/${id}`,
      title: id,
      access,
      layout: 'shell',
      nav: { label: id, icon: Briefcase, order: 0, ...nav },
    }) satisfies RouteFacts
  const table: RouteFacts[] = [
    route('b', ['recruiter'], { order: 2 }),
    route('a', ['recruiter', 'employer'], { order: 1, badge: 'unread' }),
    route('admin-only', ['admin'], { order: 3 }),
    route('chat', ['talent', 'employer', 'recruiter'], { order: 4, roles: ['employer'] }),
    route('profile', ['employer'], { order: 0, href: (user) => `/profile/${user.id}` }),
    route('matching', ['employer'], { order: 5, shownTo: (user) => Boolean(user.company?.type) }),
    { id: 'no-nav', path: '/no-nav', title: 'x', access: ['recruiter'], layout: 'shell' },
  ]
  const labels = (user: SessionUser) => navigationFor(user, table).items.map((item) => item.id)

  it('recruiters get the drawer, in the entries order, without what their role may not open', () => {
    expect(navigationFor(u.recruiter, table).placement).toBe('drawer')
    expect(labels(u.recruiter)).toEqual(['a', 'b'])
    expect(labels(u.admin)).toEqual(['a', 'b', 'admin-only'])
  })

  it('the others get the top bar; entry roles, conditions and user-dependent links apply', () => {
    const navigation = navigationFor(u.employer, table)
    expect(navigation.placement).toBe('top')
    expect(navigation.items.map(({ id, href, badge }) => ({ id, href, badge }))).toEqual([
      { id: 'profile', href: '/profile/e-1', badge: undefined },
      { id: 'a', href: '/a', badge: 'unread' },
      { id: 'chat', href: '/chat', badge: undefined },
      { id: 'matching', href: '/matching', badge: undefined },
    ])
    expect(labels(u.employerNew)).not.toContain('matching')
    expect(labels(u.talentPublished)).toEqual([])
  })
})

describe('words for the role page and the title', () => {
  it('names the audience and the role in plain words', () => {
    expect(audienceOf(['recruiter'])).toBe('recruiters')
    expect(audienceOf(['talent', 'employer'])).toBe('specialists or companies')
    expect(roleNameOf(u.talentPublished)).toBe('a specialist')
    expect(roleNameOf(u.employer)).toBe('a company user')
    expect(roleNameOf(u.admin)).toBe('an admin')
  })

  it('puts the page first in the document title', () => {
    expect(documentTitleOf({ title: 'Vacancies' })).toBe('Vacancies · Hireloop')
    expect(documentTitleOf(null)).toBe('Hireloop')
  })
})
