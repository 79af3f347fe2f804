import { describe } from 'vitest'
import { meetingsSuite } from './meetings-suite.ts'

describe('meetings on PGlite', () => meetingsSuite('pglite'))
