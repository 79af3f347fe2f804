// `pnpm test`: every kind of test a user must trust, one after another, with a count per kind at the end.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureChromium } from './ensure-chromium.mjs'

const reports = mkdtempSync(join(tmpdir(), 'hireloop-test-'))
const results = []

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  return { ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) }
}

function check(label, command, args) {
  const { ok, seconds } = run(label, command, args)
  results.push({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1, unit: 'check', seconds })
}

/**
 * Checks that each keep one core busy (tsc, eslint, prettier), run side by side on a 2-core machine: their output is
 * held and printed whole, one check after the other, in the order given.
 */
async function checksTogether(list) {
  const runs = list.map(
    ([label, command, args]) =>
      new Promise((resolve) => {
        const started = Date.now()
        const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env })
        const output = []
        child.stdout.on('data', (chunk) => output.push(chunk))
        child.stderr.on('data', (chunk) => output.push(chunk))
        child.on('close', (status) =>
          resolve({ label, command, args, status, output, seconds: Math.round((Date.now() - started) / 1000) }),
        )
      }),
  )
  for (const { label, command, args, status, output, seconds } of await Promise.all(runs)) {
    console.log(`\n=== ${label}: ${command} ${args.join(' ')}`)
    process.stdout.write(Buffer.concat(output))
    results.push({ label, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, unit: 'check', seconds })
  }
}

function vitest(project) {
  const file = join(reports, `${project}.json`)
  const outcome = run(`${project} tests`, 'pnpm', [
    'exec',
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ])
  results.push({ label: `${project} tests`, ...countVitest(file, outcome.ok), unit: 'test', seconds: outcome.seconds })
}

function countVitest(file, ok) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'))
    return { passed: report.numPassedTests, failed: report.numFailedTests + (ok ? 0 : report.numFailedTests ? 0 : 1) }
  } catch {
    return { passed: 0, failed: 1 }
  }
}

function playwright() {
  const file = join(reports, 'e2e.json')
  const outcome = run('end-to-end tests', 'pnpm', ['exec', 'playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  })
  let counts = { passed: 0, failed: 1 }
  try {
    const { stats } = JSON.parse(readFileSync(file, 'utf8'))
    counts = {
      passed: stats.expected + stats.flaky,
      failed: stats.unexpected + (outcome.ok || stats.unexpected ? 0 : 1),
    }
  } catch {
    // No report: Playwright failed before running (counted as one failure above).
  }
  results.push({ label: 'end-to-end tests', ...counts, unit: 'test', seconds: outcome.seconds })
}

ensureChromium()
await checksTogether([
  ['type check', 'pnpm', ['run', 'typecheck']],
  ['lint', 'pnpm', ['run', 'lint']],
  ['format', 'pnpm', ['run', 'format:check']],
])
vitest('unit')
check('mutation testing', 'pnpm', ['run', 'mutation'])
vitest('server')
vitest('storybook')
const build = run('build (portal and server)', 'pnpm', ['run', 'build'])
results.push({
  label: 'build',
  passed: build.ok ? 1 : 0,
  failed: build.ok ? 0 : 1,
  unit: 'check',
  seconds: build.seconds,
})
// The portal's size budgets, on the build just made (scripts/budgets.mjs, ADR 0055).
if (build.ok) check('budgets', process.execPath, ['scripts/budgets.mjs'])
if (build.ok) playwright()
rmSync(reports, { recursive: true, force: true })

console.log('\n=== Summary')
for (const r of results) {
  const what = r.unit === 'test' ? `${r.passed} passed, ${r.failed} failed` : r.failed ? 'FAILED' : 'ok'
  console.log(`${r.label.padEnd(20)} ${what.padEnd(24)} ${r.seconds}s`)
}
const tests = results.filter((r) => r.unit === 'test')
const passed = tests.reduce((n, r) => n + r.passed, 0)
const failed = results.reduce((n, r) => n + r.failed, 0)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
