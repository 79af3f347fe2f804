import { describe, expect, inject, it } from 'vitest'
import { filesSuite } from './files-suite.ts'

const postgres = inject('postgres')

if (postgres.available) {
  describe('files on PostgreSQL 15, local disk', () => filesSuite('postgres', 'local'))
  describe('files on PostgreSQL 15, S3', () => filesSuite('postgres', 's3'))
} else {
  it('runs the files suite on PostgreSQL 15', () => {
    expect.fail(
      `PostgreSQL suite not run: ${postgres.reason}. Install the server binaries (apt-get install -y postgresql-15).`,
    )
  })
}
