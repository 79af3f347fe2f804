// Lighthouse on /login of the started product (ADR 0055): Debian's Chromium, Lighthouse's default mobile preset
// (Moto G Power screen, simulated slow 4G and 4x CPU slowdown). Prints performance and CLS against their targets
// (performance at least 0.98, CLS at most 0.02) and exits 1 when one is missed.
//   pnpm lighthouse                 starts the built product (`pnpm build` first) on a free port, on a fresh database
//   pnpm lighthouse <url>           audits a product already running, e.g. http://localhost:3000/login
// Not part of `pnpm test`: one run takes about half a minute and the score moves by a point or two between runs.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const targets = { performance: 0.98, cls: 0.02 }
const root = resolve(import.meta.dirname, '..')
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1')
  await new Promise((done) => server.once('listening', done))
  const { port } = server.address()
  await new Promise((done) => server.close(done))
  return port
}

/** The built server (portal included) on a free port and a throwaway database; resolves once it is ready. */
async function startProduct() {
  const main = join(root, 'apps/server/dist/main.js')
  if (!existsSync(main) || !existsSync(join(root, 'apps/portal/dist/index.html'))) {
    throw new Error('No built product: run `pnpm build` first (or pass the URL of a running product).')
  }
  const port = await freePort()
  const origin = `http://localhost:${port}`
  const server = spawn(process.execPath, [main], {
    cwd: join(root, 'apps/server'),
    // Development mode only so that mail goes to the outbox: no SMTP server is needed to open /login.
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), PUBLIC_URL: origin, DATA_DIR: 'memory://' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server stopped at start (exit code ${server.exitCode}).`)
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return { url: `${origin}/login`, stop: () => server.kill() }
    await new Promise((done) => setTimeout(done, 250))
  }
  server.kill()
  throw new Error('The server was not ready within a minute.')
}

function audit(url) {
  const dir = mkdtempSync(join(tmpdir(), 'hireloop-lighthouse-'))
  const report = join(dir, 'report.json')
  try {
    const { status } = spawnSync(
      join(root, 'node_modules/.bin/lighthouse'),
      [
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${report}`,
        '--quiet',
        `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --user-data-dir=${join(dir, 'profile')}`,
      ],
      { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromium } },
    )
    if (status !== 0 || !existsSync(report)) throw new Error(`Lighthouse failed (exit code ${status}).`)
    return JSON.parse(readFileSync(report, 'utf8'))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const given = process.argv[2]
const product = given ? { url: given, stop: () => {} } : await startProduct()
let result
try {
  result = audit(product.url)
} finally {
  product.stop()
}

const performance = result.categories.performance.score
const cls = result.audits['cumulative-layout-shift'].numericValue
const metric = (id) => result.audits[id]?.displayValue ?? 'n/a'
const rows = [
  ['performance', performance.toFixed(2), `at least ${targets.performance}`, performance >= targets.performance],
  ['CLS', cls.toFixed(3), `at most ${targets.cls}`, cls <= targets.cls],
]
console.log(`Lighthouse (mobile) on ${product.url}, ended on ${result.finalDisplayedUrl}`)
for (const [name, value, target, ok] of rows) {
  console.log(`  ${name.padEnd(12)} ${value.padStart(6)}  ${target.padEnd(14)} ${ok ? 'ok' : 'MISSED'}`)
}
console.log(
  `  FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, ` +
    `TBT ${metric('total-blocking-time')}, Speed Index ${metric('speed-index')}`,
)
for (const warning of result.runWarnings ?? []) console.log(`  Lighthouse: ${warning}`)
process.exit(rows.every(([, , , ok]) => ok) ? 0 : 1)
