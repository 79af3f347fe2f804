import type { Schema } from '@hireloop/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { strongMatching } from '../../lib/matching/matching.fixtures.ts'
import { apiError } from '../../testing/api-errors.ts'
import { applicationOf, confirmationsOf } from '../../testing/applications.ts'
import { withRouter } from '../../testing/story-router.tsx'
import { JobsScreen, type JobsScreenProps } from './jobs-screen.tsx'

type Application = Schema<'Application'>

// The fixtures' dates are early March 2026: "now" is fixed so time in stage and the stalled badge do not drift.
const now = new Date('2026-03-02T12:00:00Z')

const job = (
  id: string,
  title: string,
  company: string,
  over: Partial<Application>,
  where: Pick<Application['vacancy'], 'location' | 'remote'> = {
    location: { country: 'DE', state: null, city: 'Berlin' },
    remote: 'hybrid',
  },
): Application =>
  applicationOf({
    id,
    vacancyId: `v-${id}`,
    vacancy: { id: `v-${id}`, title, company: { id: `c-${id}`, name: company, imageUrl: null }, ...where },
    talentId: 'u-tara',
    talent: { id: 'u-tara', fullName: 'Tara Talent', imageUrl: null },
    ...over,
  })

/** Tara's jobs: at least one in every tab, one stalled, one offer accepted that only the company confirmed. */
const jobs: Application[] = [
  job('matched', 'Platform Engineer', 'Contoso', {
    status: 'matched',
    matching: { ...strongMatching, score: 88 },
    hiringPipelineGroup: 'matched',
    talentInterested: false,
    stageEnteredAt: '2026-03-01T09:00:00Z',
  }),
  job(
    'applied',
    'Backend Developer',
    'Fabrikam',
    {
      status: 'applied',
      hiringPipelineGroup: 'matched',
      matching: { ...strongMatching, score: 61 },
      stageEnteredAt: '2026-02-26T09:00:00Z',
    },
    { location: null, remote: 'remote' },
  ),
  job('employer-interested', 'Data Engineer', 'Northwind Labs', {
    status: 'employer_interested',
    hiringPipelineGroup: 'interested',
    talentInterested: false,
    stageEnteredAt: '2026-02-28T09:00:00Z',
  }),
  job('interview', 'Senior Backend Engineer', 'Northwind Labs', {
    status: 'interview_requested',
    hiringPipelineGroup: 'interview',
    stageEnteredAt: '2026-02-18T09:00:00Z',
  }),
  job('offer', 'Staff Engineer', 'Acme Robotics', {
    status: 'offer_made',
    hiringPipelineGroup: 'decision',
    stageEnteredAt: '2026-03-02T10:00:00Z',
  }),
  job('offer-accepted', 'Engineering Manager', 'Wingtip Toys', {
    status: 'offer_accepted',
    hiringPipelineGroup: 'decision',
    hireConfirmation: confirmationsOf('employer'),
    stageEnteredAt: '2026-03-01T09:00:00Z',
  }),
  job('withdrawn', 'Go Developer', 'Tailspin', {
    status: 'talent_rejected',
    matching: { ...strongMatching, score: 42 },
    hiringPipelineGroup: null,
    stageEnteredAt: '2026-02-20T09:00:00Z',
  }),
]

/** The screen with the tab in state, as the route keeps it in the URL. */
function JobsWithTab({ group: initial, onGroupChange, ...props }: JobsScreenProps) {
  const [group, setGroup] = useState(initial)
  return (
    <JobsScreen
      {...props}
      group={group}
      onGroupChange={(tab) => {
        setGroup(tab)
        onGroupChange(tab)
      }}
    />
  )
}

const meta = {
  title: 'Screens/Jobs',
  component: JobsScreen,
  render: (args) => <JobsWithTab {...args} />,
  parameters: { layout: 'fullscreen' },
  decorators: [withRouter],
  args: {
    jobs,
    group: null,
    onGroupChange: fn(),
    updateStatus: fn(async () => undefined),
    confirmHire: fn(async () => undefined),
    now,
  },
} satisfies Meta<typeof JobsScreen>
export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const cardOf = (canvas: Canvas, title: string) => canvas.getByRole('article', { name: title })

