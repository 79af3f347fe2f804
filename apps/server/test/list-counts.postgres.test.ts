import { describe, expect, inject, it } from 'vitest'
import { listCountsSuite } from './list-counts-suite.ts'

const postgres = inject('postgres')

if (postgres.available) {
  describe('list counters on PostgreSQL 15', () => listCountsSuite('postgres'))
} else {
  it('runs the list counters suite on PostgreSQL 15', () => {
    expect.fail(
      `PostgreSQL suite not run: ${postgres.reason}. Install the server binaries (apt-get install -y postgresql-15).`,
    )
  })
}
