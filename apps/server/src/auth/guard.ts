import type { FastifyRequest } from 'fastify'
import type { ApiRouteConfig } from '../api/contract.ts'
import { forbidden, unauthorized } from '../api/errors.ts'
import type { Principal } from './principal.ts'
import { InvalidTokenError, type TokenVerifier } from './token-verifier.ts'

/**
 * The API's onRequest hook: authenticates the bearer token and enforces the scope in the URL before the body is
 * even read. 401 when there is no valid token; 403 when the caller's role or identity does not match the scope:
 * a talent only under /talent/{own id}, an employer user only under /company/{own company}, only recruiters
 * under /admin, admin-only operations only admins. Object-level checks stay in the handlers.
 */
export function createGuard(verifier: TokenVerifier) {
  /** The hook's answer to a token the verifier refused; any other error passes as it is. */
  const refused = (error: unknown) => {
    if (!(error instanceof InvalidTokenError)) return error
    return unauthorized(
      error.expired ? 'Your session has expired. Please sign in again.' : 'Authentication required.',
      {
        'www-authenticate': `Bearer error="invalid_token", error_description="${error.message}"`,
      },
    )
  }

  function admit(request: FastifyRequest, route: Partial<ApiRouteConfig>, principal: Principal): void {
    if (!route.userTypes?.includes(principal.userType)) throw forbidden()
    const params = request.params as Record<string, string | undefined>
    switch (route.scope) {
      case 'admin':
        if (principal.userType !== 'recruiter') throw forbidden()
        break
      case 'company':
        if (
          principal.userType !== 'employer' ||
          principal.companyId === null ||
          principal.companyId !== params.companyId
        )
          throw forbidden()
        break
      case 'talent':
        if (principal.userType !== 'talent' || principal.userId !== params.userId) throw forbidden()
        break
    }
    if (route.adminOnly && !principal.isAdmin) throw forbidden('Only admins can do this.')
    request.principal = principal
  }

  /** Throws when refused; a promise only when the token is new to the verifier (a signature to check). */
  return function guard(request: FastifyRequest): void | Promise<void> {
    const route = request.routeOptions.config as unknown as Partial<ApiRouteConfig>
    if (route.operationId === undefined || route.anonymous) return

    const header = request.headers.authorization
    const match = header?.match(/^Bearer ([A-Za-z0-9._~+/-]+=*)$/i)
    if (!match) throw unauthorized()
    let principal
    try {
      principal = verifier.verify(match[1]!)
    } catch (error) {
      throw refused(error)
    }
    if (principal instanceof Promise) {
      return principal.then(
        (verified) => admit(request, route, verified),
        (error: unknown) => {
          throw refused(error)
        },
      )
    }
    admit(request, route, principal)
  }
}
