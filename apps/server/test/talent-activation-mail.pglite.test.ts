import { describe } from 'vitest'
import { talentActivationMailSuite } from './talent-activation-mail-suite.ts'

describe("a talent's activation mail sent again on PGlite", () => talentActivationMailSuite('pglite'))
