import { describe } from 'vitest'
import { accessRulesSuite } from './access-rules-suite.ts'

describe('access rules and recruiters on PGlite', () => accessRulesSuite('pglite'))
