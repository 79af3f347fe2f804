// Start benchmark (issue 9, item 9; ADR 0003): launch to the first /readyz 200 on an existing data directory, then
// to the first answer of the sign-in provider (it loads with the first sign-in request), and the memory of the ready
// process, for the compiled server (`node dist/main.js`, what `start` runs) against a baseline measured in the same
// run: the same server with its TypeScript compiled at run time (`node --import tsx src/main.ts`).
// Usage: pnpm --filter @hireloop/server run bench:start   [RUNS=5]
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const runs = Number(process.env.RUNS ?? 5)
const dataDir = mkdtempSync(join(tmpdir(), 'hireloop-bench-start-'))

const freePort = () =>
  new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => done(port))
    })
  })

/** A process's resident memory in MiB, read from Linux's /proc (null elsewhere). */
function rssMiB(pid) {
  const status = `/proc/${pid}/status`
  if (!existsSync(status)) return null
  const kib = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(status, 'utf8'))?.[1])
  return Math.round(kib / 1024)
}

async function startOnce(args) {
  const port = await freePort()
  const started = performance.now()
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let memory = null
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
    const line = output.split('\n').find((l) => l.includes('"msg":"ready"'))
    if (line) memory = JSON.parse(line)
  })
  let readyAt = null
  let signInAt
  let signInRss
  try {
    while (readyAt === null) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`)
      try {
        const response = await fetch(`http://127.0.0.1:${port}/readyz`)
        if (response.ok) readyAt = performance.now()
      } catch {
        await new Promise((r) => setTimeout(r, 20))
      }
    }
    const discovery = await fetch(`http://127.0.0.1:${port}/oidc/.well-known/openid-configuration`)
    if (!discovery.ok) throw new Error(`the sign-in provider answered ${discovery.status}`)
    signInAt = performance.now()
    signInRss = rssMiB(child.pid)
    while (memory === null) await new Promise((r) => setTimeout(r, 20))
  } finally {
    // Stopped whatever happened: a failed run leaves no server behind.
    if (child.exitCode === null) {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
    }
  }
  return {
    ms: readyAt - started,
    signInMs: signInAt - started,
    rss: memory.rssMiB,
    signInRss,
    heap: memory.heapUsedMiB,
    external: memory.externalMiB,
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const variants = {
  'compiled (node dist/main.js)': ['dist/main.js'],
  'baseline (tsx src/main.ts)': ['--import', 'tsx', 'src/main.ts'],
}
try {
  await startOnce(variants['compiled (node dist/main.js)']) // creates and seeds nothing: migrates the fresh directory
  const results = {}
  for (let i = 0; i < runs; i++) {
    // Interleaved, so that load on the machine falls on both alike.
    for (const [name, args] of Object.entries(variants)) (results[name] ??= []).push(await startOnce(args))
  }
  const rows = Object.entries(results).map(([name, list]) => ({
    name,
    ms: median(list.map((r) => r.ms)),
    signInMs: median(list.map((r) => r.signInMs)),
    rss: median(list.map((r) => r.rss)),
    signInRss: median(list.map((r) => r.signInRss)),
    heap: median(list.map((r) => r.heap)),
    external: median(list.map((r) => r.external)),
  }))
  const [compiled, baseline] = rows
  console.log(
    `\nStart to first /readyz 200 (and to the sign-in provider's first answer), existing PGlite data directory, median of ${runs}:`,
  )
  for (const row of rows) {
    console.log(
      `  ${row.name.padEnd(30)} ${Math.round(row.ms).toString().padStart(5)} ms (sign-in ${Math.round(row.signInMs)} ms)   RSS ${row.rss} MiB (${row.signInRss ?? '?'} after sign-in; JS heap ${row.heap}, external ${row.external})`,
    )
  }
  console.log(
    `  ratio compiled / baseline: time ${(compiled.ms / baseline.ms).toFixed(2)}, RSS ${(compiled.rss / baseline.rss).toFixed(2)}`,
  )
  console.log('  (external is mostly the WebAssembly memory of PGlite; with DATABASE_URL it is not there)')
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