/** Every tab with its count (read out as "2 jobs"); the first tab with jobs is open. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Prequalified jobs 2(2 jobs)',
      'Matched jobs 1(1 job)',
      'Interview 1(1 job)',
      'Decision pending 2(2 jobs)',
      'Closed 1(1 job)',
    ])
    await expect(canvas.getByRole('tab', { name: 'Prequalified jobs (2 jobs)' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    const matched = cardOf(canvas, 'Platform Engineer')
    await expect(within(matched).getByRole('link', { name: 'Platform Engineer' })).toHaveAttribute(
      'href',
      '/application/matched/vacancy',
    )
    await expect(matched).toHaveTextContent('Berlin, Germany · Hybrid')
    await expect(within(matched).getByRole('img', { name: 'Match score 88 out of 100' })).toBeVisible()
    await expect(within(matched).getByRole('group', { name: 'Status actions' })).toHaveTextContent(
      'I’m interestedDecline',
    )
    await expect(cardOf(canvas, 'Backend Developer')).toHaveTextContent('Remote')
    await expect(within(cardOf(canvas, 'Backend Developer')).getByText('4 days in this stage')).toBeVisible()
  },
}

/** Keyboard only: Tab to the open tab, arrows walk the tabs, the tab goes to the URL; End reaches Closed. */
export const KeyboardTabs: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('tab', { name: /^Prequalified jobs/ })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await waitFor(() => expect(args.onGroupChange).toHaveBeenLastCalledWith('interested'))
    await expect(canvas.getByRole('tab', { name: /^Matched jobs/ })).toHaveAttribute('aria-selected', 'true')
    await expect(await canvas.findByRole('tabpanel', { name: /^Matched jobs/ })).toHaveTextContent('Data Engineer')
    await userEvent.keyboard('{End}')
    await waitFor(() => expect(args.onGroupChange).toHaveBeenLastCalledWith('closed'))
    const closed = await canvas.findByRole('tabpanel', { name: /^Closed/ })
    await expect(within(closed).getByText('Withdrawn by talent')).toBeVisible()
    await expect(within(closed).getByText('Closed 10 days ago')).toBeVisible()
    await expect(within(closed).queryByRole('button')).toBeNull()
  },
}

/** `?group=interview`: a job that has waited 12 days is stalled; the talent may only withdraw. */
export const InterviewTab: Story = {
  args: { group: 'interview' },
  play: async ({ canvas }) => {
    const card = cardOf(canvas, 'Senior Backend Engineer')
    await expect(within(card).getByText('Stalled')).toBeVisible()
    await expect(within(card).getByText('12 days in this stage')).toBeVisible()
    await expect(within(card).getByRole('group', { name: 'Status actions' })).toHaveTextContent(/^Withdraw$/)
  },
}

/** An offer to accept or decline, and an accepted offer the company confirmed: the talent confirms the hire. */
export const OfferAwaitingConfirmation: Story = {
  args: { group: 'decision' },
  play: async ({ canvas, args }) => {
    await expect(
      within(cardOf(canvas, 'Staff Engineer')).getByRole('group', { name: 'Status actions' }),
    ).toHaveTextContent('Accept offerDecline offer')
    const accepted = cardOf(canvas, 'Engineering Manager')
    await expect(within(accepted).getByRole('list', { name: 'Hire confirmations' })).toHaveTextContent(
      'The talent has not confirmed yetThe company confirmed the hire',
    )
    const confirm = within(accepted).getByRole('button', { name: 'Confirm hire' })
    await userEvent.click(confirm)
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the hire' })
    await expect(dialog).toHaveAccessibleDescription(/You accepted the offer for “Engineering Manager”/)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm hire' }))
    await waitFor(() =>
      expect(args.confirmHire).toHaveBeenCalledWith({ applicationId: 'offer-accepted', side: 'talent' }),
    )
    await expect(await within(dialog).findByText('Congratulations on the new job.')).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(within(accepted).getByText('Hired')).toBeVisible())
  },
}

/** Withdraw asks first; Cancel brings the focus back; confirmed, the job moves to Closed and the page says so. */
export const WithdrawWithConfirm: Story = {
  args: { group: 'interview' },
  play: async ({ canvas, args }) => {
    const withdraw = within(cardOf(canvas, 'Senior Backend Engineer')).getByRole('button', { name: 'Withdraw' })
    await userEvent.click(withdraw)
    let dialog = await screen.findByRole('alertdialog', { name: 'Withdraw from this job?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(withdraw).toHaveFocus())
    await expect(args.updateStatus).not.toHaveBeenCalled()

    await userEvent.click(withdraw)
    dialog = await screen.findByRole('alertdialog', { name: 'Withdraw from this job?' })
    await expect(dialog).toHaveAccessibleDescription(/no longer interested in “Senior Backend Engineer”/)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }))
    await waitFor(() =>
      expect(args.updateStatus).toHaveBeenCalledWith({ applicationId: 'interview', status: 'talent_rejected' }),
    )
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Status updated. “Senior Backend Engineer” is now under Closed.',
      ),
    )
    await expect(canvas.getByRole('tab', { name: 'Closed (2 jobs)' })).toBeVisible()
    await expect(canvas.getByRole('tab', { name: 'Interview (0 jobs)' })).toHaveFocus()
    await expect(canvas.getByRole('heading', { name: 'No interviews' })).toBeVisible()
  },
}

