import { describe } from 'vitest'
import { xssMailSuite } from './xss-mail-suite.ts'

describe('stored XSS in mail on PGlite', () => xssMailSuite('pglite'))
