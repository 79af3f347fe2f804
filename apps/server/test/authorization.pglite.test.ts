import { describe } from 'vitest'
import { authorizationMatrix } from './authorization-matrix.ts'

describe('authorization matrix on PGlite', () => authorizationMatrix('pglite'))
