import type { ApiContext } from '../api/context.ts'
import { passwordResetMailJob } from '../api/handlers/password-reset.ts'
import type { JobQueue } from './queue.ts'

/** Every job kind's handler, registered once at start. */
export function registerJobHandlers(queue: JobQueue, ctx: ApiContext): void {
  queue.register('password_reset_mail', passwordResetMailJob(ctx))
}
