import { statSync } from 'node:fs'
import { defineConfig } from 'vitest/config'
import { BaseSequencer } from 'vitest/node'

/**
 * Smallest test file first. Stryker stops a mutant's run at the first failing test, and the small files (the rules,
 * the shared helpers) fail fastest; Vitest's default runs the slowest first.
 */
class SmallestFirst extends BaseSequencer {
  async sort(files) {
    return [...files].sort((a, b) => statSync(a.moduleId).size - statSync(b.moduleId).size)
  }
}

// The unit tests of this package alone, in node: what the mutation run (stryker.config.mjs) executes per mutant.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Forms are not mutated (stryker.config.mjs), and their schema test reads the contract outside the sandbox.
    exclude: ['src/forms/**'],
    environment: 'node',
    // One worker for every file and run: starting a worker per file cost more than most tests.
    isolate: false,
    sequence: { sequencer: SmallestFirst },
  },
})
