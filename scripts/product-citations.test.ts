import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// Comments and docs cite the product's requirements as `docs/product.md §N`; this keeps every citation openable.
const root = new URL('..', import.meta.url)
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(
    (file) =>
      /\.(ts|tsx|mjs|js|mdx?|ya?ml)$/.test(file) &&
      !file.includes('/generated/') &&
      !file.endsWith('product-citations.test.ts'),
  )
  .filter((file) => existsSync(new URL(file, root)))
const read = (file: string) => readFileSync(new URL(file, root), 'utf8')
const sections = new Set([...read('docs/product.md').matchAll(/^## §(\d+)/gm)].map((match) => match[1]))

describe('citations of the product requirements', () => {
  it('docs/product.md has its nine sections', () => {
    expect([...sections]).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9'])
  })

  it('every cited section exists', () => {
    const missing: string[] = []
    for (const file of files) {
      for (const match of read(file).matchAll(/docs\/product\.md §(\d+)((?:(?:, | and )§\d+)*)/g)) {
        const cited = [match[1], ...[...match[2].matchAll(/§(\d+)/g)].map((m) => m[1])]
        for (const section of cited) if (!sections.has(section)) missing.push(`${file}: §${section}`)
      }
    }
    expect(missing).toEqual([])
  })

  it('nothing cites the brief outside the repository ("spec N") or a missing ARCHITECTURE.md', () => {
    const stale = files.filter((file) => /\b[Ss]pec (section )?\d\b|\bARCHITECTURE\b/.test(read(file)))
    expect(stale).toEqual([])
  })
})
