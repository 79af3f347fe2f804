import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { Calendar, type CalendarEvent } from './calendar.tsx'

const at = (day: number, hour: number, minute = 0) => new Date(2024, 2, day, hour, minute)
const events: CalendarEvent[] = [
  { id: 'e1', title: 'Intro: Ada Lovelace', start: at(12, 10) },
  { id: 'e2', title: 'Interview: Alan Turing', start: at(14, 9, 30) },
  { id: 'e3', title: 'Onboarding: Grace Hopper', start: at(14, 13) },
  { id: 'e4', title: 'Interview: Linus Torvalds', start: at(14, 15) },
  { id: 'e5', title: 'Intro: Barbara Liskov', start: at(14, 16) },
  { id: 'e6', title: 'Interview: Edsger Dijkstra', start: at(21, 11) },
]

const meta = {
  title: 'Components/Calendar',
  component: Calendar,
  args: {
    events,
    today: at(12, 8),
    defaultDate: at(14, 0),
    onDaySelect: fn(),
    onEventSelect: fn(),
    onDateChange: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Calendar>

export default meta
type Story = StoryObj<typeof meta>

/** Keyboard: Tab into the grid lands on the focused day; arrows move; PageDown goes to next month; Enter selects. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const grid = canvas.getByRole('grid', { name: 'March 2024' })
    const day14 = canvas.getByRole('gridcell', { name: /^Thursday,? 14 March 2024, 4 meetings/ })
    await expect(day14).toHaveAttribute('tabindex', '0')
    day14.focus()
    await userEvent.keyboard('{ArrowDown}')
    await waitFor(() =>
      expect(canvas.getByRole('gridcell', { name: /Thursday,? 21 March 2024, 1 meeting/ })).toHaveFocus(),
    )
    await userEvent.keyboard('{ArrowRight}{Enter}')
    await expect(args.onDaySelect).toHaveBeenLastCalledWith(new Date(2024, 2, 22))
    await userEvent.keyboard('{PageDown}')
    await waitFor(() => expect(canvas.getByRole('grid', { name: 'April 2024' })).toBeInTheDocument())
    await waitFor(() => expect(canvas.getByRole('gridcell', { name: /Monday,? 22 April 2024/ })).toHaveFocus())
    await expect(grid).toHaveAccessibleName('April 2024')
  },
}

/** Keyboard: Tab from the focused day reaches its meetings; Enter opens one. */
export const EventsByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('gridcell', { name: /Thursday,? 14 March 2024/ }).focus()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: /Interview: Alan Turing/ })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onEventSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'e2' }))
  },
}

export const Week: Story = {
  args: { defaultView: 'week' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('gridcell')).toHaveLength(7)
    canvas.getByRole('gridcell', { name: /Thursday,? 14 March 2024/ }).focus()
    await userEvent.keyboard('{PageDown}')
    await waitFor(() => expect(canvas.getByRole('gridcell', { name: /Thursday,? 21 March 2024/ })).toHaveFocus())
  },
}

export const Empty: Story = { args: { events: [] } }
