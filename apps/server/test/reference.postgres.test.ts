import { describe, expect, inject, it } from 'vitest'
import { referenceSuite } from './reference-suite.ts'

const postgres = inject('postgres')

if (postgres.available) {
  describe('reference data on PostgreSQL 15', () => referenceSuite('postgres'))
} else {
  it('runs the reference data suite on PostgreSQL 15', () => {
    expect.fail(
      `PostgreSQL suite not run: ${postgres.reason}. Install the server binaries (apt-get install -y postgresql-15).`,
    )
  })
}
