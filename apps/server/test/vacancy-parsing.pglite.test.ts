import { describe } from 'vitest'
import { vacancyParsingSuite } from './vacancy-parsing-suite.ts'

describe('vacancy uploads and parsing on PGlite', () => vacancyParsingSuite('pglite'))
