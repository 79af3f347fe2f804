import { startBanner } from './banner.ts'
import { ConfigError, loadConfig } from './config.ts'
import { buildServer } from './server.ts'

let config
try {
  config = loadConfig()
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message)
    process.exit(2)
  }
  throw error
}

const server = await buildServer(config)
try {
  await server.listen()
} catch (error) {
  await server.close()
  if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
  // A person reads this, not a stack trace: the usual cause is another start still running.
  console.error(
    `Port ${config.port} on ${config.host} is already in use: another Hireloop (or another program) is listening there.\n` +
      `Stop it, or start on another port: PORT=3100 pnpm start`,
  )
  process.exit(1)
}
// For the start benchmark (bench/start.mjs) and operators: where the memory is once the server is ready.
const mib = (bytes: number) => Math.round(bytes / 1024 / 1024)
const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage()
server.app.log.info(
  { rssMiB: mib(rss), heapUsedMiB: mib(heapUsed), externalMiB: mib(external), arrayBuffersMiB: mib(arrayBuffers) },
  'ready',
)
process.stdout.write(`${startBanner(config)}\n`)

let closing = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) process.exit(1)
    closing = true
    server.app.log.info(`${signal}: closing`)
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  })
}
