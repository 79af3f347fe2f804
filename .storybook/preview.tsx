import type { Preview } from '@storybook/react-vite'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { Toaster } from '../packages/design-system/src/index.ts'
import './index.css'

const preview: Preview = {
  // MSW (msw-storybook-addon 3): the loader starts the worker; stories add handlers in `beforeEach({ msw })`.
  loaders: [mswLoader()],
  decorators: [
    (Story) => (
      <>
        <Story />
        <Toaster />
      </>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story's test (ADR 0031).
    a11y: { test: 'error' },
    options: { storySort: { order: ['Foundations', 'Components', '*'] } },
  },
}

export default preview
