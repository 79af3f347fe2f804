import { describe } from 'vitest'
import { supportSuite } from './support-suite.ts'

describe('support requests on PGlite', () => supportSuite('pglite'))
