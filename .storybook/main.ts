import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    '../packages/*/src/**/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../apps/*/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
    // Toolbar toggles and `parameters.pseudo` that force :hover, :focus-visible, :active (ADR 0034).
    'storybook-addon-pseudo-states',
  ],
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
}

export default config
