import type { Grants } from '@hireloop/flows/rules'
import type { RecruiterLevel, UserType } from '../db/schema.ts'

/** Who is calling, as stated by a verified access token. */
export interface Principal {
  userId: string
  userType: UserType
  companyId: string | null
  isAdmin: boolean
  /** Recruiters only; null for other roles (and for a recruiter whose provider does not say). */
  recruiterLevel: RecruiterLevel | null
  /** The embedded provider's grant (sign-in) the token was issued under; null for other providers. */
  grantId: string | null
  /**
   * Recruiters and admins: what the access rules of their level (or of admins) allow, read by the policy hook for
   * this request (ADR 0084). Not part of the token: a rule changed by an admin holds from the next request on.
   */
  accessGrants?: Grants
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the API guard on authenticated routes; null on public ones. */
    principal: Principal | null
  }
}
