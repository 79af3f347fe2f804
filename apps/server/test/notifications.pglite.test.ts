import { describe } from 'vitest'
import { notificationsSuite } from './notifications-suite.ts'

describe('notifications on PGlite', () => notificationsSuite('pglite'))
