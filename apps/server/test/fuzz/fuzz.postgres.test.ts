import { describe, expect, inject, it, vi } from 'vitest'
import { fuzzSuite } from './fuzz-suite.ts'

// Argon2 at its production cost is tens of milliseconds per hash: here every password is hashed at the smallest cost
// (the demo users' hashes are redone in the suite's setup), so valid password requests cost what the others do.
// Test-only: the production path (src/accounts/passwords.ts) is untouched.
vi.mock(import('@node-rs/argon2'), async (importOriginal) => {
  const original = await importOriginal()
  return {
    ...original,
    hash: (password, options, signal) => original.hash(password, { ...options, memoryCost: 64, timeCost: 1 }, signal),
  }
})

const postgres = inject('postgres')

if (postgres.available) {
  // The same properties on PostgreSQL 15, 300 requests per operation with a seed of its own: with PGlite's 700, 1,000
  // different requests per operation in every run (ADR 0099). `pnpm test:soak` runs 1,000 (FUZZ_RUNS).
  describe('fuzzing on PostgreSQL 15', () => fuzzSuite('postgres', 300, 1017))
} else {
  // The PostgreSQL path is part of what the test command promises: a machine without it fails, saying why.
  it('fuzzes every operation on PostgreSQL 15', () => {
    expect.fail(
      `PostgreSQL suite not run: ${postgres.reason}. Install the server binaries (apt-get install -y postgresql-15).`,
    )
  })
}
