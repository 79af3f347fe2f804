import type { Meta, StoryObj } from '@storybook/react-vite'
import { Briefcase, SearchX } from 'lucide-react'
import { expect } from 'storybook/test'
import { Button } from '../button/button.tsx'
import { EmptyState } from './empty-state.tsx'

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    icon: <Briefcase />,
    title: 'No job openings yet',
    description: 'Create a vacancy and we will start matching talents to it.',
    actions: <Button>Create vacancy</Button>,
    size: 'md',
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No job openings yet', level: 2 })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Create vacancy' })).toBeVisible()
  },
}

export const NoResults: Story = {
  args: {
    icon: <SearchX />,
    title: 'No talents match these filters',
    description: 'Try removing a filter.',
    actions: (
      <Button variant="outline" colorPalette="neutral">
        Clear filters
      </Button>
    ),
  },
}

export const Small: Story = { args: { size: 'sm', actions: undefined, title: 'No notifications' } }
