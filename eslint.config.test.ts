import { readdirSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

// The layering rules of eslint.config.js (ADR 0055), run through ESLint on snippets placed at real paths of the
// workspace, so the resolver sees the same packages and folders as `pnpm run lint`. A rule sees only imports that
// resolve, so the targets are files found on disk now rather than names that a refactoring may remove.
const root = import.meta.dirname
const eslint = new ESLint({ cwd: root })

/** The source files under a folder of the workspace (no stories, no tests), as paths from the root. */
const sourcesIn = (dir: string) =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(stories|test)\.tsx?$/.test(file))
    .map((file) => `${dir}/${file}`)

/** `import { value } from '<target, relative to the probe>'`. */
function importOf(probe: string, target: string) {
  const path = relative(dirname(probe), target)
  return `import { value } from '${path.startsWith('.') ? path : `./${path}`}'`
}

const features = readdirSync(join(root, 'apps/portal/src/features')).filter(
  (name) => sourcesIn(`apps/portal/src/features/${name}`).length > 0,
)
const [feature, otherFeature] = features as [string, string]
const featureFile = (name: string) => sourcesIn(`apps/portal/src/features/${name}`)[0]!
const appFile = sourcesIn('apps/portal/src/app')[0]!
const libFile = sourcesIn('apps/portal/src/lib')[0]!

async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = value\n`, {
    filePath: `${root}/${path}`,
  })
  return result!.messages.filter((m) => m.ruleId === 'boundaries/dependencies' || m.fatal).map((m) => m.message)
}

// The first lint loads the config, the TypeScript resolver and the workspace's package graph: seconds, not a test.
beforeAll(() => eslint.lintText('', { filePath: `${root}/packages/flows/src/probe.ts` }), 60_000)

const ds = 'packages/design-system/src/components/button/probe.ts'
const flows = 'packages/flows/src/session/probe.ts'
const server = 'apps/server/src/policy/probe.ts'
const inFeature = `apps/portal/src/features/${feature}/some-screen/probe.tsx`

describe('the design system imports nothing of the domain', () => {
  it.each([
    "import { value } from '@hireloop/api'",
    "import { value } from '@hireloop/flows/rules'",
    importOf(ds, 'packages/api/src/index.ts'),
    importOf(ds, libFile),
  ])('%s is reported', async (code) => {
    expect(await boundaryErrors(ds, code)).toEqual([expect.stringMatching(/^The design system knows nothing/)])
  })

  it('may import React and its own parts', async () => {
    expect(await boundaryErrors(ds, "import { value } from 'react'\nimport '../spinner/index.ts'")).toEqual([])
  })
})

describe('flows renders nothing outside stories', () => {
  it.each([
    "import { value } from 'react'",
    "import { value } from '@hireloop/design-system'",
    "import { value } from '@hireloop/machine-diagram'",
  ])('%s is reported in a machine file', async (code) => {
    expect(await boundaryErrors(flows, code)).toEqual([expect.stringMatching(/^Flows renders nothing outside/)])
  })

  it('a story may render with React and the diagram', async () => {
    const story = "import { value } from 'react'\nimport { FlowDiagram } from '@hireloop/machine-diagram'"
    expect(await boundaryErrors('packages/flows/src/session/probe.stories.tsx', story)).toEqual([])
  })

  it('a machine file may import xstate and zod', async () => {
    expect(await boundaryErrors(flows, "import { value } from 'xstate'\nimport 'zod'")).toEqual([])
  })
})

describe('the server imports only the pure rules of flows', () => {
  it.each([
    "import { value } from '@hireloop/flows'",
    "import { value } from '@hireloop/flows/session'",
    importOf(server, 'packages/flows/src/index.ts'),
    "import { value } from 'react'",
  ])('%s is reported', async (code) => {
    expect(await boundaryErrors(server, code)).toEqual([expect.stringMatching(/^The server takes only the pure rules/)])
  })

  it('@hireloop/flows/rules is allowed', async () => {
    expect(await boundaryErrors(server, "import { value } from '@hireloop/flows/rules'")).toEqual([])
  })
})

describe('a portal feature imports no other feature and not the app', () => {
  it('the app is reported', async () => {
    expect(await boundaryErrors(inFeature, importOf(inFeature, appFile))).toEqual([
      expect.stringMatching(/^A feature does not import the app/),
    ])
  })

  it('another feature is reported, by name', async () => {
    expect(await boundaryErrors(inFeature, importOf(inFeature, featureFile(otherFeature)))).toEqual([
      `A feature does not import another feature (${otherFeature}): move the shared piece to src/lib or the design system.`,
    ])
  })

  it('its own feature, src/lib and the packages are allowed', async () => {
    const code = [
      importOf(inFeature, featureFile(feature)),
      importOf(inFeature, libFile).replace('{ value }', '* as lib'),
      "import '@hireloop/design-system'",
    ].join('\n')
    expect(await boundaryErrors(inFeature, code)).toEqual([])
  })

  it('the app may import any feature', async () => {
    const probe = 'apps/portal/src/app/probe.tsx'
    expect(await boundaryErrors(probe, importOf(probe, featureFile(otherFeature)))).toEqual([])
  })
})
