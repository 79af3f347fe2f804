import { describe } from 'vitest'
import { recruiterBackOfficeSuite } from './recruiter-back-office-suite.ts'

describe('the recruiters’ conversations, meetings and feedback on PGlite', () => recruiterBackOfficeSuite('pglite'))
