import { describe, expect, inject, it } from 'vitest'
import { accessRulesSuite } from './access-rules-suite.ts'

const postgres = inject('postgres')

if (postgres.available) {
  describe('access rules and recruiters on PostgreSQL 15', () => accessRulesSuite('postgres'))
} else {
  it('runs the access rules suite on PostgreSQL 15', () => {
    expect.fail(
      `PostgreSQL suite not run: ${postgres.reason}. Install the server binaries (apt-get install -y postgresql-15).`,
    )
  })
}
