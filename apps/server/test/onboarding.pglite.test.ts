import { describe } from 'vitest'
import { onboardingSuite } from './onboarding-suite.ts'

describe('onboarding on PGlite', () => onboardingSuite('pglite'))
