import type { Meta, StoryObj } from '@storybook/react-vite'
import { Bell, X } from 'lucide-react'
import { expect, screen, userEvent, waitFor } from 'storybook/test'
import { css } from '@hireloop/styled-system/css'
import { Badge } from '../badge/badge.tsx'
import { Button } from '../button/button.tsx'
import { IconButton } from '../icon-button/icon-button.tsx'
import * as Popover from './popover.tsx'

const meta = {
  title: 'Components/Popover',
  component: Popover.Root,
  args: { width: 'sm' },
  render: (args) => (
    <Popover.Root {...args}>
      <Popover.Trigger asChild>
        <Button variant="outline">Filters</Button>
      </Popover.Trigger>
      <Popover.Content>
        <Popover.Header>
          <Popover.Title>Filters</Popover.Title>
          <Popover.CloseTrigger asChild>
            <IconButton size="sm" variant="ghost" colorPalette="neutral" aria-label="Close">
              <X />
            </IconButton>
          </Popover.CloseTrigger>
        </Popover.Header>
        <Popover.Body>
          <Popover.Description>Narrow the list of vacancies.</Popover.Description>
        </Popover.Body>
      </Popover.Content>
    </Popover.Root>
  ),
} satisfies Meta<typeof Popover.Root>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Filters' })
    await userEvent.click(trigger)
    const dialog = await screen.findByRole('dialog', { name: 'Filters' })
    await expect(dialog).toHaveAccessibleDescription('Narrow the list of vacancies.')
    // Keyboard: Escape closes and returns focus to the trigger.
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // Ark gives the focus back a frame after the popover goes.
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}

const notificationList = css({ display: 'flex', flexDirection: 'column', gap: '1', textStyle: 'sm', color: 'fg.muted' })

/** The notification menu of the top bar: 334px wide (docs/product.md §9). */
export const NotificationMenu: Story = {
  args: { width: 'notification', positioning: { placement: 'bottom-end' } },
  render: (args) => (
    <Popover.Root {...args}>
      <Popover.Trigger asChild>
        <IconButton variant="ghost" colorPalette="neutral" aria-label="Notifications, 3 unread">
          <Bell />
          <Badge variant="count" count={3} position="absolute" top="0" right="0" aria-hidden="true" />
        </IconButton>
      </Popover.Trigger>
      <Popover.Content>
        <Popover.Header>
          <Popover.Title>Notifications</Popover.Title>
        </Popover.Header>
        <Popover.Body>
          <p className={notificationList}>You have no notifications right now.</p>
        </Popover.Body>
      </Popover.Content>
    </Popover.Root>
  ),
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Notifications, 3 unread' }).focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' })
    // Computed width, not the bounding box: the opening animation scales the panel.
    await expect(getComputedStyle(dialog).width).toBe('334px')
    // waitFor: the panel fades in from opacity 0.
    await waitFor(() => expect(screen.getByText('You have no notifications right now.')).toBeVisible())
  },
}
