import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { expectShown } from '../../testing/shown.ts'
import { withRouter } from '../../testing/story-router.tsx'
import type { CalendarView } from './calendar-days.ts'
import { CalendarScreen, type CalendarScreenProps } from './calendar-screen.tsx'
import { candidates, STORY_NOW, STORY_ZONE, upcomingMeetings, pastMeetings, viewers } from './meetings.fixtures.ts'

const effects = () => ({
  createMeeting: fn(async () => ({ id: 'm-new' })),
  updateMeeting: fn(async () => null),
  cancelMeeting: fn(async () => null),
  downloadCalendar: fn(async () => undefined),
})

/** The screen with its view and focused day held as the route holds them. */
function Stateful({ view: initialView, date: initialDate, ...props }: CalendarScreenProps) {
  const [view, setView] = useState<CalendarView>(initialView)
  const [date, setDate] = useState(initialDate)
  return <CalendarScreen {...props} view={view} onViewChange={setView} date={date} onDateChange={setDate} />
}

const meta = {
  title: 'Screens/Calendar',
  component: CalendarScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  render: (args) => <Stateful {...args} />,
  args: {
    meetings: [...pastMeetings, ...upcomingMeetings],
    view: 'week',
    onViewChange: fn(),
    // Thursday 5 March 2026, the day of the overlapping interview and intro.
    date: new Date(2026, 2, 5),
    onDateChange: fn(),
    today: new Date(2026, 2, 4),
    now: STORY_NOW,
    viewer: viewers.employer,
    timeZone: STORY_ZONE,
    effects: effects(),
    candidates,
    onMessage: fn(),
  },
} satisfies Meta<typeof CalendarScreen>
export default meta
type Story = StoryObj<typeof meta>

const grid = () => screen.getByRole('grid')
const cellNamed = (name: RegExp) => within(grid()).getByRole('gridcell', { name })

/**
 * The week with overlaps: Thursday's interview and intro side by side, both flagged; Friday's onboarding at its Berlin
 * time although it was set in New York; weeks start on Monday.
 */
export const WeekWithOverlaps: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /2.+8 Mar 2026/ })).toBeVisible()
    await expect(within(grid()).getAllByRole('columnheader')[0]).toHaveTextContent('Mon 2')
    const thursday = cellNamed(/^Thursday,? 5 March 2026, 2 meetings/)
    await expect(thursday).toHaveAttribute('aria-selected', 'true')
    const interview = within(thursday).getByRole('button', { name: /^Interview: Senior Backend Engineer/ })
    const intro = within(thursday).getByRole('button', { name: /^Intro call: Platform Engineer/ })
    await expect(interview).toHaveAccessibleName(/10:00–11:00 CET.*Overlaps another meeting/)
    await expect(intro).toHaveAccessibleName(/10:30–11:00 CET.*Overlaps another meeting/)
    const [a, b] = [interview.getBoundingClientRect(), intro.getBoundingClientRect()]
    // Side by side: the intro starts right of the interview, and lower by half an hour.
    await expect(b.left).toBeGreaterThanOrEqual(a.right - 1)
    await expect(b.top).toBeGreaterThan(a.top)
    const friday = cellNamed(/^Friday,? 6 March 2026, 1 meeting/)
    await expect(within(friday).getByRole('button', { name: /Onboarding: Northwind Labs/ })).toHaveAccessibleName(
      /15:00–15:45 CET/,
    )
  },
}

/** Keyboard: one tab stop in the grid; arrows move by day, PageDown by week, Home to Monday; Tab reaches the meetings. */
export const KeyboardWeek: Story = {
  play: async ({ canvas }) => {
    cellNamed(/^Thursday,? 5 March 2026/).focus()
    await userEvent.keyboard('{ArrowRight}')
    await waitFor(() => expect(cellNamed(/^Friday,? 6 March 2026/)).toHaveFocus())
    await userEvent.keyboard('{PageDown}')
    await waitFor(() => expect(cellNamed(/^Friday,? 13 March 2026/)).toHaveFocus())
    await expect(canvas.getByRole('heading', { name: /9.+15 Mar 2026/ })).toBeVisible()
    await userEvent.keyboard('{Home}')
    await waitFor(() => expect(cellNamed(/^Monday,? 9 March 2026/)).toHaveFocus())
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    const wednesday = cellNamed(/^Wednesday,? 11 March 2026, 1 meeting/)
    await waitFor(() => expect(wednesday).toHaveFocus())
    await userEvent.tab()
    await expect(within(wednesday).getByRole('button', { name: /Interview: Data Engineer/ })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const selected = await canvas.findByRole('region', { name: 'Selected meeting' })
    await waitFor(() => expect(selected).toHaveFocus())
    await expect(within(selected).getByRole('heading', { name: 'Interview: Data Engineer' })).toBeVisible()
  },
}

/** The month view is the design system's calendar, meetings on their Berlin days; a pick opens the meeting below. */
export const MonthView: Story = {
  args: { view: 'month' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'March 2026' })).toBeVisible()
    const thursday = cellNamed(/^Thursday,? 5 March 2026, 2 meetings/)
    await expect(
      within(thursday).getByRole('button', {
        name: '10:00 Interview: Senior Backend Engineer (overlaps another meeting)',
      }),
    ).toBeVisible()
    await userEvent.click(within(thursday).getByRole('button', { name: /10:30 Intro call/ }))
    const selected = await canvas.findByRole('region', { name: 'Selected meeting' })
    await expect(within(selected).getByText('Overlaps another meeting')).toBeVisible()
  },
}

/** From the month to the week view: the week of the day shown, Monday first. */
export const MonthToWeek: Story = {
  args: { view: 'month' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'March 2026' })).toBeVisible()
    await userEvent.click(canvas.getByRole('radio', { name: 'Week' }))
    await expectShown(canvas.findByRole('heading', { name: /2.+8 Mar 2026/ }))
  },
}

/** A week without meetings: the working day, empty, and the way to schedule one. */
export const EmptyWeek: Story = {
  args: { meetings: [], date: new Date(2026, 2, 18) },
  play: async ({ canvas }) => {
    await expect(cellNamed(/^Wednesday,? 18 March 2026, no meetings/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Schedule a meeting' })).toBeVisible()
  },
}

/** The next week's meetings are being read: the last ones stay while the status says so. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading meetings…')
  },
}

/** A talent's week: the meetings they are invited to, nothing to schedule. */
export const TalentWeek: Story = {
  args: { viewer: viewers.talent, meetings: upcomingMeetings.slice(0, 1), candidates: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Schedule a meeting' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: /Interview: Senior Backend Engineer/ }))
    const selected = await canvas.findByRole('region', { name: 'Selected meeting' })
    await expect(within(selected).queryByRole('button', { name: 'Edit' })).toBeNull()
    await expect(within(selected).getByRole('button', { name: 'Download .ics' })).toBeVisible()
  },
}
