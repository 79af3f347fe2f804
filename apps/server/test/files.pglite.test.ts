import { describe } from 'vitest'
import { filesSuite } from './files-suite.ts'

describe('files on PGlite, local disk', () => filesSuite('pglite', 'local'))
describe('files on PGlite, S3', () => filesSuite('pglite', 's3'))
