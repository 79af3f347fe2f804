import type { Meta, StoryObj } from '@storybook/react-vite'
import { ChevronDown, LogOut, Settings } from 'lucide-react'
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test'
import { Button } from '../button/button.tsx'
import * as Menu from './menu.tsx'

const meta = {
  title: 'Components/Menu',
  component: Menu.Root,
  args: { onSelect: fn() },
  render: (args) => (
    <Menu.Root {...args}>
      <Menu.Trigger asChild>
        <Button variant="outline" colorPalette="neutral">
          Account <ChevronDown aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Menu.Content>
        <Menu.ItemGroup>
          <Menu.ItemGroupLabel>Ada Lovelace</Menu.ItemGroupLabel>
          <Menu.Item value="account">
            <Settings aria-hidden="true" /> Account settings
          </Menu.Item>
          <Menu.Item value="company">Company settings</Menu.Item>
        </Menu.ItemGroup>
        <Menu.Separator />
        <Menu.Item value="logout">
          <LogOut aria-hidden="true" /> Logout
        </Menu.Item>
        <Menu.Separator />
        <Menu.Item value="terms" asChild>
          <a href="#terms">Terms of service</a>
        </Menu.Item>
        <Menu.Item value="disabled" disabled>
          Billing (soon)
        </Menu.Item>
      </Menu.Content>
    </Menu.Root>
  ),
} satisfies Meta<typeof Menu.Root>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account' }))
    const menu = await screen.findByRole('menu')
    await expect(screen.getByRole('group', { name: 'Ada Lovelace' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }))
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ value: 'logout' }))
    await waitFor(() => expect(menu).not.toBeInTheDocument())
  },
}

/** Keyboard: Enter opens on the first item, arrows move, Enter selects, Escape closes and refocuses the trigger. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Account' })
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    await screen.findByRole('menu')
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Account settings' })).toHaveAttribute('data-highlighted'),
    )
    await userEvent.keyboard('{ArrowDown}')
    await expect(screen.getByRole('menuitem', { name: 'Company settings' })).toHaveAttribute('data-highlighted')
    await userEvent.keyboard('{Enter}')
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ value: 'company' }))
    // Choosing closes the menu and gives the focus back to its trigger (a frame later), where Enter opens it again.
    await waitFor(() => expect(trigger).toHaveFocus())

    await userEvent.keyboard('{Enter}')
    await screen.findByRole('menu')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
    // Ark returns focus on the next frame.
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole('menuitem', { name: 'Billing (soon)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
}