/** The talent accepts the company's interest: both agree, and the job stays under Matched jobs with the news. */
export const AcceptMatch: Story = {
  args: { group: 'interested' },
  play: async ({ canvas, args }) => {
    const card = cardOf(canvas, 'Data Engineer')
    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }))
    await waitFor(() =>
      expect(args.updateStatus).toHaveBeenCalledWith({
        applicationId: 'employer-interested',
        status: 'talent_accepted',
      }),
    )
    await expect(await within(card).findByText('You’re successfully matched!')).toBeVisible()
    await expect(within(card).getByText('Talent accepted')).toBeVisible()
    await expect(canvas.getByRole('tab', { name: 'Matched jobs (1 job)' })).toHaveAttribute('aria-selected', 'true')
  },
}

/** "I'm interested" on a prequalified job takes it to Matched jobs. */
export const Interested: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(within(cardOf(canvas, 'Platform Engineer')).getByRole('button', { name: 'I’m interested' }))
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Status updated. “Platform Engineer” is now under Matched jobs.',
      ),
    )
    await expect(canvas.getByRole('tab', { name: 'Matched jobs (2 jobs)' })).toBeVisible()
    await expect(canvas.getByRole('tab', { name: 'Prequalified jobs (1 job)' })).toBeVisible()
  },
}

/** The server refuses (409): its sentence shows on the job and nothing moves. */
export const Refused: Story = {
  args: {
    group: 'interested',
    updateStatus: fn(async () => {
      throw apiError(409, { message: ['This application changed meanwhile. Reload the page.'] })
    }),
  },
  play: async ({ canvas }) => {
    const card = cardOf(canvas, 'Data Engineer')
    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }))
    await expect(await within(card).findByRole('alert')).toHaveTextContent(
      'This application changed meanwhile. Reload the page.',
    )
    await expect(within(card).getByText('Employer interested')).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('')
    await expect(canvas.getByRole('tab', { name: 'Matched jobs (1 job)' })).toBeVisible()
  },
}

/** A move on its way: its button spins, the others wait. */
export const Saving: Story = {
  args: { updateStatus: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvas }) => {
    const card = cardOf(canvas, 'Platform Engineer')
    await userEvent.click(within(card).getByRole('button', { name: 'I’m interested' }))
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Decline' })).toBeDisabled())
  },
}

/** A tab without jobs says what would show there. */
export const EmptyTab: Story = {
  args: { group: 'interview', jobs: jobs.filter((j) => j.hiringPipelineGroup !== 'interview') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No interviews' })).toBeVisible()
    await expect(canvas.getByRole('tab', { name: 'Interview (0 jobs)' })).toHaveAttribute('aria-selected', 'true')
  },
}

/** Only closed jobs: the Closed tab opens. */
export const OnlyClosed: Story = {
  args: { jobs: jobs.filter((j) => j.hiringPipelineGroup === null) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Closed (1 job)' })).toHaveAttribute('aria-selected', 'true')
  },
}

/** No jobs at all: the way to Matching. */
export const Empty: Story = {
  args: { jobs: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No jobs yet' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Find jobs in Matching' })).toHaveAttribute('href', '/matching')
    await expect(canvas.queryByRole('tablist')).toBeNull()
  },
}

/** More jobs than one read holds: the page says the counts cover the most recent ones. */
export const MoreThanShown: Story = {
  args: { total: 140 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing the 7 jobs that moved most recently, of 140.')).toBeVisible()
  },
}

/** Declining an offer asks in the same words, then the job is closed. */
export const DeclineOffer: Story = {
  args: { group: 'decision' },
  play: async ({ canvas, args }) => {
    await userEvent.click(within(cardOf(canvas, 'Staff Engineer')).getByRole('button', { name: 'Decline offer' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline this offer?' })
    await expect(dialog).toHaveAccessibleDescription(/turn down the offer for “Staff Engineer”/)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline offer' }))
    await waitFor(() =>
      expect(args.updateStatus).toHaveBeenCalledWith({ applicationId: 'offer', status: 'talent_rejected' }),
    )
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Status updated. “Staff Engineer” is now under Closed.'),
    )
    await expect(canvas.getByRole('tab', { name: 'Decision pending (1 job)' })).toHaveFocus()
  },
}
