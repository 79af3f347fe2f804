// `pnpm bench` (issue 16): builds the product, fills one PostgreSQL database to marketplace scale once, runs every
// benchmark against it as a child process, and writes docs/benchmarks/README.md: the machine, the data, and every
// goal with what this run measured. Each benchmark also writes its own page (docs/benchmarks/<name>.md) with the
// figures behind its goals, measured in alternating rounds against a baseline of the same run.
// Not part of `pnpm test`: a run takes about half an hour and wants a calm machine.
// Usage: pnpm bench   [SCALE=100000] [ONLY=api,matching,portal] [SKIP_BUILD=1]
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import { join, resolve } from 'node:path'
import { sql } from 'kysely'
import pg from 'pg'
import { openDatabase } from '../src/db/database.ts'
import { generateScale, type ScaleSummary } from '../src/db/scale/index.ts'
import { startPostgres } from '../test/global-setup.ts'
import { describeMachine, machineMarkdown } from './lib/machine.ts'
import { goalsTable, REPORT_DIR, verdict, writeMarkdown, type BenchResult } from './lib/report.ts'

const root = resolve(import.meta.dirname, '../../..')
const SCALE = Number(process.env.SCALE ?? 100_000)
const BENCHMARKS = [
  {
    name: 'api',
    title: 'API: id reads against bare node:http + pg, list pages',
    script: 'apps/server/bench/api.bench.ts',
  },
  { name: 'matching', title: 'Matching at marketplace scale', script: 'apps/server/bench/matching.bench.ts' },
  { name: 'portal', title: 'The signed-in portal in Chromium', script: 'apps/portal/bench/portal.bench.ts' },
] as const
const only = process.env.ONLY?.split(',').map((name) => name.trim())
const step = (text: string) => console.log(`[bench] ${text}`)

if (!Number.isInteger(SCALE) || SCALE < 1000) {
  console.error(`SCALE must be a whole number of talents, at least 1000 (got ${process.env.SCALE}).`)
  process.exit(2)
}

const dir = mkdtempSync(join(os.tmpdir(), 'hireloop-bench-'))
const results = join(dir, 'results')
let stopCluster: (() => Promise<void>) | undefined
function cleanUp() {
  void stopCluster?.()
  stopCluster = undefined
  rmSync(dir, { recursive: true, force: true, maxRetries: 5 })
}
process.on('exit', cleanUp)
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    cleanUp()
    process.exit(130)
  })
}

/** Runs a benchmark as a child process with its output passed through; resolves with its exit code. */
function runChild(script: string, env: Record<string, string>): Promise<number> {
  return new Promise((done) => {
    const child = spawn(join(root, 'apps/server/node_modules/.bin/tsx'), [join(root, script)], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    })
    child.on('close', (code) => done(code ?? 1))
  })
}

async function main(): Promise<number> {
  if (process.env.SKIP_BUILD !== '1') {
    step('building the product (pnpm build)')
    const build = spawnSync('pnpm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
    if (build.status !== 0) throw new Error('pnpm build failed')
  }

  step('starting a throwaway PostgreSQL 15 cluster with the demo marketplace')
  const cluster = await startPostgres(dir)
  if (!cluster.info.available) throw new Error(`No PostgreSQL for the benchmarks: ${cluster.info.reason}`)
  stopCluster = cluster.stop
  const base = cluster.info.url
  const admin = new pg.Client({ connectionString: `${base}/postgres` })
  await admin.connect()
  await admin.query(`create database hireloop_scale template ${cluster.info.template}`)
  await admin.end()
  const url = `${base}/hireloop_scale`

  step(`filling it to marketplace scale (${SCALE.toLocaleString('en')} talents)`)
  const { db, close } = await openDatabase({ kind: 'postgres', url })
  let scale: ScaleSummary
  let postgres: string
  try {
    scale = await generateScale(db, { talents: SCALE, onProgress: (message) => step(message) })
    await sql`vacuum analyze`.execute(db)
    postgres = (await sql<{ server_version: string }>`show server_version`.execute(db)).rows[0]!.server_version
  } finally {
    await close()
  }

  const ran: { name: string; title: string; exit: number }[] = []
  for (const bench of BENCHMARKS) {
    if (only && !only.includes(bench.name)) continue
    step(`running ${bench.name}: ${bench.title}`)
    const exit = await runChild(bench.script, {
      BENCH_DATABASE_URL: url,
      BENCH_RESULTS_DIR: results,
      // The portal benchmark starts the built server on this database.
      BENCH_SKIP_BUILD: '1',
    })
    ran.push({ ...bench, exit })
  }

  const written = new Map<string, BenchResult>(
    existsSync(results)
      ? readdirSync(results).map((file) => {
          const result = JSON.parse(readFileSync(join(results, file), 'utf8')) as BenchResult
          return [result.name, result]
        })
      : [],
  )
  const machine = describeMachine({ postgres })
  const sections = ran.map(({ name, title, exit }) => {
    const result = written.get(name)
    if (!result)
      return `### ${title}\n\nThe benchmark stopped (exit code ${exit}) before writing its figures: see the run's output.\n`
    return `### [${result.title}](${name}.md)\n\n${goalsTable(result.goals)}\n`
  })
  const goals = [...written.values()].flatMap((result) => result.goals)
  const missed = goals.filter((goal) => !goal.met).length
  const failed = ran.filter(({ name }) => !written.has(name)).length
  const counts = Object.entries(scale)
    .filter(([kind]) => kind !== 'seconds')
    .map(([kind, count]) => `${Number(count).toLocaleString('en')} ${kind}`)
    .join(', ')
  writeMarkdown(
    join(REPORT_DIR, 'README.md'),
    `# Benchmarks

Written by \`pnpm bench\` (apps/server/bench/run.ts) on ${new Date().toISOString().slice(0, 10)}. Each benchmark measures
in alternating rounds against a baseline of the same run, so the ratios hold better than the absolute figures on a
shared machine. Run it again to replace these pages; \`ONLY=api pnpm bench\` runs one.

${machineMarkdown(machine)}
## Data

The demo marketplace plus the scale generator's data (\`pnpm seed --scale ${SCALE}\` writes the same; seeded, so two
runs measure the same marketplace): ${counts}, generated in ${scale.seconds.toFixed(0)} s on PostgreSQL.

## Goals

${goals.length - missed} of ${goals.length} goals ${missed === 0 ? 'met' : `met, ${missed} MISSED`}${failed > 0 ? `; ${failed} benchmark(s) did not finish` : ''}.

${sections.join('\n')}`,
  )
  step(`summary written to ${join(REPORT_DIR, 'README.md')}`)
  for (const goal of goals)
    console.log(`  ${verdict(goal.met).padEnd(6)} ${goal.what}: ${goal.measured} (goal ${goal.goal})`)
  return missed > 0 || failed > 0 ? 1 : 0
}

main().then(
  (code) => {
    cleanUp()
    process.exit(code)
  },
  (error: unknown) => {
    console.error(error)
    cleanUp()
    process.exit(1)
  },
)
