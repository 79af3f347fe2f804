import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { HStack, Stack } from '@hireloop/styled-system/jsx'
import { Avatar } from './avatar.tsx'

// A tiny inline picture, so the story needs no network.
const picture =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#1e5f5c"/><circle cx="20" cy="16" r="7" fill="#fde047"/><rect x="8" y="26" width="24" height="14" rx="7" fill="#fde047"/></svg>',
  )

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace', size: 'md' },
} satisfies Meta<typeof Avatar>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Ada Lovelace' })
    await expect(avatar).toHaveTextContent('AL')
  },
}

export const Sizes: Story = {
  render: (args) => (
    <HStack gap="3">
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </HStack>
  ),
}

/** The colour is derived from the name, the same on every render and device (docs/product.md §9). */
export const ColoursFromNames: Story = {
  render: (args) => (
    <HStack gap="3" flexWrap="wrap">
      {[
        'Ada Lovelace',
        'Grace Hopper',
        'Alan Turing',
        'Katherine Johnson',
        'Linus',
        'Margaret Hamilton',
        'Tim Berners-Lee',
        'Barbara Liskov',
      ].map((name) => (
        <Avatar key={name} {...args} name={name} />
      ))}
    </HStack>
  ),
}

/** Without a name the avatar shows a person icon and is announced as "No name" (docs/product.md §2). */
export const NoName: Story = {
  args: { name: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'No name' })).toBeInTheDocument()
  },
}

export const WithImage: Story = {
  args: { src: picture },
  render: (args) => (
    <Stack gap="3">
      <Avatar {...args} />
      <Avatar {...args} name="Broken Link" src="data:image/png;base64,broken" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ada Lovelace' })).toBeInTheDocument()
    // A picture that fails to load falls back to the initials.
    await expect(await canvas.findByText('BL')).toBeVisible()
  },
}
