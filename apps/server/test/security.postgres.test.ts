import { describe, expect, inject, it, vi } from 'vitest'
import { securitySuite } from './security-suite.ts'

// Spy on hashing (finding 10): the suite counts which requests paid for an argon2 hash.
vi.mock(import('../src/accounts/passwords.ts'), async (importOriginal) => {
  const original = await importOriginal()
  return { ...original, hashPassword: vi.fn(original.hashPassword) }
})

const postgres = inject('postgres')

if (postgres.available) {
  describe('security findings on PostgreSQL 15', () => securitySuite('postgres'))
} else {
  it('runs the security suite on PostgreSQL 15', () => {
    expect.fail(
      `PostgreSQL suite not run: ${postgres.reason}. Install the server binaries (apt-get install -y postgresql-15).`,
    )
  })
}
