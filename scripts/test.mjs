// `pnpm test`: every kind of test a user must trust, in two lanes side by side, with a count per kind at the end.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { ensureChromium } from './ensure-chromium.mjs'

const reports = mkdtempSync(join(tmpdir(), 'hireloop-test-'))
const results = []

/** The machine's CPU time so far, busy and in all, over every core. */
function cpuTimes() {
  let busy = 0
  let total = 0
  for (const { times } of cpus()) {
    const all = times.user + times.nice + times.sys + times.irq + times.idle
    busy += all - times.idle
    total += all
  }
  return { busy, total }
}

/**
 * How busy the cores were since `from`, in percent of all of them, whatever ran beside the stage: below 100% a core
 * sat idle, the place to look when the run gets slow.
 */
function cpuSince(from) {
  const now = cpuTimes()
  const total = now.total - from.total
  return total > 0 ? Math.round(((now.busy - from.busy) * 100) / total) : 0
}

/**
 * Runs one stage with its output held and printed whole when it ends, so stages running side by side (the two lanes
 * below) do not interleave their lines; a start line shows the run is alive meanwhile.
 */
function run(label, command, args, env = {}) {
  const title = `=== ${label}: ${command} ${args.join(' ')}`
  console.log(`--- started ${label}`)
  const started = Date.now()
  const cpu = cpuTimes()
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (status) => {
      console.log(`\n${title}`)
      process.stdout.write(Buffer.concat(output))
      resolve({ ok: status === 0, seconds: Math.round((Date.now() - started) / 1000), cpu: cpuSince(cpu) })
    })
  })
}

async function check(label, command, args) {
  const { ok, seconds, cpu } = await run(label, command, args)
  results.push({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1, unit: 'check', seconds, cpu })
  return ok
}

async function vitest(project, label = `${project} tests`, filters = []) {
  const file = join(reports, `${label.replaceAll(/\W+/g, '-')}.json`)
  const outcome = await run(label, 'pnpm', [
    'exec',
    'vitest',
    'run',
    '--project',
    project,
    ...filters,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ])
  results.push({
    label,
    ...countVitest(file, outcome.ok),
    unit: 'test',
    seconds: outcome.seconds,
    cpu: outcome.cpu,
  })
}

function countVitest(file, ok) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'))
    const failures = report.testResults.flatMap((suite) => [
      // A file that failed outside its tests (an import, a hook) has no failed test to name.
      ...(suite.status === 'failed' && !suite.assertionResults.some((test) => test.status === 'failed')
        ? [{ name: relative(process.cwd(), suite.name), message: suite.message }]
        : []),
      ...suite.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => ({
          name: `${relative(process.cwd(), suite.name)} › ${test.fullName}`,
          message: test.failureMessages[0],
        })),
    ])
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests + (ok ? 0 : report.numFailedTests ? 0 : 1),
      failures,
    }
  } catch {
    return { passed: 0, failed: 1, failures: [] }
  }
}

/**
 * What a failed Playwright test says, with the line of the spec that failed and the locator it waited for: the
 * summary is often all that is left of a CI run (its reports are in a removed temporary directory).
 */
function failureOf(error) {
  if (!error) return {}
  const { file, line } = error.location ?? {}
  const locator = stripVTControlCharacters(error.message ?? '')
    .split('\n')
    .find((text) => /^\s*Locator: /.test(text))
  return {
    message: error.message,
    details: [file && `at ${relative(process.cwd(), file)}:${line}`, locator?.trim()].filter(Boolean),
  }
}

/** Playwright's failed tests, named by file and title path. */
function playwrightFailures(suites, file = '') {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => !spec.ok)
      .map((spec) => ({
        name: `${spec.file ?? suite.file ?? file} › ${spec.title}`,
        ...failureOf(spec.tests.flatMap((test) => test.results).find((result) => result.error)?.error),
      })),
    ...playwrightFailures(suite.suites ?? [], suite.file ?? file),
  ])
}

async function playwright() {
  const file = join(reports, 'e2e.json')
  const outcome = await run('end-to-end tests', 'pnpm', ['exec', 'playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  })
  let counts = { passed: 0, failed: 1, failures: [] }
  try {
    const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'))
    counts = {
      passed: stats.expected + stats.flaky,
      failed: stats.unexpected + (outcome.ok || stats.unexpected ? 0 : 1),
      failures: playwrightFailures(suites),
    }
  } catch {
    // No report: Playwright failed before running (counted as one failure above).
  }
  results.push({ label: 'end-to-end tests', ...counts, unit: 'test', seconds: outcome.seconds, cpu: outcome.cpu })
}

ensureChromium()
// The checks each keep one core busy (tsc, eslint, prettier): side by side on a 2-core machine.
await Promise.all([
  check('type check', 'pnpm', ['run', 'typecheck']),
  check('lint', 'pnpm', ['run', 'lint']),
  check('format', 'pnpm', ['run', 'format:check']),
])
// Two lanes side by side (ADR 0083): none of these stages keeps both cores busy alone (the cpu column), and only the
// end-to-end tests need another's result (the build). Each lane takes the next job of one list as soon as it is free,
// longest first (ADR 0107): fixed lanes left one of them idle for a quarter of the run. The server tests are two jobs
// (the PostgreSQL files, the rest) so that neither lane ends long after the other. No two jobs share a port or a
// directory: the end-to-end product on `E2E_PORT`, each server job its own PostgreSQL cluster on a free port.
const jobs = [
  () => vitest('storybook'),
  async () => {
    // The portal's size budgets, on the build just made (scripts/budgets.mjs, ADR 0055), then the started product.
    if (await check('build', 'pnpm', ['run', 'build'])) {
      await check('budgets', process.execPath, ['scripts/budgets.mjs'])
      await playwright()
    }
  },
  () => vitest('server', 'server tests', ['--exclude', '**/*.postgres.test.ts']),
  () => vitest('server', 'server tests (PG 15)', ['.postgres.test.ts']),
  () => check('mutation testing', 'pnpm', ['run', 'mutation']),
  () => vitest('unit'),
]
const lane = async () => {
  for (let job = jobs.shift(); job; job = jobs.shift()) await job()
}
await Promise.all([lane(), lane()])
rmSync(reports, { recursive: true, force: true })
const order = [
  'type check',
  'lint',
  'format',
  'unit tests',
  'mutation testing',
  'server tests',
  'server tests (PG 15)',
  'storybook tests',
]
const rank = (r) => (order.includes(r.label) ? order.indexOf(r.label) : order.length)
results.sort((a, b) => rank(a) - rank(b))

console.log('\n=== Summary')
for (const r of results) {
  const what = r.unit === 'test' ? `${r.passed} passed, ${r.failed} failed` : r.failed ? 'FAILED' : 'ok'
  console.log(`${r.label.padEnd(20)} ${what.padEnd(24)} ${`${r.seconds}s`.padStart(5)}  cpu ${r.cpu}%`)
}
const tests = results.filter((r) => r.unit === 'test')
const passed = tests.reduce((n, r) => n + r.passed, 0)
const failed = results.reduce((n, r) => n + r.failed, 0)
// Named again at the very end: a long run's output is often read from its tail only.
const failures = tests.flatMap((r) => (r.failures ?? []).map((failure) => ({ ...failure, label: r.label })))
if (failures.length) console.log('\n=== Failed')
for (const { label, name, message, details = [] } of failures) {
  const first =
    stripVTControlCharacters(message ?? '')
      .trim()
      .split('\n')[0] ?? ''
  console.log([`${label}: ${name}`, first.slice(0, 300), ...details].join('\n    '))
}
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
