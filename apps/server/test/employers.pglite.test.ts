import { describe } from 'vitest'
import { employersSuite } from './employers-suite.ts'

describe('employers on PGlite', () => employersSuite('pglite'))
