// Browser tests need Debian's Chromium (browsers cannot be downloaded any other way here).
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export function ensureChromium() {
  if (existsSync(chromiumPath)) return
  const isRoot = process.getuid?.() === 0
  if (!isRoot) {
    throw new Error(`Chromium is missing at ${chromiumPath}. Install it with: sudo apt-get install -y chromium`)
  }
  console.log('Installing Debian Chromium for the browser tests...')
  execFileSync('apt-get', ['update'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium()
