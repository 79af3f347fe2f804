import { describe, expect, inject, it } from 'vitest'
import { skillsSuite } from './skills-suite.ts'

const postgres = inject('postgres')

if (postgres.available) {
  describe('skills on PostgreSQL 15', () => skillsSuite('postgres'))
} else {
  it('runs the skills suite on PostgreSQL 15', () => {
    expect.fail(
      `PostgreSQL suite not run: ${postgres.reason}. Install the server binaries (apt-get install -y postgresql-15).`,
    )
  })
}
