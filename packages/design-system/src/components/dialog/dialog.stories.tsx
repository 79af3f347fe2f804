import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../button/button.tsx'
import * as Field from '../field/field.tsx'
import * as Select from '../select/select.tsx'
import { Textarea } from '../textarea/textarea.tsx'
import * as Dialog from './dialog.tsx'

const meta = {
  title: 'Components/Dialog',
  component: Dialog.Root,
  args: { onOpenChange: fn(), size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  render: (args) => (
    <Dialog.Root {...args}>
      <Dialog.Trigger asChild>
        <Button>Reject application</Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>Reject this application?</Dialog.Title>
          <Dialog.Description>The talent is told by email. You can add a note.</Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>
          <Field.Root>
            <Field.Label>Note to the talent</Field.Label>
            <Textarea />
          </Field.Root>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline" colorPalette="neutral">
              Cancel
            </Button>
          </Dialog.ActionTrigger>
          <Button colorPalette="danger">Reject</Button>
        </Dialog.Footer>
        <Dialog.CloseTrigger />
      </Dialog.Content>
    </Dialog.Root>
  ),
} satisfies Meta<typeof Dialog.Root>

export default meta
type Story = StoryObj<typeof meta>

/** Keyboard: Enter opens, focus moves inside and is trapped (Tab cycles), Escape closes and refocuses the trigger. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Reject application' })
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Reject this application?' })
    await expect(dialog).toHaveAccessibleDescription('The talent is told by email. You can add a note.')
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
    for (let i = 0; i < 5; i++) await userEvent.tab()
    await expect(dialog).toContainElement(document.activeElement as HTMLElement)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}

/** docs/product.md §9: a dialog is at most 700px wide. */
export const Large: Story = {
  args: { size: 'lg', defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog')
    await expect(getComputedStyle(dialog).maxWidth).toBe('700px')
  },
}

export const Small: Story = { args: { size: 'sm', defaultOpen: true } }

export const CancelButton: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    await expect(args.onOpenChange).toHaveBeenCalledWith(expect.objectContaining({ open: false }))
  },
}

const reasons = Select.createListCollection({
  items: [
    { label: 'Not the right skills', value: 'skills' },
    { label: 'Position filled', value: 'filled' },
    { label: 'Salary expectations', value: 'salary' },
  ],
})

/** What a pointer at the middle of an element would hit: the element itself unless something covers it. */
function isOnTop(element: HTMLElement) {
  const box = element.getBoundingClientRect()
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
  return hit !== null && element.contains(hit)
}

/**
 * A Select inside a Dialog: its options open over the note below it and float above the dialog and its backdrop
 * (they render in a portal, layered over the modal), so they can be seen and clicked; the choice shows in the trigger.
 */
export const WithSelect: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog.Root {...args}>
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>Reject this application?</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Select.Root collection={reasons}>
            <Select.Label>Reason</Select.Label>
            <Select.Control>
              <Select.Trigger>
                <Select.ValueText placeholder="Choose a reason" />
                <Select.Indicator />
              </Select.Trigger>
            </Select.Control>
            <Select.Content>
              {reasons.items.map((item) => (
                <Select.Item key={item.value} item={item}>
                  <Select.ItemText>{item.label}</Select.ItemText>
                  <Select.ItemIndicator />
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
          <Field.Root>
            <Field.Label>Note to the talent</Field.Label>
            <Textarea rows={6} />
          </Field.Root>
        </Dialog.Body>
        <Dialog.CloseTrigger />
      </Dialog.Content>
    </Dialog.Root>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Reject this application?' })
    const trigger = within(dialog).getByRole('combobox', { name: 'Reason' })
    await userEvent.click(trigger)
    const option = await screen.findByRole('option', { name: 'Position filled' })
    await waitFor(() => expect(option).toBeVisible())
    // Behind the dialog the option would be covered: the point at its middle would hit the note's field instead.
    await waitFor(() => expect(isOnTop(option)).toBe(true))
    await userEvent.click(option)
    await waitFor(() => expect(trigger).toHaveTextContent('Position filled'))
    await expect(screen.getByRole('dialog', { name: 'Reject this application?' })).toBeVisible()
  },
}
