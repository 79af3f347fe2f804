// `pnpm mutation`: StrykerJS over the machines and rules of packages/flows (ADR 0054). Fails below the threshold
// and prints the score against it, with the time the run took. `--all` adds the static mutants, `--incremental`
// retests only what changed.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const THRESHOLD = 80
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const flows = join(root, 'packages/flows')
const report = join(flows, 'coverage/mutation/mutation.json')

// Stryker copies the directory it runs in to its sandbox: running in packages/flows keeps that copy small.
rmSync(report, { force: true })
const started = Date.now()
// Static mutants (in code that runs when a module loads: the machines' configs) take most of a full run's time;
// `pnpm test` leaves them out, `--all` measures them too (ADR 0054).
const args = [
  'run',
  ...(process.argv.includes('--all') ? [] : ['--ignoreStatic']),
  ...(process.argv.includes('--incremental') ? ['--incremental'] : []),
]
// Each mutant's run starts a fresh Vitest worker; Node's compile cache spares it recompiling the same modules.
const env = { ...process.env, NODE_COMPILE_CACHE: join(tmpdir(), 'hireloop-flows-mutation-compile-cache') }
const stryker = spawnSync(join(root, 'node_modules/.bin/stryker'), args, { cwd: flows, stdio: 'inherit', env })
const seconds = Math.round((Date.now() - started) / 1000)
const took = `${Math.floor(seconds / 60)}m ${seconds % 60}s`

if (!existsSync(report)) {
  console.error(`\nMutation testing did not finish (exit code ${stryker.status ?? stryker.signal}) after ${took}.`)
  process.exit(1)
}

// The score of Stryker's report: detected mutants over valid ones (errors and ignored mutants do not count).
const counts = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0 }
const byFile = []
let staticLeftOut = 0
for (const [file, { mutants }] of Object.entries(JSON.parse(readFileSync(report, 'utf8')).files)) {
  const own = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0 }
  for (const { status, statusReason } of mutants) {
    if (status in own) own[status] += 1
    else if (status === 'Ignored' && /static/i.test(statusReason ?? '')) staticLeftOut += 1
  }
  for (const status of Object.keys(counts)) counts[status] += own[status]
  byFile.push({ file, score: scoreOf(own), survived: own.Survived + own.NoCoverage })
}

function scoreOf({ Killed, Timeout, Survived, NoCoverage }) {
  const valid = Killed + Timeout + Survived + NoCoverage
  return valid === 0 ? 100 : ((Killed + Timeout) * 100) / valid
}

const score = scoreOf(counts)
const weakest = byFile
  .filter((f) => f.survived > 0)
  .sort((a, b) => a.score - b.score)
  .slice(0, 3)
  .map((f) => `${f.file} ${f.score.toFixed(1)}% (${f.survived} undetected)`)
console.log(
  `\nMutation score ${score.toFixed(1)}% (threshold ${THRESHOLD}%): ${counts.Killed + counts.Timeout} killed, ` +
    `${counts.Survived} survived, ${counts.NoCoverage} not covered, in ${byFile.length} files, ${took}.`,
)
if (staticLeftOut) console.log(`${staticLeftOut} static mutants left out: pnpm mutation --all measures them too.`)
if (weakest.length)
  console.log(`Weakest: ${weakest.join('; ')}. Details: packages/flows/coverage/mutation/mutation.html`)
if (score < THRESHOLD) {
  console.error(
    `Mutation score ${score.toFixed(1)}% is below the threshold of ${THRESHOLD}%: some behaviour is untested.`,
  )
  process.exit(1)
}
process.exit(stryker.status === 0 ? 0 : 1)
