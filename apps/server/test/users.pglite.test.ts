import { describe } from 'vitest'
import { usersSuite } from './users-suite.ts'

describe('users directory on PGlite', () => usersSuite('pglite'))
