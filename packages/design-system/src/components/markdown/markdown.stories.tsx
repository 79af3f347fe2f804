import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { Markdown } from './markdown.tsx'

const description = `# About the role

We are looking for a **senior backend engineer** to join our _payments_ team.

## What you will do

- Design and run the services behind checkout
- Review code and mentor two junior engineers
  1. pairing sessions
  2. design reviews

## Stack

We use \`TypeScript\`, PostgreSQL and Kafka:

\`\`\`
pnpm install && pnpm test
\`\`\`

> Remote within the EU, two office days a month in Berlin.

Read more on [our engineering blog](https://example.com/blog).`

const meta = {
  title: 'Components/Markdown',
  component: Markdown,
  args: { children: description, size: 'md', topHeadingLevel: 2 },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    topHeadingLevel: { control: 'inline-radio', options: [1, 2, 3] },
  },
} satisfies Meta<typeof Markdown>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'About the role', level: 2 })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'What you will do', level: 3 })).toBeVisible()
    await expect(canvas.getByText('senior backend engineer').tagName).toBe('STRONG')
    await expect(canvas.getAllByRole('list')).toHaveLength(2)
    const link = canvas.getByRole('link', { name: 'our engineering blog' })
    await expect(link).toHaveAttribute('href', 'https://example.com/blog')
    await expect(link).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer')
    await userEvent.tab()
    await expect(link).toHaveFocus()
  },
}

/** Under a page whose own title is the only h1 and sections are h2, a `#` heading renders as h3. */
export const DeeperHeadings: Story = {
  args: { children: '# Benefits\n\n30 days of holiday.', topHeadingLevel: 3, size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Benefits', level: 3 })).toBeVisible()
  },
}

declare global {
  interface Window {
    markdownInjected?: boolean
  }
}

/**
 * What a hostile description does: raw HTML (a script, an image with an error handler, an inline handler) is dropped
 * and a `javascript:` link is shown as plain text, so nothing runs.
 */
export const UnsafeInput: Story = {
  args: {
    children: [
      'Before <script>window.markdownInjected = true</script> after.',
      '',
      '<img src="missing.png" onerror="window.markdownInjected = true">',
      '',
      '<div onmouseover="window.markdownInjected = true">hover me</div>',
      '',
      '[Claim your bonus](javascript:window.markdownInjected=true) and [data](data:text/html,<b>x</b>)',
      '',
      '![tracking pixel](https://example.com/pixel.png)',
    ].join('\n'),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('script, img, [onerror], [onmouseover]')).toBeNull()
    await expect(canvas.queryByRole('link')).toBeNull()
    const bait = canvas.getByText(/Claim your bonus/)
    await userEvent.click(bait)
    await expect(window.markdownInjected).toBeUndefined()
    await expect(canvasElement.innerHTML).not.toMatch(/javascript:|data:text/i)
  },
}
