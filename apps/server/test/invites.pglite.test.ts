import { describe } from 'vitest'
import { invitesSuite } from './invites-suite.ts'

describe('invites on PGlite', () => invitesSuite('pglite'))
