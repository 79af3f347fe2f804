import { describe } from 'vitest'
import { talentsSuite } from './talents-suite.ts'

describe('talents on PGlite', () => talentsSuite('pglite'))
