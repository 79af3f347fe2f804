import { describe, inject, it } from 'vitest'
import { apiSuite } from './api-suite.ts'

const postgres = inject('postgres')

if (postgres.available) {
  describe('API on PostgreSQL 15', () => apiSuite('postgres'))
} else {
  // Loud, not silent: the run shows a skipped suite and why.
  console.warn(
    `\n!!! PostgreSQL suite NOT RUN: ${postgres.reason}\n!!! Install postgresql-15 (initdb) to test the PostgreSQL path.\n`,
  )
  describe.skip(`API on PostgreSQL 15 (NOT RUN: ${postgres.reason})`, () => {
    it('needs initdb', () => {})
  })
}
