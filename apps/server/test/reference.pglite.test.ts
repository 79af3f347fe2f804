import { describe } from 'vitest'
import { referenceSuite } from './reference-suite.ts'

describe('reference data on PGlite', () => referenceSuite('pglite'))
