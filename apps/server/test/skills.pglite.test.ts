import { describe } from 'vitest'
import { skillsSuite } from './skills-suite.ts'

describe('skills on PGlite', () => skillsSuite('pglite'))
