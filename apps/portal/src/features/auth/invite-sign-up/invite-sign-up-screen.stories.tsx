import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { expectShown } from '../../../testing/shown.ts'
import { withRouter } from '../../../testing/story-router.tsx'
import { InviteSignUpScreen } from './invite-sign-up-screen.tsx'

const recruiterInvite = {
  email: 'new.sourcer@hireloop.test',
  role: 'recruiter' as const,
  companyName: null,
  level: 'sourcer' as const,
  status: 'pending' as const,
  expiresAt: '2026-03-16T09:00:00.000Z',
}
const employerInvite = {
  ...recruiterInvite,
  email: 'new.colleague@acme-robotics.test',
  role: 'employer' as const,
  companyName: 'Acme Robotics',
  level: null,
}

const meta = {
  title: 'Screens/Auth/Invite sign-up',
  component: InviteSignUpScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    state: { status: 'ready', invite: recruiterInvite },
    onSubmit: fn(async () => undefined),
    onRetry: fn(),
  },
} satisfies Meta<typeof InviteSignUpScreen>
export default meta
type Story = StoryObj<typeof meta>

/**
 * A recruiter's invite: what they join as and with which address; the rules of docs/product.md §5 on the password,
 * and the body sent without the confirmation.
 */
export const Recruiter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Join Hireloop' })).toBeVisible()
    await expect(canvas.getByText(/You are invited as a Sourcer on the Hireloop recruiting team/)).toBeVisible()
    await expect(canvas.getByText('new.sourcer@hireloop.test')).toBeVisible()
    await userEvent.type(canvas.getByLabelText(/^First name/), 'Nina')
    await userEvent.type(canvas.getByLabelText(/^Last name/), 'Novak')
    await userEvent.type(canvas.getByLabelText(/^Password/), 'short')
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'other')
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }))
    await expectShown(canvas.findByText('Too short'))
    await expect(canvas.getByText('Not match')).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await userEvent.clear(canvas.getByLabelText(/^Password/))
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Hireloop#2026')
    await userEvent.clear(canvas.getByLabelText(/^Confirm password/))
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'Hireloop#2026')
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      firstName: 'Nina',
      lastName: 'Novak',
      password: 'Hireloop#2026',
    })
  },
}

/** An employer's invite names the company they join. */
export const Employer: Story = {
  args: { state: { status: 'ready', invite: employerInvite } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/You are invited as an employer of Acme Robotics/)).toBeVisible()
  },
}

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading your invitation' })).toBeVisible()
  },
}

/** Expired: no form; who to ask, and the way back to log in. */
export const Expired: Story = {
  args: { state: { status: 'expired', invite: { ...recruiterInvite, status: 'expired' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'This invitation has expired' })).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent('new.sourcer@hireloop.test')
    await expect(canvas.queryByRole('button', { name: 'Create account' })).toBeNull()
    await expect(canvas.getByRole('link', { name: /Back to log in/ })).toHaveAttribute('href', '/login')
  },
}

/** Just created on this page: the account is ready, and the way on is to log in with it. */
export const Joined: Story = {
  args: { state: { status: 'joined', invite: { ...recruiterInvite, status: 'accepted' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Your account is ready' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'You joined as a Sourcer on the Hireloop recruiting team. Log in with your email and the password you chose.',
    )
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    await expect(canvas.queryByRole('button', { name: 'Create account' })).toBeNull()
  },
}

/** Used already: the account exists, so Log in (and a reset for a forgotten password). */
export const Accepted: Story = {
  args: { state: { status: 'accepted', invite: { ...recruiterInvite, status: 'accepted' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'You have joined already' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    await expect(canvas.getByRole('link', { name: 'Reset it' })).toHaveAttribute('href', '/new-password')
  },
}

/** Unknown or deleted: the server's sentence and what to do. */
export const Unknown: Story = {
  args: { state: { status: 'unknown' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('This invite does not exist or was withdrawn.')
    await expect(canvas.getByRole('link', { name: /Back to log in/ })).toBeVisible()
  },
}

/** The service did not answer: the message, and Try again asks once more. */
export const Failed: Story = {
  args: { state: { status: 'failed', message: 'The connection is lost.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('The connection is lost.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}
