import { describe, vi } from 'vitest'
import { securitySuite } from './security-suite.ts'

// Spy on hashing (finding 10): the suite counts which requests paid for an argon2 hash.
vi.mock(import('../src/accounts/passwords.ts'), async (importOriginal) => {
  const original = await importOriginal()
  return { ...original, hashPassword: vi.fn(original.hashPassword) }
})

describe('security findings on PGlite', () => securitySuite('pglite'))
