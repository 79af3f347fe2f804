import { describe, vi } from 'vitest'
import { abuseSuite } from './abuse-suite.ts'

// Spy on argon2: the suite counts the hashes and verifications each request pays for.
vi.mock(import('@node-rs/argon2'), async (importOriginal) => {
  const original = await importOriginal()
  return { ...original, hash: vi.fn(original.hash), verify: vi.fn(original.verify) }
})

describe('abuse on PGlite', () => abuseSuite('pglite'))
