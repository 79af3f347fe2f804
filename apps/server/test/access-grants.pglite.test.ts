import { describe } from 'vitest'
import { accessGrantsSuite } from './access-grants-suite.ts'

describe("the signed-in recruiter's access grants on PGlite", () => accessGrantsSuite('pglite'))
