import { describe } from 'vitest'
import { createOnBehalfSuite } from './create-on-behalf-suite.ts'

describe('creating companies and talents on their behalf on PGlite', () => createOnBehalfSuite('pglite'))
