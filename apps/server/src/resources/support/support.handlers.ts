import { randomInt } from 'node:crypto'
import { findUserById } from '../../accounts/users.ts'
import type { ApiContext } from '../../api/context.ts'
import { fieldError, unauthorized } from '../../api/errors.ts'
import { accepted, signedIn, type OperationHandlers } from '../../api/operation.ts'
import { supportRequestMail } from '../../mail/messages.ts'

// No 0/O or 1/I: a reference is read aloud and typed again.
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'

function newReference(): string {
  return `SR-${Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`
}

/** The help page's way to reach the team (ADR 0093): a mail to the support mailbox through the outbox. */
export function supportHandlers(ctx: ApiContext) {
  return {
    async createSupportRequest(call) {
      const { userId } = signedIn(call)
      const text = call.body.message.trim()
      if (text.length === 0) throw fieldError(400, 'message', 'Write your question before sending it.')
      ctx.throttle.take('supportRequest', { client: call.request.ip, address: userId })
      const user = await findUserById(ctx.db, userId)
      if (!user) throw unauthorized()
      const reference = newReference()
      return ctx.write(call, async (trx, audit) => {
        const name = `${user.first_name} ${user.last_name}`.trim() || user.email
        await ctx.mailer.enqueue(
          trx,
          supportRequestMail(ctx.config.mail.supportTo, {
            reference,
            topic: call.body.topic,
            message: text,
            from: { email: user.email, name, role: user.user_type },
          }),
        )
        // The trail says that the user asked, not what: their words stay in the team's mailbox.
        audit.object('user', user.id, { before: null, after: { support_request: reference, topic: call.body.topic } })
        return accepted({ reference, answer_to: user.email })
      })
    },
  } satisfies OperationHandlers
}
