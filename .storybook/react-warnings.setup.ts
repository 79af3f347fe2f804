/**
 * A story fails when React says it skipped work it was asked to do. "flushSync was called from inside a lifecycle
 * method" means an update meant to render at once did not: a toast raised from an effect hit it (the portal's toast
 * helpers now raise theirs a microtask later, apps/portal/src/lib/toast.ts). The warning is otherwise only a line in
 * the test output, easy to miss.
 */
import { afterEach, expect } from 'vitest'

const SKIPPED_FLUSH = 'flushSync was called from inside a lifecycle method'
let skipped: string[] = []

const consoleError = console.error.bind(console)
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes(SKIPPED_FLUSH)) skipped.push(args[0])
  consoleError(...args)
}

afterEach(() => {
  const found = skipped
  skipped = []
  expect(found, 'React skipped a synchronous render: see the stack of the warning above').toEqual([])
})
