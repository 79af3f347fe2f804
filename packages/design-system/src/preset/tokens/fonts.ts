import { defineTokens } from '@pandacss/dev'

const sans =
  "'Inter Variable', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"

/** Inter is self-hosted through @fontsource-variable/inter (an app imports `@hireloop/design-system/fonts`). */
export const fonts = defineTokens.fonts({
  body: { value: sans, description: 'Running text and UI' },
  heading: { value: sans, description: 'Headings' },
  mono: {
    value: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
    description: 'Code and tabular data',
  },
})
