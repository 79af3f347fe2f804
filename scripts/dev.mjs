// `pnpm dev`: the API server (restarts on change) and the portal with hot reload; Vite proxies the server's paths.
import { spawn } from 'node:child_process'

const portalUrl = 'http://localhost:5173'
const children = [
  spawn('pnpm', ['--filter', '@hireloop/server', 'run', 'dev'], {
    stdio: 'inherit',
    env: { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? portalUrl, PORT: process.env.PORT ?? '3000' },
  }),
  spawn('pnpm', ['--filter', '@hireloop/portal', 'run', 'dev'], { stdio: 'inherit' }),
]

const stop = () => children.forEach((child) => child.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children)
  child.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  })
