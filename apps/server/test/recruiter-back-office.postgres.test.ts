import { describe, expect, inject, it } from 'vitest'
import { recruiterBackOfficeSuite } from './recruiter-back-office-suite.ts'

const postgres = inject('postgres')

if (postgres.available) {
  describe('the recruiters’ conversations, meetings and feedback on PostgreSQL 15', () =>
    recruiterBackOfficeSuite('postgres'))
} else {
  // The PostgreSQL path is part of what the test command promises: a machine without it fails, saying why.
  it('runs the recruiters’ back-office suite on PostgreSQL 15', () => {
    expect.fail(
      `PostgreSQL suite not run: ${postgres.reason}. Install the server binaries (apt-get install -y postgresql-15).`,
    )
  })
}
