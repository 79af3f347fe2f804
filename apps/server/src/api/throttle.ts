import { minutesFrom, RateLimiter, type Limit } from '../rate-limit.ts'
import { HttpError } from './errors.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/**
 * The API calls that send mail or check a secret, and how often each may be made per address (the email or
 * account it is about) and per client (its IP address). Every attempt counts, known address or not, so the limits
 * tell nobody which accounts exist (ADR 0017).
 */
export const THROTTLES = {
  signUp: { perAddress: { limit: 3, windowMs: HOUR }, perClient: { limit: 10, windowMs: HOUR } },
  passwordReset: { perAddress: { limit: 3, windowMs: 15 * MINUTE }, perClient: { limit: 10, windowMs: 15 * MINUTE } },
  /** Mailed tokens coming back (reset confirm, email change confirm): guessing them is the attack. */
  tokenConfirm: { perClient: { limit: 20, windowMs: 15 * MINUTE } },
  /** A signed-in change of email or password: each checks the current password. Per account. */
  accountChange: { perAddress: { limit: 5, windowMs: 15 * MINUTE }, perClient: { limit: 20, windowMs: 15 * MINUTE } },
  /** Questions to the support team (ADR 0093): each one is a mail to a person. Per account. */
  supportRequest: { perAddress: { limit: 5, windowMs: HOUR }, perClient: { limit: 20, windowMs: HOUR } },
  /** Invites and their resends (ADR 0085): each one mails a person who did not ask. Per inviting account (ADR 0101). */
  invite: { perAddress: { limit: 50, windowMs: HOUR }, perClient: { limit: 100, windowMs: HOUR } },
  /**
   * Every upload (avatars, logos, resumes, vacancy files): each is held in memory and checked, an image re-encoded,
   * a document parsed by a job. Per account, counted before a byte is read (ADR 0101).
   */
  upload: { perAddress: { limit: 100, windowMs: HOUR }, perClient: { limit: 300, windowMs: HOUR } },
} satisfies Record<string, { perAddress?: Limit; perClient: Limit }>

export type ThrottledAction = keyof typeof THROTTLES

export interface Throttle {
  /** Counts one attempt; throws 429 with Retry-After when the address or the client is over its limit. */
  take(action: ThrottledAction, keys: { client: string; address?: string }): void
}

export function createThrottle(enabled: boolean): Throttle {
  if (!enabled) return { take() {} }
  const limiters = Object.fromEntries(
    Object.entries(THROTTLES).map(([action, limits]) => [
      action,
      {
        perClient: new RateLimiter(limits.perClient),
        perAddress: 'perAddress' in limits ? new RateLimiter(limits.perAddress) : null,
      },
    ]),
  ) as Record<ThrottledAction, { perClient: RateLimiter; perAddress: RateLimiter | null }>

  return {
    take(action, { client, address }) {
      const { perClient, perAddress } = limiters[action]
      const addressKey = address?.trim().toLowerCase()
      const wait = Math.max(
        perClient.retryAfter(client),
        perAddress && addressKey ? perAddress.retryAfter(addressKey) : 0,
      )
      if (wait > 0) {
        throw new HttpError(
          429,
          { message: [`Too many requests. Try again in ${minutesFrom(wait)}.`] },
          { 'retry-after': String(Math.ceil(wait / 1000)) },
        )
      }
      perClient.hit(client)
      if (perAddress && addressKey) perAddress.hit(addressKey)
    },
  }
}
