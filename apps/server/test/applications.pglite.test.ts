import { describe } from 'vitest'
import { applicationsSuite } from './applications-suite.ts'

describe('applications on PGlite', () => applicationsSuite('pglite'))
