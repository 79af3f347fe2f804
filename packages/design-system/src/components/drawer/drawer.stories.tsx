import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test'
import { Button } from '../button/button.tsx'
import { Checkbox } from '../checkbox/index.ts'
import * as Drawer from './drawer.tsx'

const meta = {
  title: 'Components/Drawer',
  component: Drawer.Root,
  args: { onOpenChange: fn(), placement: 'end', size: 'md' },
  argTypes: {
    placement: { control: 'inline-radio', options: ['start', 'end'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  render: (args) => (
    <Drawer.Root {...args}>
      <Drawer.Trigger asChild>
        <Button variant="outline">Filters</Button>
      </Drawer.Trigger>
      <Drawer.Content>
        <Drawer.Header>
          <Drawer.Title>Filter talents</Drawer.Title>
          <Drawer.Description>Only talents matching every filter are listed.</Drawer.Description>
        </Drawer.Header>
        <Drawer.Body>
          <Checkbox.Root>
            <Checkbox.Control />
            <Checkbox.Label>Open to remote work</Checkbox.Label>
          </Checkbox.Root>
        </Drawer.Body>
        <Drawer.Footer>
          <Drawer.ActionTrigger asChild>
            <Button variant="outline" colorPalette="neutral">
              Cancel
            </Button>
          </Drawer.ActionTrigger>
          <Button>Apply</Button>
        </Drawer.Footer>
        <Drawer.CloseTrigger />
      </Drawer.Content>
    </Drawer.Root>
  ),
} satisfies Meta<typeof Drawer.Root>

export default meta
type Story = StoryObj<typeof meta>

/** Keyboard: Enter opens it, Tab stays inside, Escape closes and refocuses the trigger. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Filters' })
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    const sheet = await screen.findByRole('dialog', { name: 'Filter talents' })
    await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}

export const Start: Story = { args: { placement: 'start', size: 'sm', defaultOpen: true } }

export const Large: Story = { args: { size: 'lg', defaultOpen: true } }
