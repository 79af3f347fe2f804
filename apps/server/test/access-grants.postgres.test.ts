import { describe, expect, inject, it } from 'vitest'
import { accessGrantsSuite } from './access-grants-suite.ts'

const postgres = inject('postgres')

if (postgres.available) {
  describe("the signed-in recruiter's access grants on PostgreSQL 15", () => accessGrantsSuite('postgres'))
} else {
  it('runs the access grants suite on PostgreSQL 15', () => {
    expect.fail(
      `PostgreSQL suite not run: ${postgres.reason}. Install the server binaries (apt-get install -y postgresql-15).`,
    )
  })
}
