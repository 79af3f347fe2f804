/**
 * Failed sign-in attempts per key (email + IP) in a fixed window, in memory. Per process: behind a load
 * balancer each process counts on its own, which still bounds guessing to (limit x processes) per window.
 */
export class AttemptLimiter {
  readonly #windows = new Map<string, { failures: number; resetAt: number }>()
  readonly #limit: number
  readonly #windowMs: number

  constructor(limit: number, windowMs: number) {
    this.#limit = limit
    this.#windowMs = windowMs
  }

  /** Milliseconds until the key may try again, or 0 when it may try now. */
  retryAfter(key: string, now = Date.now()): number {
    const window = this.#windows.get(key)
    if (!window || window.resetAt <= now) return 0
    return window.failures >= this.#limit ? window.resetAt - now : 0
  }

  fail(key: string, now = Date.now()): void {
    const window = this.#windows.get(key)
    if (!window || window.resetAt <= now) {
      this.#sweep(now)
      this.#windows.set(key, { failures: 1, resetAt: now + this.#windowMs })
    } else {
      window.failures += 1
    }
  }

  succeed(key: string): void {
    this.#windows.delete(key)
  }

  // Bounded memory: drop finished windows whenever a new one opens.
  #sweep(now: number): void {
    if (this.#windows.size < 1000) return
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key)
  }
}
