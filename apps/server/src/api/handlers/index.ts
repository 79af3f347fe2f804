import type { ApiContext, Handlers } from '../context.ts'
import { companyHandlers } from './companies.ts'
import { meHandlers } from './me.ts'
import { notificationHandlers } from './notifications.ts'
import { passwordResetHandlers } from './password-reset.ts'
import { registrationHandlers } from './registration.ts'

/** Every implemented operation, by operationId. */
export function createHandlers(ctx: ApiContext): Handlers {
  return {
    ...registrationHandlers(ctx),
    ...passwordResetHandlers(ctx),
    ...meHandlers(ctx),
    ...notificationHandlers(ctx),
    ...companyHandlers(ctx),
  }
}
