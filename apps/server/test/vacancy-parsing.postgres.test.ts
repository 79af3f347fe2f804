import { describe, expect, inject, it } from 'vitest'
import { vacancyParsingSuite } from './vacancy-parsing-suite.ts'

const postgres = inject('postgres')

if (postgres.available) {
  describe('vacancy uploads and parsing on PostgreSQL 15', () => vacancyParsingSuite('postgres'))
} else {
  it('runs the vacancy parsing suite on PostgreSQL 15', () => {
    expect.fail(
      `PostgreSQL suite not run: ${postgres.reason}. Install the server binaries (apt-get install -y postgresql-15).`,
    )
  })
}
