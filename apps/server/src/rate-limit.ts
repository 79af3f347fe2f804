export interface Limit {
  /** Attempts allowed per window. */
  limit: number
  windowMs: number
}

/**
 * Attempts per key in a fixed window, in memory. Per process: behind a load balancer each process counts on its
 * own, which still bounds attempts to (limit x processes) per window (ADR 0017).
 */
export class RateLimiter {
  readonly #windows = new Map<string, { attempts: number; resetAt: number }>()
  readonly #limit: Limit

  constructor(limit: Limit) {
    this.#limit = limit
  }

  /** Milliseconds until the key may try again, or 0 when it may try now. */
  retryAfter(key: string, now = Date.now()): number {
    const window = this.#windows.get(key)
    if (!window || window.resetAt <= now) return 0
    return window.attempts >= this.#limit.limit ? window.resetAt - now : 0
  }

  /** Counts one attempt of the key. */
  hit(key: string, now = Date.now()): void {
    const window = this.#windows.get(key)
    if (!window || window.resetAt <= now) {
      this.#sweep(now)
      this.#windows.set(key, { attempts: 1, resetAt: now + this.#limit.windowMs })
    } else {
      window.attempts += 1
    }
  }

  /** Forgets the key's attempts (a successful sign-in clears its failures). */
  reset(key: string): void {
    this.#windows.delete(key)
  }

  // Bounded memory: drop finished windows whenever a new one opens.
  #sweep(now: number): void {
    if (this.#windows.size < 1000) return
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key)
  }
}

/** "2 minutes", "1 minute": for messages that tell a person when to try again. */
export function minutesFrom(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000))
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}
