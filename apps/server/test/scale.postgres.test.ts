import { describe, expect, inject, it } from 'vitest'
import { scaleSuite } from './scale-suite.ts'

const postgres = inject('postgres')

if (postgres.available) {
  describe('the scale generator on PostgreSQL 15', () => scaleSuite('postgres'))
} else {
  it('runs the scale generator suite on PostgreSQL 15', () => {
    expect.fail(
      `PostgreSQL suite not run: ${postgres.reason}. Install the server binaries (apt-get install -y postgresql-15).`,
    )
  })
}
