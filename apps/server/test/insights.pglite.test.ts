import { describe } from 'vitest'
import { insightsSuite } from './insights-suite.ts'

describe('insights on PGlite', () => insightsSuite('pglite'))
