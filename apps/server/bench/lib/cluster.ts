// The PostgreSQL a benchmark measures on: under `pnpm bench`, the scaled database that bench/run.ts generated once
// (BENCH_DATABASE_URL); run alone, a throwaway PostgreSQL 15 cluster on a loopback port with the demo marketplace
// (migrated and seeded, as the server tests' template), stopped and removed however the run ends.
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { startPostgres } from '../../test/global-setup.ts'

export interface BenchDatabase {
  /** A connection URL of a migrated, seeded database. */
  url: string
  /** Whether it holds the scale data of bench/run.ts (else only the demo marketplace). */
  scaled: boolean
  stop(): Promise<void>
}

let stops: (() => void)[] = []
function stopAll() {
  for (const stop of stops) stop()
  stops = []
}
process.on('exit', stopAll)
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the benchmark's PostgreSQL cluster.`)
    stopAll()
    process.exit(130)
  })
}

/** The database to measure on: BENCH_DATABASE_URL when set, else a throwaway cluster with the demo marketplace. */
export async function benchDatabase(name: string): Promise<BenchDatabase> {
  const given = process.env.BENCH_DATABASE_URL
  if (given) return { url: given, scaled: true, stop: async () => {} }
  const dir = mkdtempSync(join(os.tmpdir(), `hireloop-bench-${name}-`))
  const cluster = await startPostgres(dir)
  if (!cluster.info.available) {
    rmSync(dir, { recursive: true, force: true })
    throw new Error(`No PostgreSQL for the benchmark: ${cluster.info.reason}`)
  }
  let stopped = false
  const stop = () => {
    if (stopped) return
    stopped = true
    // startPostgres's stop is synchronous underneath (pg_ctl -w), so it also works from an 'exit' handler.
    void cluster.stop()
    rmSync(dir, { recursive: true, force: true, maxRetries: 5 })
  }
  stops.push(stop)
  return { url: `${cluster.info.url}/${cluster.info.template}`, scaled: false, stop: async () => stop() }
}
