import { describe, expect, inject, it } from 'vitest'
import { createOnBehalfSuite } from './create-on-behalf-suite.ts'

const postgres = inject('postgres')

if (postgres.available) {
  describe('creating companies and talents on their behalf on PostgreSQL 15', () => createOnBehalfSuite('postgres'))
} else {
  it('runs the creating-on-behalf suite on PostgreSQL 15', () => {
    expect.fail(
      `PostgreSQL suite not run: ${postgres.reason}. Install the server binaries (apt-get install -y postgresql-15).`,
    )
  })
}
