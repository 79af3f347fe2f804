import { describe, expect, inject, it } from 'vitest'
import { killSuite } from './kill-suite.ts'

const postgres = inject('postgres')

if (postgres.available) {
  describe('killed processes on PostgreSQL 15', () => killSuite('postgres'))
} else {
  it('runs the killed-process suite on PostgreSQL 15', () => {
    expect.fail(
      `PostgreSQL suite not run: ${postgres.reason}. Install the server binaries (apt-get install -y postgresql-15).`,
    )
  })
}
