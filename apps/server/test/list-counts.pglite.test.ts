import { describe } from 'vitest'
import { listCountsSuite } from './list-counts-suite.ts'

describe('list counters on PGlite', () => listCountsSuite('pglite'))
