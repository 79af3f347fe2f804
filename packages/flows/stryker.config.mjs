import { tmpdir } from 'node:os'
import { join } from 'node:path'

// Mutation testing of the machines and rules (ADR 0054), run by `pnpm mutation` (scripts/mutation.mjs) from this
// directory, so Stryker's sandbox is a copy of this package alone.
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner', './stryker.ignorer.mjs'],
  ignorers: ['MachineDocs'],
  // Related mode runs only the test files that import the mutated file.
  vitest: { configFile: 'vitest.stryker.config.mjs', related: true },
  // What a screen relies on: the machines, the pure rules, and the helpers they are built of. Not the stories,
  // fixtures and test helpers, nor the form schemas and route facts (owned by the portal's forms and route table).
  mutate: [
    'src/**/*.machine.ts',
    'src/**/*.rules.ts',
    'src/pipeline/pipeline.groups.ts',
    'src/shared/effects.ts',
    'src/shared/failure.ts',
    'src/shared/messages.ts',
    'src/session/session.errors.ts',
    'src/session/session.storage.ts',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  // Static mutants count here; `pnpm mutation` (so `pnpm test`) passes --ignoreStatic, `pnpm mutation --all` does not.
  reporters: ['clear-text', 'json', 'html'],
  // The score table only: the survivors are in the HTML report.
  clearTextReporter: { reportMutants: false, reportTests: false, allowEmojis: false },
  // Under coverage/, which git and the formatters ignore.
  jsonReporter: { fileName: 'coverage/mutation/mutation.json' },
  htmlReporter: { fileName: 'coverage/mutation/mutation.html' },
  thresholds: { high: 90, low: 80, break: 80 },
  // Outside the repository, where no linter, formatter or story glob meets the sandbox while it runs; not under a
  // node_modules, where Vitest's related mode finds no test.
  tempDirName: join(tmpdir(), 'hireloop-flows-mutation'),
  // The package's tsconfig extends the workspace's, which is not in the sandbox; the tests need neither.
  ignorePatterns: ['tsconfig.json', 'coverage'],
  // `pnpm mutation --incremental` reuses the last run's results for unchanged code and tests: quicker while working
  // on tests, but it keeps a survivor that only a new test would kill, so `pnpm test` runs everything.
  incrementalFile: 'coverage/mutation/incremental.json',
  cleanTempDir: 'always',
}
