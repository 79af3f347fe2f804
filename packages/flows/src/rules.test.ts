import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as rules from './rules.ts'

/** Every module `rules.ts` loads at run time (type-only imports are erased). */
function runtimeImports(url: URL, seen = new Set<string>()): Set<string> {
  if (seen.has(url.href)) return seen
  seen.add(url.href)
  const source = readFileSync(url, 'utf8')
  for (const [, specifier] of source.matchAll(/^(?:import|export) (?!type )[^'"]*from '([^']+)'/gm)) {
    if (specifier!.startsWith('.')) runtimeImports(new URL(specifier!, url), seen)
    else seen.add(specifier!)
  }
  return seen
}

describe('@hireloop/flows/rules', () => {
  it('loads no package at run time (no XState, no zod): the server imports it', () => {
    const loaded = [...runtimeImports(new URL('./rules.ts', import.meta.url))]
    expect(loaded.filter((m) => !m.startsWith('file:'))).toEqual([])
  })

  it('exports the transition rules and the pipeline groups', () => {
    expect(typeof rules.canTransition).toBe('function')
    expect(typeof rules.allowedTransitions).toBe('function')
    expect(rules.applicationStatuses).toHaveLength(14)
    expect(rules.statusTransitions.length).toBeGreaterThan(0)
    expect(typeof rules.pipelineGroupOf).toBe('function')
  })
})
