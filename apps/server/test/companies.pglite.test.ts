import { describe } from 'vitest'
import { companiesSuite } from './companies-suite.ts'

describe('companies on PGlite', () => companiesSuite('pglite'))
