import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { apiError } from '../../testing/api-errors.ts'
import { expectShown } from '../../testing/shown.ts'
import { withRouter } from '../../testing/story-router.tsx'
import { candidates, pastMeetings, STORY_ZONE, upcomingMeetings, viewers } from './meetings.fixtures.ts'
import { MeetingsScreen } from './meetings-screen.tsx'

const effects = () => ({
  createMeeting: fn(async () => ({ id: 'm-new' })),
  updateMeeting: fn(async () => null),
  cancelMeeting: fn(async () => null),
  downloadCalendar: fn(async () => undefined),
})

const meta = {
  title: 'Screens/Meetings',
  component: MeetingsScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    upcoming: upcomingMeetings,
    past: pastMeetings,
    viewer: viewers.employer,
    timeZone: STORY_ZONE,
    effects: effects(),
    candidates,
    onMessage: fn(),
  },
} satisfies Meta<typeof MeetingsScreen>
export default meta
type Story = StoryObj<typeof meta>

const card = (title: string) => screen.getByRole('article', { name: title })

/**
 * The company's upcoming meetings, soonest first: times in the viewer's zone with the zone named, the organiser's own
 * zone when it differs, the overlap flag; edit and cancel only on the company's own meetings, the `.ics` on each.
 */
export const UpcomingFilled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Upcoming (4 meetings)' })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tab', { name: 'Past (1 meeting)' })).toBeVisible()
    await expect(canvas.getByText('Times are shown in your time zone, Europe/Berlin.')).toBeVisible()
    const interview = card('Interview: Senior Backend Engineer')
    await expect(interview).toHaveTextContent(/Thursday,? 5 March 2026, 10:00–11:00 CET/)
    await expect(within(interview).getByText('Overlaps another meeting')).toBeVisible()
    await expect(within(interview).getByRole('link', { name: /Join the video call/ })).toHaveAttribute(
      'href',
      'https://meet.hireloop.test/abc-defg-hij',
    )
    await expect(within(interview).getByRole('button', { name: 'Edit' })).toBeVisible()
    await expect(within(interview).getByRole('button', { name: 'Cancel meeting' })).toBeVisible()
    // A recruiter organised the onboarding, in New York: the company only reads it.
    const onboarding = card('Onboarding: Northwind Labs')
    await expect(onboarding).toHaveTextContent(/15:00–15:45 CET/)
    await expect(onboarding).toHaveTextContent('Scheduled in America/New_York: 09:00–09:45 GMT-5')
    await expect(within(onboarding).queryByRole('button', { name: 'Edit' })).toBeNull()
    await expect(within(onboarding).getByText('Rita Recruiter, organiser')).toBeVisible()
    await userEvent.click(within(onboarding).getByRole('button', { name: 'Download .ics' }))
    await expect(args.effects.downloadCalendar).toHaveBeenCalledWith(upcomingMeetings[2])
    // The screenshot starts at the top of the page.
    window.scrollTo(0, 0)
  },
}

/** Past meetings, latest first: a record, with the `.ics` but no edit or cancel. */
export const PastFilled: Story = {
  args: { tab: 'past' },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('tabpanel', { name: /^Past/ })
    const intro = within(panel).getByRole('article', { name: 'Intro call: Senior Backend Engineer' })
    await expect(intro).toHaveTextContent(/Thursday,? 26 February 2026, 11:00–11:30 CET/)
    await expect(within(intro).getByText('Tariq asked about remote days.')).toBeVisible()
    await expect(within(intro).queryByRole('button', { name: 'Edit' })).toBeNull()
    await expect(within(intro).getByRole('button', { name: 'Download .ics' })).toBeVisible()
  },
}

/** A talent: invited, never organising; nothing to schedule, edit or cancel. */
export const Talent: Story = {
  args: { viewer: viewers.talent, upcoming: upcomingMeetings.slice(0, 1), candidates: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Onboarding calls, intros and interviews you are invited to.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Schedule a meeting' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull()
    await expect(canvas.getByText('Tariq Talent (you)')).toBeVisible()
  },
}

/** A Senior Recruiter changes any meeting; a Sourcer only reads them (ADR 0078). */
export const Recruiter: Story = {
  args: { viewer: viewers.recruiter },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Edit' })).toHaveLength(4)
    await expect(canvas.getByRole('button', { name: 'Schedule a meeting' })).toBeVisible()
  },
}

export const Sourcer: Story = {
  args: { viewer: viewers.sourcer },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Schedule a meeting' })).toBeNull()
  },
}

