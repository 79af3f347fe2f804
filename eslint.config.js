import js from '@eslint/js'
import boundaries from 'eslint-plugin-boundaries'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// The layering of docs/architecture (ADR 0055). pnpm already refuses a package it was not given; these rules hold
// what package.json cannot say: which files of a package may import what (only stories render in flows, the server
// takes only the pure rules of flows) and the walls inside the portal (a feature is on its own).
const elements = [
  { type: 'design-system', pattern: 'packages/design-system' },
  { type: 'styled-system', pattern: 'packages/styled-system' },
  { type: 'flows', pattern: 'packages/flows' },
  { type: 'api', pattern: 'packages/api' },
  { type: 'machine-diagram', pattern: 'packages/machine-diagram' },
  { type: 'portal-app', pattern: 'apps/portal/src/app' },
  { type: 'portal-feature', pattern: 'apps/portal/src/features/*', capture: ['feature'] },
  { type: 'portal', pattern: 'apps/portal' },
  { type: 'server', pattern: 'apps/server' },
].map((element) => ({ ...element, partialMatch: false }))

// A module that cannot be resolved (a workspace package the importer does not declare) is matched by its name.
const module = (...names) => ({ module: { source: names.flatMap((name) => [name, `${name}/**`]) } })
const rendering = ['react', 'react-dom', '@xstate/react', '@ark-ui/*', 'lucide-react', '@storybook/*', 'storybook']
const ui = ['@hireloop/design-system', '@hireloop/styled-system', '@hireloop/machine-diagram']

/** The policies of `boundaries/dependencies`: everything is allowed but what a line below forbids. */
const layering = [
  {
    from: { element: { type: 'design-system' } },
    disallow: {
      to: [
        { element: { types: ['api', 'flows', 'machine-diagram', 'portal', 'portal-app', 'portal-feature', 'server'] } },
        module('@hireloop/api', '@hireloop/flows', '@hireloop/machine-diagram', '@hireloop/portal', '@hireloop/server'),
      ],
    },
    message: 'The design system knows nothing of the domain: no api, flows, machine diagram, portal or server here.',
  },
  {
    from: { element: { type: 'flows', fileInternalPath: '!**/*.stories.tsx' } },
    disallow: {
      to: [
        {
          element: {
            types: ['design-system', 'styled-system', 'machine-diagram', 'portal', 'portal-app', 'portal-feature'],
          },
        },
        module(...rendering, ...ui, '@hireloop/portal'),
      ],
    },
    message:
      'Flows renders nothing outside stories: React, the design system and the diagram belong in a story or in the portal.',
  },
  {
    from: { element: { type: 'server' } },
    disallow: {
      to: [
        { element: { type: 'flows', fileInternalPath: '!src/rules.ts' } },
        {
          element: {
            types: ['design-system', 'styled-system', 'machine-diagram', 'portal', 'portal-app', 'portal-feature'],
          },
        },
        module(...rendering, ...ui, '@hireloop/portal'),
      ],
    },
    message: 'The server takes only the pure rules of flows: import them from @hireloop/flows/rules.',
  },
  {
    from: { element: { type: 'portal-feature' } },
    disallow: { to: { element: { type: 'portal-app' } } },
    message: 'A feature does not import the app: take what it needs from props, the route context or src/lib instead.',
  },
  {
    from: { element: { type: 'portal-feature' } },
    disallow: {
      to: { element: { type: 'portal-feature', captured: { feature: '!{{ from.element.captured.feature }}' } } },
    },
    message:
      'A feature does not import another feature ({{ to.element.captured.feature }}): move the shared piece to src/lib or the design system.',
  },
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'packages/styled-system/generated/**',
      'packages/api/src/generated/**',
      '.storybook/public/**',
      '**/.data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['packages/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}', 'apps/*/test/**/*.ts', 'apps/*/scripts/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/root-path': import.meta.dirname,
      // Resolves workspace packages through their `exports` to the real files, so `@hireloop/flows` is the
      // element `flows` and not an external module.
      'import/resolver': { typescript: { alwaysTryTypes: true } },
      'boundaries/legacy-templates': false,
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', checkAllOrigins: true, policies: layering }],
    },
  },
)
