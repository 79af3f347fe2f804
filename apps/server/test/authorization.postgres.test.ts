import { describe, expect, inject, it } from 'vitest'
import { authorizationMatrix } from './authorization-matrix.ts'

const postgres = inject('postgres')

if (postgres.available) {
  describe('authorization matrix on PostgreSQL 15', () => authorizationMatrix('postgres'))
} else {
  it('runs the authorization matrix on PostgreSQL 15', () => {
    expect.fail(
      `PostgreSQL suite not run: ${postgres.reason}. Install the server binaries (apt-get install -y postgresql-15).`,
    )
  })
}
