import { describe, expect, inject, it } from 'vitest'
import { racesSuite } from './races-suite.ts'

const postgres = inject('postgres')

// Races need a database that runs transactions side by side: PGlite runs one statement at a time (ADR 0010).
if (postgres.available) {
  describe('racing writers on PostgreSQL 15', () => racesSuite('postgres'))
} else {
  it('runs the racing writers on PostgreSQL 15', () => {
    expect.fail(
      `PostgreSQL suite not run: ${postgres.reason}. Install the server binaries (apt-get install -y postgresql-15).`,
    )
  })
}
