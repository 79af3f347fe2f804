import { describe } from 'vitest'
import { myDataSuite } from './my-data-suite.ts'

describe('my data on PGlite', () => myDataSuite('pglite'))
