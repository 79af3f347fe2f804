import { describe } from 'vitest'
import { scaleSuite } from './scale-suite.ts'

describe('the scale generator on PGlite', () => scaleSuite('pglite'))
