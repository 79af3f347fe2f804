import { describe } from 'vitest'
import { killSuite } from './kill-suite.ts'

// PGlite does not fsync (ADR 0010): this run states what survives a kill rather than promising every write.
describe('killed processes on PGlite', () => killSuite('pglite'))
