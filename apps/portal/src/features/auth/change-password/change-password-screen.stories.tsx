import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { toastError } from '../../../lib/toast.ts'
import { apiError } from '../../../testing/api-errors.ts'
import { withRouter } from '../../../testing/story-router.tsx'
import { ChangePasswordScreen } from './change-password-screen.tsx'

const meta = {
  title: 'Screens/Auth/Change password',
  component: ChangePasswordScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { mode: 'reset', onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof ChangePasswordScreen>
export default meta
type Story = StoryObj<typeof meta>

/** Opened from the reset mail's link. */
export const FromResetLink: Story = {}

export const SignedIn: Story = { args: { mode: 'signed-in' } }

/** Opened without the link: nothing to submit, a way to ask for one. */
export const MissingLink: Story = {
  args: { mode: 'missing-link' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Send a new link' })).toBeVisible()
  },
}

export const Mismatch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText(/New Password/), 'long-enough-1')
    await userEvent.type(canvas.getByLabelText(/Confirm Password/), 'long-enough-2')
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }))
    await expect(canvas.getByText('Not match')).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const Sends: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText(/New Password/), 'long-enough-1')
    await userEvent.type(canvas.getByLabelText(/Confirm Password/), 'long-enough-1')
    await userEvent.keyboard('{Enter}')
    await expect(args.onSubmit).toHaveBeenCalledWith('long-enough-1')
  },
}

export const ExpiredLink: Story = {
  args: {
    // As the route does: the failure becomes an error toast (spec 8).
    onSubmit: fn(async () => toastError(apiError(400, { token: ['This link has expired or was already used.'] }))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText(/New Password/), 'long-enough-1')
    await userEvent.type(canvas.getByLabelText(/Confirm Password/), 'long-enough-1')
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }))
    await expect(await within(document.body).findByRole('alert')).toHaveTextContent(
      'token: This link has expired or was already used.',
    )
  },
}
