import type { Meta, StoryObj } from '@storybook/react-vite'
import { Bell, CircleHelp, Trash2 } from 'lucide-react'
import { expect, fn, userEvent } from 'storybook/test'
import { HStack } from '@hireloop/styled-system/jsx'
import { IconButton } from './icon-button.tsx'

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Notifications', children: <Bell />, variant: 'ghost', onClick: fn() },
} satisfies Meta<typeof IconButton>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Notifications' })
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

export const VariantsAndSizes: Story = {
  render: (args) => (
    <HStack gap="3">
      <IconButton {...args} variant="solid" size="sm" aria-label="Help">
        <CircleHelp />
      </IconButton>
      <IconButton {...args} variant="outline" size="md" aria-label="Notifications">
        <Bell />
      </IconButton>
      <IconButton {...args} variant="ghost" size="lg" colorPalette="danger" aria-label="Delete">
        <Trash2 />
      </IconButton>
      <IconButton {...args} loading aria-label="Saving" />
      <IconButton {...args} disabled aria-label="Disabled help">
        <CircleHelp />
      </IconButton>
    </HStack>
  ),
}
