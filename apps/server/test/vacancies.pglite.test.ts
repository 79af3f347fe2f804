import { describe } from 'vitest'
import { vacanciesSuite } from './vacancies-suite.ts'

describe('vacancies on PGlite', () => vacanciesSuite('pglite'))
