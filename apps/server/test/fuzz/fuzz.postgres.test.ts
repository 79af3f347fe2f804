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
  // The shorter profile (2-minute budget): the same properties on PostgreSQL 15, 100 requests per operation;
  // `pnpm test:soak` runs 1,000 (FUZZ_RUNS).
  describe('fuzzing on PostgreSQL 15', () => fuzzSuite('postgres', 100))
} else {
  // The PostgreSQL path is part of what the test command promises: a machine without it fails, saying why.
  it('fuzzes every operation on PostgreSQL 15', () => {
    expect.fail(
      `PostgreSQL suite not run: ${postgres.reason}. Install the server binaries (apt-get install -y postgresql-15).`,
    )
  })
}
