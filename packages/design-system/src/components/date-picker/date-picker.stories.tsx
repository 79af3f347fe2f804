import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test'
import * as DatePicker from './date-picker.tsx'

// A fixed month in the past: stories and screenshots do not change with today's date.
const focused = DatePicker.parseDate('2024-03-12')

const meta = {
  title: 'Components/DatePicker',
  component: DatePicker.Root,
  args: { locale: 'en-GB', defaultFocusedValue: focused, onValueChange: fn() },
  render: (args) => (
    <DatePicker.Root {...args}>
      <DatePicker.Label>Meeting date</DatePicker.Label>
      <DatePicker.Control>
        <DatePicker.Input placeholder="dd/mm/yyyy" />
        <DatePicker.Trigger />
      </DatePicker.Control>
      <DatePicker.Content />
    </DatePicker.Root>
  ),
} satisfies Meta<typeof DatePicker.Root>

export default meta
type Story = StoryObj<typeof meta>

/** Keyboard: Enter on the calendar button opens it on the focused day; arrows move; Enter picks; the input shows it. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Open calendar' })
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    const grid = await screen.findByRole('grid')
    await waitFor(() => expect(grid.querySelector('[data-focus]')).toHaveTextContent('12'))
    await userEvent.keyboard('{ArrowRight}{ArrowDown}')
    await waitFor(() => expect(grid.querySelector('[data-focus]')).toHaveTextContent('20'))
    await userEvent.keyboard('{Enter}')
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ valueAsString: ['20/03/2024'] }),
    )
    await expect(canvas.getByRole('textbox', { name: 'Meeting date' })).toHaveValue('20/03/2024')
  },
}

export const Open: Story = {
  args: { defaultOpen: true, defaultValue: [DatePicker.parseDate('2024-03-14')] },
  play: async () => {
    const grid = await screen.findByRole('grid')
    await waitFor(() => expect(grid).toBeVisible())
  },
}

export const Range: Story = {
  args: {
    selectionMode: 'range',
    defaultOpen: true,
    defaultValue: [DatePicker.parseDate('2024-03-11'), DatePicker.parseDate('2024-03-15')],
  },
}

export const Disabled: Story = { args: { disabled: true, defaultValue: [focused] } }
