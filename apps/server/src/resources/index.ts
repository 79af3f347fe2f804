import type { ApiContext } from '../api/context.ts'
import type { OperationHandlers } from '../api/operation.ts'
import type { JobQueue } from '../jobs/queue.ts'
import { notificationMailJob } from '../notifications/notification-mail.job.ts'
import { accessRuleHandlers } from './access-rules/access-rules.handlers.ts'
import { accountHandlers } from './account/account.handlers.ts'
import { applicationHandlers } from './applications/applications.handlers.ts'
import { auditHandlers } from './audit/audit.handlers.ts'
import { billingHandlers } from './billing/billing.handlers.ts'
import { companyHandlers } from './companies/companies.handlers.ts'
import { conversationHandlers } from './conversations/conversations.handlers.ts'
import { employerHandlers } from './employers/employers.handlers.ts'
import { eventHandlers } from './events/events.handlers.ts'
import { feedbackHandlers } from './feedback/feedback.handlers.ts'
import { fileHandlers } from './files/files.handlers.ts'
import { insightsHandlers } from './insights/insights.handlers.ts'
import { inviteHandlers } from './invites/invites.handlers.ts'
import { invoiceHandlers } from './invoices/invoices.handlers.ts'
import { invoiceMailJob } from './invoices/invoices.mail.ts'
import { matchingHandlers } from './matching/matching.handlers.ts'
import { meetingHandlers } from './meetings/meetings.handlers.ts'
import { notificationHandlers } from './notifications/notifications.handlers.ts'
import { onboardingHandlers } from './onboarding/onboarding.handlers.ts'
import { parseFileJob } from './parsing/parse-file.job.ts'
import { parsingHandlers } from './parsing/parsing.handlers.ts'
import { vacancyFileHandlers } from './parsing/vacancy-files.ts'
import { passwordResetMailJob, registrationHandlers } from './registration/registration.handlers.ts'
import { referenceHandlers } from './reference/reference.handlers.ts'
import { recruiterHandlers } from './recruiters/recruiters.handlers.ts'
import { resumeHandlers } from './resumes/resumes.handlers.ts'
import { skillHandlers } from './skills/skills.handlers.ts'
import { supportHandlers } from './support/support.handlers.ts'
import { talentHandlers } from './talents/talents.handlers.ts'
import { userHandlers } from './users/users.handlers.ts'
import { vacancyHandlers } from './vacancies/vacancies.handlers.ts'

/** Every implemented operation, by operationId, one module per resource. */
export function createOperationHandlers(ctx: ApiContext): OperationHandlers {
  return {
    ...registrationHandlers(ctx),
    ...accountHandlers(ctx),
    ...supportHandlers(ctx),
    ...notificationHandlers(ctx),
    ...companyHandlers(ctx),
    ...employerHandlers(ctx),
    ...billingHandlers(ctx),
    ...fileHandlers(ctx),
    ...auditHandlers(ctx),
    ...eventHandlers(ctx),
    ...parsingHandlers(ctx),
    ...vacancyFileHandlers(ctx),
    ...resumeHandlers(ctx),
    ...talentHandlers(ctx),
    ...onboardingHandlers(ctx),
    ...skillHandlers(ctx),
    ...vacancyHandlers(ctx),
    ...applicationHandlers(ctx),
    ...matchingHandlers(ctx),
    ...meetingHandlers(ctx),
    ...conversationHandlers(ctx),
    ...feedbackHandlers(ctx),
    ...inviteHandlers(ctx),
    ...accessRuleHandlers(ctx),
    ...recruiterHandlers(ctx),
    ...userHandlers(ctx),
    ...invoiceHandlers(ctx),
    ...insightsHandlers(ctx),
    ...referenceHandlers(),
  }
}

/** Every job kind's handler, registered once at start, from the resource that owns it. */
export function registerJobHandlers(queue: JobQueue, ctx: ApiContext): void {
  queue.register('password_reset_mail', passwordResetMailJob(ctx))
  const parseFile = parseFileJob(ctx)
  queue.register('parse_file', parseFile.run, parseFile.options)
  queue.register('notification_mail', notificationMailJob(ctx))
  const invoiceMail = invoiceMailJob(ctx)
  queue.register('invoice_mail', invoiceMail.run, invoiceMail.options)
}
