import { describe } from 'vitest'
import { resumesSuite } from './resumes-suite.ts'

describe('resumes on PGlite', () => resumesSuite('pglite'))
