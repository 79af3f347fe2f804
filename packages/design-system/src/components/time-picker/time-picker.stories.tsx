import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test'
import { TimePicker } from './time-picker.tsx'

const meta = {
  title: 'Components/TimePicker',
  component: TimePicker,
  args: { label: 'Start time', min: '08:00', max: '18:00', step: 30, onValueChange: fn() },
} satisfies Meta<typeof TimePicker>

export default meta
type Story = StoryObj<typeof meta>

/** Keyboard: ArrowDown opens on the first slot, arrows move, Enter picks; the trigger shows the time. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Start time' })
    trigger.focus()
    await userEvent.keyboard('{ArrowDown}')
    await screen.findByRole('listbox')
    await waitFor(() => expect(screen.getByRole('option', { name: '08:00' })).toHaveAttribute('data-highlighted'))
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('09:00')
    await expect(trigger).toHaveTextContent('09:00')
  },
}

export const TwelveHour: Story = {
  args: { locale: 'en-US', defaultValue: '14:30' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Start time' })).toHaveTextContent(/2:30\sPM/)
  },
}

export const Invalid: Story = { args: { invalid: true } }

export const Disabled: Story = { args: { disabled: true, defaultValue: '10:00' } }
