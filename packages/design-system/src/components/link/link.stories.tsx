import type { Meta, StoryObj } from '@storybook/react-vite'
import { ArrowLeft } from 'lucide-react'
import { expect, userEvent } from 'storybook/test'
import { Stack } from '@hireloop/styled-system/jsx'
import { Link } from './link.tsx'

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '#terms', children: 'Terms of service' },
} satisfies Meta<typeof Link>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Terms of service' })
    await expect(link).toHaveAttribute('href', '#terms')
    await userEvent.tab()
    await expect(link).toHaveFocus()
  },
}

export const Variants: Story = {
  render: (args) => (
    <Stack gap="3">
      <Link {...args}>Underlined link</Link>
      <Link {...args} variant="plain">
        <ArrowLeft aria-hidden="true" /> Back to log in
      </Link>
      <Link {...args} colorPalette="danger">
        Danger link
      </Link>
      <Link {...args} colorPalette="neutral">
        Neutral link
      </Link>
    </Stack>
  ),
}

/** `asChild` puts the link styles on another element, e.g. a router's link component. */
export const AsChild: Story = {
  render: () => (
    <Link asChild>
      <a href="#privacy" data-router-link="">
        Privacy policy
      </a>
    </Link>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Privacy policy' })
    await expect(link).toHaveAttribute('data-router-link')
    await expect(link.className).toContain('link')
  },
}
