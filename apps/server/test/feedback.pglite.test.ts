import { describe } from 'vitest'
import { feedbackSuite } from './feedback-suite.ts'

describe('feedback on PGlite', () => feedbackSuite('pglite'))
