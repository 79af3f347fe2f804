import type { SessionUser } from '@hireloop/flows'
import type { LucideIcon } from 'lucide-react'

/** Who may open a signed-in route (docs/product.md §6). An admin is a recruiter too, so `recruiter` routes admit admins. */
export type Role = 'talent' | 'employer' | 'recruiter' | 'admin'

/** Every signed-in user, whatever the role. */
export const EVERY_ROLE: readonly Role[] = ['talent', 'employer', 'recruiter']

/**
 * - `public`: opens in any session state and never waits for it (sign-up, legal pages, mailed links);
 * - a list of roles: signed in with one of them, otherwise the visitor logs in first or sees the role page.
 */
export type Access = 'public' | readonly Role[]

/** Where a route renders: the auth card's frame, the signed-in shell, or nothing around it. */
export type Layout = 'auth' | 'shell' | 'bare'

export interface NavEntry {
  label: string
  icon: LucideIcon
  /** Position among the entries a user sees; recruiters' drawer and the others' top bar share one order. */
  order: number
  /** Who sees the entry. @default the roles that may open the route */
  roles?: readonly Role[]
  /** Narrows the entry to some users of those roles (Matching: a talent who has a resume). */
  shownTo?: (user: SessionUser) => boolean
  /** Where the entry leads when that depends on the user (My profile). @default the route's path */
  href?: (user: SessionUser) => string
  /** The entry carries the unread-messages badge (docs/product.md §2: Chat or Jobs). */
  badge?: 'unread'
}

/** What the portal knows about one route of docs/product.md §2, declared once in the route table (ADR 0046). */
export interface RouteFacts {
  /** Stable name, used by links and by the session's landing rule (`landingOf`). */
  id: string
  /** React Router path; `:x?` marks an optional segment. */
  path: string
  /** The page's name: the document title and what the role page calls it. */
  title: string
  /** What the page is for, in a sentence: the page's description (role page, document description). */
  summary?: string
  access: Access
  layout: Layout
  nav?: NavEntry
}

export interface NavItem {
  id: string
  label: string
  href: string
  icon: LucideIcon
  badge?: 'unread'
}

export interface Navigation {
  /** Recruiters get the collapsible left drawer, everyone else the top navigation (docs/product.md §2 Shell). */
  placement: 'drawer' | 'top'
  items: NavItem[]
}

/** The roles a user holds: an admin is a recruiter with more. */
export function rolesOf(user: SessionUser): Role[] {
  if (user.userType !== 'recruiter') return [user.userType]
  return user.isAdmin ? ['recruiter', 'admin'] : ['recruiter']
}

/** Whether this user may open the route; `null` is a visitor who is not signed in. */
export function mayOpen(route: Pick<RouteFacts, 'access'>, user: SessionUser | null): boolean {
  if (route.access === 'public') return true
  if (!user) return false
  const held = rolesOf(user)
  return route.access.some((role) => held.includes(role))
}

/** The link to a route without its optional segments: `/job-openings/hiring-pipeline/:vacancyId?` -> `/job-openings/hiring-pipeline`. */
export function hrefOf(route: Pick<RouteFacts, 'path'>): string {
  const path = route.path.replace(/\/:[^/]+\?/g, '')
  if (path.includes(':')) throw new Error(`${route.path} needs parameters: it has no plain link`)
  return path
}

/** The shell's navigation for this user (docs/product.md §2 Shell), from the navigation entries of the route table. */
export function navigationFor(user: SessionUser, routes: readonly RouteFacts[]): Navigation {
  const held = rolesOf(user)
  const items = routes
    .filter((route): route is RouteFacts & { nav: NavEntry } => {
      if (!route.nav || !mayOpen(route, user)) return false
      const roles = route.nav.roles ?? (route.access === 'public' ? EVERY_ROLE : route.access)
      return roles.some((role) => held.includes(role)) && (route.nav.shownTo?.(user) ?? true)
    })
    .sort((a, b) => a.nav.order - b.nav.order)
    .map(({ id, nav, path }) => ({
      id,
      label: nav.label,
      href: nav.href?.(user) ?? hrefOf({ path }),
      icon: nav.icon,
      ...(nav.badge ? { badge: nav.badge } : {}),
    }))
  return { placement: user.userType === 'recruiter' ? 'drawer' : 'top', items }
}

const ROLE_NAMES: Record<Role, { one: string; many: string }> = {
  talent: { one: 'a specialist', many: 'specialists' },
  employer: { one: 'a company user', many: 'companies' },
  recruiter: { one: 'a recruiter', many: 'recruiters' },
  admin: { one: 'an admin', many: 'admins' },
}

// Made on first use, not when the module loads: the first Intl object of a page pays for ICU's start (ADR 0111), and
// this one is only needed on the role page, while the route table is evaluated in the app's first task.
let list: Intl.ListFormat | undefined

/** "recruiters", "specialists or companies": who a route is for, in words. */
export function audienceOf(access: readonly Role[]): string {
  list ??= new Intl.ListFormat('en', { type: 'disjunction' })
  return list.format(access.map((role) => ROLE_NAMES[role].many))
}

/** "a specialist", "an admin": the role a user is signed in with, in words. */
export function roleNameOf(user: SessionUser): string {
  const held = rolesOf(user)
  return ROLE_NAMES[held.at(-1)!].one
}

/** The document title of a route: its own name first, so tabs and history tell pages apart. */
export function documentTitleOf(route: Pick<RouteFacts, 'title'> | null | undefined): string {
  return route ? `${route.title} · Hireloop` : 'Hireloop'
}
