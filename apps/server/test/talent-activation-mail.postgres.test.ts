import { describe, expect, inject, it } from 'vitest'
import { talentActivationMailSuite } from './talent-activation-mail-suite.ts'

const postgres = inject('postgres')

if (postgres.available) {
  describe("a talent's activation mail sent again on PostgreSQL 15", () => talentActivationMailSuite('postgres'))
} else {
  it('runs the talent activation mail suite on PostgreSQL 15', () => {
    expect.fail(
      `PostgreSQL suite not run: ${postgres.reason}. Install the server binaries (apt-get install -y postgresql-15).`,
    )
  })
}
