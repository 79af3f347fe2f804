import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { apiError } from '../../testing/api-errors.ts'
import { MeetingFormDialog } from './meeting-form-dialog.tsx'
import { newMeetingValues } from './meeting-form-values.ts'
import { ScheduleMeeting } from './schedule-meeting.tsx'

const people = [
  { id: 'u-ada', name: 'Ada Lovelace', role: 'Talent' },
  { id: 'u-eli', name: 'Eli Hiring', role: 'Colleague' },
]

const meta = {
  title: 'Patterns/Meetings/Schedule meeting dialog',
  component: MeetingFormDialog,
  args: {
    mode: 'create',
    initial: newMeetingValues(),
    joining: 'You organise it and are invited yourself. Pick at least one more person.',
    candidates: people,
    requireParticipants: true,
    timeZone: 'Europe/Berlin',
    busy: false,
    error: null,
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof MeetingFormDialog>
export default meta
type Story = StoryObj<typeof meta>

const dialog = () => screen.findByRole('dialog', { name: 'Schedule a meeting' })

/** Saving an empty form: every rule says what to fix, the first field to fix takes the focus, nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ args }) => {
    const form = within(await dialog())
    await expect(await dialog()).toHaveAccessibleDescription(/Times are in your time zone, Europe\/Berlin\./)
    await userEvent.click(form.getByRole('button', { name: 'Schedule meeting' }))
    await expect(form.getByText('Required')).toBeVisible()
    await expect(form.getByText('Choose the kind of meeting.')).toBeVisible()
    await expect(form.getByText('Choose a date.')).toBeVisible()
    await expect(form.getByText('Choose a start time.')).toBeVisible()
    await expect(form.getByText('Invite at least one person.')).toBeVisible()
    await waitFor(() => expect(form.getByRole('textbox', { name: /^Title/ })).toHaveFocus())
    await expect(form.getByRole('textbox', { name: /^Title/ })).toHaveAttribute('aria-invalid', 'true')
    await expect(args.onSubmit).not.toHaveBeenCalled()
    // Fixing a field clears its message at once.
    await userEvent.type(form.getByRole('textbox', { name: /^Title/ }), 'Intro')
    await expect(form.queryByText('Required')).toBeNull()
  },
}

/** The video link must be https (ADR 0078): a plain http or a made-up scheme is refused before anything is sent. */
export const LinkMustBeHttps: Story = {
  args: {
    initial: newMeetingValues({ title: 'Intro', type: 'intro', date: '2026-03-12', time: '10:00' }),
    requireParticipants: false,
  },
  play: async ({ args }) => {
    const form = within(await dialog())
    const link = form.getByRole('textbox', { name: 'Video link' })
    await userEvent.click(link)
    await userEvent.paste('http://meet.example.org/x')
    await userEvent.click(form.getByRole('button', { name: 'Schedule meeting' }))
    await expect(link).toHaveAccessibleDescription(/Use a link that starts with https:\/\/\./)
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await userEvent.clear(link)
    await userEvent.paste('https://meet.example.org/x')
    await userEvent.click(form.getByRole('button', { name: 'Schedule meeting' }))
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ link: 'https://meet.example.org/x', date: '2026-03-12', time: '10:00' }),
    )
  },
}

/** The people to invite are still loading, or could not be read. */
export const CandidatesLoading: Story = {
  args: { candidates: undefined },
  play: async () => {
    const form = within(await dialog())
    await waitFor(() => expect(form.getByText('Loading the people you can invite…')).toBeVisible())
  },
}

export const CandidatesFailed: Story = {
  args: { candidates: null },
  play: async () => {
    const form = within(await dialog())
    await waitFor(() => expect(form.getByText(/could not be loaded/)).toBeVisible())
  },
}

/** An interview of an application: its talent and team are invited by the server, nobody needs picking. */
export const InterviewForApplication: Story = {
  render: () => (
    <ScheduleMeeting
      about={{ applicationId: 'a-1', vacancyId: 'v-1' }}
      initial={newMeetingValues({ title: 'Interview: Senior Backend Engineer', type: 'interview' })}
      joining="Tariq Talent, you and your company’s team are invited."
      candidates={[]}
      timeZone="Europe/Berlin"
      effects={{
        createMeeting: fn(async () => {
          throw apiError(409, { message: ['Only the company or a recruiter can mark the interview as scheduled.'] })
        }),
        updateMeeting: fn(async () => null),
        cancelMeeting: fn(async () => null),
      }}
      onScheduled={fn()}
      onClose={fn()}
    />
  ),
  play: async () => {
    const form = within(await dialog())
    await waitFor(() => expect(form.getByText('Tariq Talent, you and your company’s team are invited.')).toBeVisible())
    await expect(form.queryByRole('checkbox')).toBeNull()
    await userEvent.click(form.getByRole('textbox', { name: 'Date' }))
    await userEvent.paste('12/03/2026')
    await userEvent.keyboard('{Enter}')
    await userEvent.click(form.getByRole('combobox', { name: 'Start time' }))
    await userEvent.click(await screen.findByRole('option', { name: '09:00' }))
    await userEvent.click(form.getByRole('button', { name: 'Schedule meeting' }))
    // The server's refusal stays in the dialog, which stays open with what was typed.
    await waitFor(() =>
      expect(form.getByRole('alert')).toHaveTextContent(
        'Only the company or a recruiter can mark the interview as scheduled.',
      ),
    )
    await expect(form.getByRole('textbox', { name: 'Date' })).toHaveValue('12/03/2026')
  },
}
