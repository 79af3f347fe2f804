import type { Meta, StoryObj } from '@storybook/react-vite'
import { Bell } from 'lucide-react'
import { expect } from 'storybook/test'
import { VisuallyHidden } from './visually-hidden.tsx'

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  render: () => (
    <button type="button">
      <Bell aria-hidden="true" />
      <VisuallyHidden>Notifications</VisuallyHidden>
    </button>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Notifications' })
    const text = canvas.getByText('Notifications')
    await expect(button).toContainElement(text)
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1)
  },
}
