import { describe } from 'vitest'
import { matchingSuite } from './matching-suite.ts'

describe('matching on PGlite', () => matchingSuite('pglite'))