/** Nothing planned and nothing behind: the way to schedule one. */
export const Empty: Story = {
  args: { upcoming: [], past: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No upcoming meetings' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Open calendar' })).toHaveAttribute('href', '/calendar')
    await userEvent.click(canvas.getByRole('tab', { name: 'Past (0 meetings)' }))
    await expectShown(canvas.findByRole('heading', { name: 'No past meetings' }))
  },
}

/** A new meeting from the list, by keyboard and pointer: the machine's create effect gets the contract's body. */
export const ScheduleMeeting: Story = {
  args: { upcoming: [], past: [], effects: effects() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule a meeting' }))
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a meeting' })
    const form = within(dialog)
    // Pasted: the story is about the dialog, not typing.
    await userEvent.click(form.getByRole('textbox', { name: /^Title/ }))
    await userEvent.paste('Intro: Platform team')
    await userEvent.click(form.getByRole('combobox', { name: 'Type' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Intro call' }))
    await userEvent.click(form.getByRole('textbox', { name: 'Date' }))
    await userEvent.paste('12/03/2026')
    await userEvent.keyboard('{Enter}')
    await userEvent.click(form.getByRole('combobox', { name: 'Start time' }))
    await userEvent.click(await screen.findByRole('option', { name: '14:30' }))
    await userEvent.click(form.getByRole('checkbox', { name: /Ada Lovelace/ }))
    await userEvent.click(form.getByRole('textbox', { name: 'Video link' }))
    await userEvent.paste('https://meet.example.org/intro')
    await userEvent.click(form.getByRole('button', { name: 'Schedule meeting' }))
    await waitFor(() =>
      expect(args.effects.createMeeting).toHaveBeenCalledWith({
        id: null,
        about: {
          title: 'Intro: Platform team',
          durationMinutes: 45,
          timeZone: 'Europe/Berlin',
          participantIds: ['u-ada'],
          link: 'https://meet.example.org/intro',
          notes: null,
        },
        status: 'scheduled',
        type: 'intro',
        // 14:30 in Berlin in March is 13:30 UTC.
        startsAt: '2026-03-12T13:30:00.000Z',
        slots: [],
      }),
    )
    await waitFor(() => expect(args.onMessage).toHaveBeenCalledWith('Meeting created'))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Schedule a meeting' })).toBeNull())
    await expect(canvas.getByRole('status')).toHaveTextContent('Meeting created.')
  },
}

/** Moving the interview by half an hour: "Meeting updated", with everyone still invited. */
export const EditMeeting: Story = {
  args: { effects: effects() },
  play: async ({ args }) => {
    await userEvent.click(within(card('Interview: Senior Backend Engineer')).getByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit meeting' })
    await expect(within(dialog).getByRole('textbox', { name: 'Date' })).toHaveValue('05/03/2026')
    await expect(within(dialog).getByRole('checkbox', { name: /Tariq Talent/ })).toBeChecked()
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Start time' }))
    await userEvent.click(await screen.findByRole('option', { name: '10:30' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(args.effects.updateMeeting).toHaveBeenCalledWith(
        expect.objectContaining({
          id: 'm-1',
          type: 'interview',
          startsAt: '2026-03-05T09:30:00.000Z',
          about: expect.objectContaining({ participantIds: ['u-tal'], applicationId: 'a-1' }),
        }),
      ),
    )
    await waitFor(() => expect(args.onMessage).toHaveBeenCalledWith('Meeting updated'))
  },
}

/** Canceling asks first; "Meeting canceled" follows. */
export const CancelMeeting: Story = {
  args: { effects: effects() },
  play: async ({ canvas, args }) => {
    await userEvent.click(within(card('Intro call: Platform Engineer')).getByRole('button', { name: 'Cancel meeting' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this meeting?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel meeting' }))
    await waitFor(() => expect(args.effects.cancelMeeting).toHaveBeenCalledWith({ id: 'm-2' }))
    await waitFor(() => expect(args.onMessage).toHaveBeenCalledWith('Meeting canceled'))
    await expect(canvas.getByRole('status')).toHaveTextContent('Meeting canceled: “Intro call: Platform Engineer”.')
  },
}

/** The server refuses the cancel: its sentence shows on the meeting, which stays. */
export const RefusedCancel: Story = {
  args: {
    effects: {
      ...effects(),
      cancelMeeting: fn(async () => {
        throw apiError(404, { message: ['Meeting not found.'] })
      }),
    },
  },
  play: async ({ args }) => {
    const intro = card('Intro call: Platform Engineer')
    await userEvent.click(within(intro).getByRole('button', { name: 'Cancel meeting' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this meeting?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel meeting' }))
    await expect(await within(intro).findByText('Meeting not found.')).toBeVisible()
    await expect(args.onMessage).not.toHaveBeenCalled()
  },
}
