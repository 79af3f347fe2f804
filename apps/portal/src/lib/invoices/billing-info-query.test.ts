import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = join(import.meta.dirname, '..', '..')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : []
  })
}

describe('the billing info query', () => {
  it('is written once, in lib/invoices/invoice-data.ts, and every screen imports it', () => {
    // Each copy asked GET /billing_info with its own 404 handling; one copy keeps "no error toast" in one place.
    const callers = sources(SRC).filter((path) => readFileSync(path, 'utf8').includes("'getBillingInfo'"))
    expect(callers.map((path) => path.slice(SRC.length + 1))).toEqual(['lib/invoices/invoice-data.ts'])
    for (const route of [
      'features/billing/billing-route.tsx',
      'features/company-settings/company-settings-route.tsx',
    ]) {
      expect(readFileSync(join(SRC, route), 'utf8')).toContain('billingInfoOrNullQuery')
    }
  })
})
