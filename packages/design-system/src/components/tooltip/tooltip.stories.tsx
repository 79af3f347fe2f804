import type { Meta, StoryObj } from '@storybook/react-vite'
import { CircleHelp } from 'lucide-react'
import { expect, screen, userEvent, waitFor } from 'storybook/test'
import { IconButton } from '../icon-button/icon-button.tsx'
import { Tooltip } from './tooltip.tsx'

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'Help and support',
    children: (
      <IconButton variant="ghost" colorPalette="neutral" aria-label="Help">
        <CircleHelp />
      </IconButton>
    ),
  },
} satisfies Meta<typeof Tooltip>

export default meta
type Story = StoryObj<typeof meta>

/** Keyboard: focusing the trigger shows the tooltip, Escape hides it. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Help' })
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    const tip = await screen.findByRole('tooltip')
    await expect(tip).toHaveTextContent('Help and support')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
  },
}

export const Open: Story = {
  args: { defaultOpen: true, positioning: { placement: 'right' } },
  play: async () => {
    const tip = await screen.findByRole('tooltip')
    await waitFor(() => expect(tip).toBeVisible())
  },
}

export const WithoutArrow: Story = { args: { defaultOpen: true, showArrow: false } }
