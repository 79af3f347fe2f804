import { describe } from 'vitest'
import { billingSuite } from './billing-suite.ts'

describe('billing on PGlite', () => billingSuite('pglite'))
