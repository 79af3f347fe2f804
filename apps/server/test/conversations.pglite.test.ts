import { describe } from 'vitest'
import { conversationsSuite } from './conversations-suite.ts'

describe('conversations on PGlite', () => conversationsSuite('pglite'))
