import { describe, expect, inject, it } from 'vitest'
import { parsingSuite } from './parsing-suite.ts'

const postgres = inject('postgres')

if (postgres.available) {
  describe('resume uploads and parsing on PostgreSQL 15', () => parsingSuite('postgres'))
} else {
  it('runs the parsing suite on PostgreSQL 15', () => {
    expect.fail(
      `PostgreSQL suite not run: ${postgres.reason}. Install the server binaries (apt-get install -y postgresql-15).`,
    )
  })
}
