import { describe, vi } from 'vitest'
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

// 700 requests per operation here and 300 on PostgreSQL, with seeds of their own: 1,000 per operation in every run of
// `pnpm test` (issue 17, ADR 0099). `pnpm test:soak` runs 1,000 on each (FUZZ_RUNS); FUZZ_SEED replays another run.
describe('fuzzing on PGlite', () => fuzzSuite('pglite', 700))
