// Every benchmark ends the same way: its goals printed as met or MISSED, its Markdown page under docs/benchmarks/,
// and (under `pnpm bench`) its goals as JSON for the summary page (bench/run.ts).
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

// BENCH_REPORT_DIR sends a development run's page elsewhere, so docs/benchmarks keeps the figures of record.
export const REPORT_DIR = resolve(
  process.env.BENCH_REPORT_DIR ?? resolve(import.meta.dirname, '../../../../docs/benchmarks'),
)

const PRETTIER = resolve(import.meta.dirname, '../../../../node_modules/.bin/prettier')

/**
 * Writes a page of the reports as `pnpm format:check` wants it (its tables aligned by Prettier), so that a run's pages
 * are committed as they are written.
 */
export function writeMarkdown(path: string, markdown: string): void {
  writeFileSync(path, markdown.endsWith('\n') ? markdown : `${markdown}\n`)
  const formatted = spawnSync(PRETTIER, ['--write', '--log-level', 'warn', path], { encoding: 'utf8' })
  if (formatted.status !== 0)
    console.warn(`  Prettier could not format ${path}: ${formatted.stderr || formatted.error}`)
}

/** One goal of an issue and what this run measured for it. */
export interface GoalResult {
  /** What was measured, e.g. "GET /vacancy/{id} throughput against bare node:http + pg (PostgreSQL)". */
  what: string
  /** The figure as printed, e.g. "0.82", "23.4 ms", "0.99". */
  measured: string
  /** The goal as printed, e.g. "≥ 0.70", "p99 ≤ 25 ms". */
  goal: string
  met: boolean
}

export interface BenchResult {
  /** The page's name: docs/benchmarks/<name>.md */
  name: string
  title: string
  goals: GoalResult[]
}

export const verdict = (met: boolean) => (met ? 'met' : 'MISSED')

/** A Markdown table of goals. */
export function goalsTable(goals: readonly GoalResult[]): string {
  return [
    '| What | Measured | Goal | |',
    '|---|---:|---:|---|',
    ...goals.map((goal) => `| ${goal.what} | ${goal.measured} | ${goal.goal} | ${verdict(goal.met)} |`),
  ].join('\n')
}

export function printGoals(title: string, goals: readonly GoalResult[]): void {
  console.log(`\n${title}`)
  const width = Math.max(...goals.map((goal) => goal.what.length))
  for (const goal of goals) {
    console.log(
      `  ${goal.what.padEnd(width)}  ${goal.measured.padStart(10)}  goal ${goal.goal.padEnd(14)} ${verdict(goal.met)}`,
    )
  }
}

/**
 * Writes docs/benchmarks/<name>.md, prints the goals, and when BENCH_RESULTS_DIR is set (by `pnpm bench`) writes
 * <name>.json there for the summary page. Sets a failing exit code when a goal is missed.
 */
export function writeReport(result: BenchResult, markdown: string): void {
  mkdirSync(REPORT_DIR, { recursive: true })
  const path = join(REPORT_DIR, `${result.name}.md`)
  writeMarkdown(path, markdown)
  printGoals(result.title, result.goals)
  console.log(`  report: ${path}`)
  const results = process.env.BENCH_RESULTS_DIR
  if (results) {
    mkdirSync(results, { recursive: true })
    writeFileSync(join(results, `${result.name}.json`), JSON.stringify(result, null, 2))
  }
  if (result.goals.some((goal) => !goal.met)) process.exitCode = 1
}
