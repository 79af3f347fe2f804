// Fails when src/generated is stale: regenerates from openapi/openapi.yaml into a temp dir and compares.
// Generated code is not committed (ADR 0020); it is written at install by the root `prepare`, so after a contract
// edit without `pnpm --filter @hireloop/api run generate` the types, the client's scopes and the mocks would lie.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const packageDir = resolve(here, '..')
const committed = join(packageDir, 'src/generated')
const fresh = mkdtempSync(join(tmpdir(), 'hireloop-api-generated-'))
try {
  const bin = (name) => join(packageDir, 'node_modules/.bin', name)
  execFileSync(
    bin('openapi-typescript'),
    ['../../openapi/openapi.yaml', '--default-non-nullable', 'false', '-o', join(fresh, 'schema.ts')],
    {
      cwd: packageDir,
      stdio: 'pipe',
    },
  )
  for (const script of ['generate-scopes.mjs', 'generate-operations.mjs']) {
    execFileSync(process.execPath, [join(here, script), fresh], { stdio: 'pipe' })
  }
  const stale = readdirSync(fresh).filter((file) => {
    const current = join(committed, file)
    return !existsSync(current) || readFileSync(current, 'utf8') !== readFileSync(join(fresh, file), 'utf8')
  })
  if (stale.length > 0) {
    console.error(
      `packages/api/src/generated is stale (${stale.join(', ')} differ from openapi/openapi.yaml).\n` +
        'Run: pnpm --filter @hireloop/api run generate',
    )
    process.exit(1)
  }
  console.log('packages/api/src/generated matches openapi/openapi.yaml')
} finally {
  rmSync(fresh, { recursive: true, force: true })
}
