import { describe } from 'vitest'
import { parsingSuite } from './parsing-suite.ts'

describe('resume uploads and parsing on PGlite', () => parsingSuite('pglite'))
