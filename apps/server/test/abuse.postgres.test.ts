import { describe, expect, inject, it, vi } from 'vitest'
import { abuseSuite } from './abuse-suite.ts'

// Spy on argon2: the suite counts the hashes and verifications each request pays for.
vi.mock(import('@node-rs/argon2'), async (importOriginal) => {
  const original = await importOriginal()
  return { ...original, hash: vi.fn(original.hash), verify: vi.fn(original.verify) }
})

const postgres = inject('postgres')

if (postgres.available) {
  describe('abuse on PostgreSQL 15', () => abuseSuite('postgres'))
} else {
  it('runs the abuse suite on PostgreSQL 15', () => {
    expect.fail(
      `PostgreSQL suite not run: ${postgres.reason}. Install the server binaries (apt-get install -y postgresql-15).`,
    )
  })
}
