import type { Actor } from '@hireloop/flows/rules'
import type { Principal } from '../auth/principal.ts'

/**
 * The policy's view of a verified caller. A recruiter whose provider does not state a level acts as a Sourcer,
 * the least privileged level; recruiters and admins carry the access rules the policy hook read (ADR 0084); an
 * employer without a company has no company objects to act on (null).
 */
export function actorOf(principal: Principal): Actor | null {
  switch (principal.userType) {
    case 'talent':
      return { role: 'talent', userId: principal.userId }
    case 'employer':
      return principal.companyId ? { role: 'employer', userId: principal.userId, companyId: principal.companyId } : null
    case 'recruiter':
      return principal.isAdmin
        ? { role: 'admin', userId: principal.userId, grants: principal.accessGrants }
        : {
            role: 'recruiter',
            userId: principal.userId,
            level: principal.recruiterLevel ?? 'sourcer',
            grants: principal.accessGrants,
          }
  }
}
