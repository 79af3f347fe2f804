import { describe, expect, inject, it } from 'vitest'
import { insightsSuite } from './insights-suite.ts'

const postgres = inject('postgres')

if (postgres.available) {
  describe('insights on PostgreSQL 15', () => insightsSuite('postgres'))
} else {
  // The PostgreSQL path is part of what the test command promises: a machine without it fails, saying why.
  it('runs the insights suite on PostgreSQL 15', () => {
    expect.fail(
      `PostgreSQL suite not run: ${postgres.reason}. Install the server binaries (apt-get install -y postgresql-15).`,
    )
  })
}
