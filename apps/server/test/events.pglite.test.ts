import { describe } from 'vitest'
import { eventsSuite } from './events-suite.ts'

describe('live events on PGlite', () => eventsSuite('pglite'))
