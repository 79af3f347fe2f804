import type { SessionUser } from './session.types.ts'

/**
 * The routes a signed-in user lands on from the root (docs/product.md §2 "Root redirects"), named by their id in the portal's
 * route table, which owns their paths (ADR 0046).
 */
export type LandingRoute = 'vacancies' | 'job-openings' | 'onboarding' | 'matching'

/** docs/product.md §2: a talent without a published resume and an employer whose company has no type finish onboarding first. */
export function needsOnboarding(user: SessionUser): boolean {
  switch (user.userType) {
    case 'recruiter':
      return false
    case 'employer':
      return !user.company?.type
    case 'talent':
      return !user.resume || user.resume.draft
  }
}

/** docs/product.md §2 "Root redirects": recruiters to the vacancy list, the others to their work once onboarded. */
export function landingOf(user: SessionUser): LandingRoute {
  if (needsOnboarding(user)) return 'onboarding'
  switch (user.userType) {
    case 'recruiter':
      return 'vacancies'
    case 'employer':
      return 'job-openings'
    case 'talent':
      return 'matching'
  }
}
