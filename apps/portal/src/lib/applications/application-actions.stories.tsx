import type { ApplicationActor, ApplicationStatus } from '@hireloop/flows'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { apiError } from '../../testing/api-errors.ts'
import { expectShown } from '../../testing/shown.ts'
import { ApplicationActions } from './application-actions.tsx'
import { ApplicationStatusBadge } from './application-status-badge.tsx'
import { useApplicationMove, type UpdateStatus } from './use-application-move.ts'

interface DemoProps {
  status: ApplicationStatus
  hired?: boolean
  side: ApplicationActor
  subject: string
  updateStatus: UpdateStatus
}

/** The hook and the actions together, with the badge following the machine's status. */
function Demo({ status, hired = false, side, subject, updateStatus }: DemoProps) {
  const move = useApplicationMove({ application: { id: 'a-1', status, hired }, side, updateStatus })
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '12px' }}>
      <div data-testid="status">
        <ApplicationStatusBadge status={move.status} hired={move.hired} />
      </div>
      <ApplicationActions move={move} subject={subject} />
    </div>
  )
}

const meta = {
  title: 'Patterns/Applications/Status actions',
  component: Demo,
  args: {
    status: 'matched',
    side: 'talent',
    subject: 'Senior Backend Engineer',
    updateStatus: fn(async () => undefined),
  },
} satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

/** A talent on a prequalified job: interested, or withdraw. Saying "I'm interested" moves it. */
export const TalentMatched: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Status actions' })
    await expect(group).toHaveTextContent('I’m interestedWithdraw')
    await userEvent.click(canvas.getByRole('button', { name: 'I’m interested' }))
    await waitFor(() =>
      expect(args.updateStatus).toHaveBeenCalledWith({ applicationId: 'a-1', status: 'talent_interested' }),
    )
    await expectShown(canvas.findByText('Status updated'))
    await expect(canvas.getByTestId('status')).toHaveTextContent('Talent interested')
    await expect(canvas.queryByRole('button', { name: 'I’m interested' })).toBeNull()
  },
}

/** The talent accepts the company's interest: both sides agree, "You're successfully matched!". */
export const TalentAcceptsMatch: Story = {
  args: { status: 'employer_interested' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }))
    await expectShown(canvas.findByText('You’re successfully matched!'))
    await expect(canvas.getByTestId('status')).toHaveTextContent('Talent accepted')
  },
}

/** Withdrawing closes the application, so it asks first; "Cancel" changes nothing. */
export const TalentWithdraws: Story = {
  args: { status: 'interview_requested' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw from this job?' })
    await expect(dialog).toHaveAccessibleDescription(/no longer interested in “Senior Backend Engineer”/)
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await expect(args.updateStatus).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }))
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Withdraw' }))
    await waitFor(() =>
      expect(args.updateStatus).toHaveBeenCalledWith({ applicationId: 'a-1', status: 'talent_rejected' }),
    )
    await expectShown(canvas.findByText('This application is closed.'))
    await expect(canvas.getByTestId('status')).toHaveTextContent('Withdrawn by talent')
  },
}

/** An employer waiting for a decision: make an offer, another interview round, or decline. Then the talent is next. */
export const EmployerDecision: Story = {
  args: { status: 'waiting', side: 'employer', subject: 'Ada Lovelace' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Status actions' })).toHaveTextContent(
      'Make an offerRequest interviewDecline',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Make an offer' }))
    await expect(canvas.getByTestId('status')).toHaveTextContent('Offer made')
    // Accepting the offer is the talent's move; the company may still withdraw it.
    await expect(canvas.getByRole('group', { name: 'Status actions' })).toHaveTextContent(/^Decline$/)
  },
}

/** The server refuses (a recruiter closed it meanwhile): its sentence shows, the status stays, the button works again. */
export const RefusedMove: Story = {
  args: {
    status: 'waiting',
    side: 'employer',
    subject: 'Ada Lovelace',
    updateStatus: fn(async () => {
      throw apiError(409, { detail: 'This application is closed (Rejected): it does not move any more.' })
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Make an offer' }))
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'This application is closed (Rejected): it does not move any more.',
      ),
    )
    await expect(canvas.getByTestId('status')).toHaveTextContent('Waiting for decision')
    await expect(canvas.getByRole('button', { name: 'Make an offer' })).toBeEnabled()
  },
}

/** A recruiter acts for either side, in words that say whose move it records. */
export const Recruiter: Story = {
  args: { status: 'matched', side: 'recruiter', subject: 'Ada Lovelace' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mark the talent interested' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Mark the company interested' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Reject' })).toBeVisible()
  },
}

/** Hired: nothing moves any more, and no button pretends otherwise. */
export const Hired: Story = {
  args: { status: 'offer_accepted', hired: true, side: 'employer', subject: 'Ada Lovelace' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group', { name: 'Status actions' })).toBeNull()
    await expect(canvas.getByText('The hire is confirmed: this application does not move any more.')).toBeVisible()
    await expect(canvas.getByTestId('status')).toHaveTextContent('Hired')
  },
}
