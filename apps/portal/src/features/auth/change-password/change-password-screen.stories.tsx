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

type Canvas = ReturnType<typeof within>

async function fillNew(canvas: Canvas, password = 'long-enough-1', confirmation = password) {
  await userEvent.type(canvas.getByLabelText(/New Password/), password)
  await userEvent.type(canvas.getByLabelText(/Confirm Password/), confirmation)
}

/** Opened from the reset mail's link: the token is the proof, so no current password is asked for. */
export const FromResetLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText(/New Password/)).toHaveAttribute('autocomplete', 'new-password')
    await expect(canvas.queryByLabelText(/Current Password/)).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login')
  },
}

/** Signed in: the current password comes first, filled by a password manager as the current one. */
export const SignedIn: Story = {
  args: { mode: 'signed-in' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const current = canvas.getByLabelText(/Current Password/)
    await expect(current).toHaveAttribute('autocomplete', 'current-password')
    await expect(current).toBeRequired()
    await expect(canvas.getByLabelText(/New Password/)).toHaveAttribute('autocomplete', 'new-password')
    await expect(canvas.queryByRole('link', { name: 'Back to log in' })).toBeNull()
  },
}

/** Opened without the link: nothing to submit, a way to ask for one. */
export const MissingLink: Story = {
  args: { mode: 'missing-link' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Send a new link' })).toHaveAttribute('href', '/new-password')
    await expect(canvas.queryByRole('button', { name: 'Confirm' })).toBeNull()
  },
}

export const Mismatch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await fillNew(canvas, 'long-enough-1', 'long-enough-2')
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }))
    await expect(canvas.getByText('Not match')).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** Set with the reset link: the page says so until the user goes to log in with the new password. */
export const Updated: Story = {
  args: { mode: 'updated' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Password updated' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Log in with your new password.')
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    await expect(canvas.queryByLabelText(/New Password/)).toBeNull()
  },
}

export const Sends: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await fillNew(canvas)
    await userEvent.keyboard('{Enter}')
    await expect(args.onSubmit).toHaveBeenCalledWith({ newPassword: 'long-enough-1', confirmPassword: 'long-enough-1' })
  },
}

/** Signed in, the current password is required: nothing is sent without it. */
export const SignedInCurrentPasswordRequired: Story = {
  args: { mode: 'signed-in' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await fillNew(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }))
    const current = canvas.getByLabelText(/Current Password/)
    await expect(current).toBeInvalid()
    await expect(current).toHaveAccessibleDescription('Required')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const SignedInSends: Story = {
  args: { mode: 'signed-in' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText(/Current Password/), 'Hireloop#2026')
    await fillNew(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      currentPassword: 'Hireloop#2026',
      newPassword: 'long-enough-1',
      confirmPassword: 'long-enough-1',
    })
  },
}

export const Submitting: Story = {
  args: { mode: 'signed-in', onSubmit: fn(() => new Promise<undefined>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText(/Current Password/), 'Hireloop#2026')
    await fillNew(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }))
    await expect(canvas.getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-busy', 'true')
  },
}

/** The server says the current password is wrong: the message shows under Current Password, until it changes. */
export const WrongCurrentPassword: Story = {
  args: {
    mode: 'signed-in',
    // As the route does: the failure becomes an error toast (docs/product.md §8) and the form shows the field's message.
    onSubmit: fn(async () => toastError(apiError(400, { current_password: ['The current password is not correct.'] }))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const current = canvas.getByLabelText(/Current Password/)
    await userEvent.type(current, 'not-my-password')
    await fillNew(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }))
    await expect(await within(document.body).findByRole('alert')).toHaveTextContent(
      'current_password: The current password is not correct.',
    )
    await expect(current).toBeInvalid()
    await expect(current).toHaveAccessibleDescription('The current password is not correct.')
    await expect(canvas.getByLabelText(/New Password/)).toBeValid()
    await userEvent.type(current, '!')
    await expect(current).toBeValid()
  },
}

/** Too many attempts (429): the server's message as an error toast; the form stays as typed. */
export const TooManyRequests: Story = {
  args: {
    mode: 'signed-in',
    onSubmit: fn(async () => toastError(apiError(429, { message: ['Too many requests. Try again in 15 minutes.'] }))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText(/Current Password/), 'Hireloop#2026')
    await fillNew(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }))
    await expect(await within(document.body).findByRole('alert')).toHaveTextContent(
      'Too many requests. Try again in 15 minutes.',
    )
    await expect(canvas.getByLabelText(/Current Password/)).toHaveValue('Hireloop#2026')
    await expect(canvas.getByRole('button', { name: 'Confirm' })).not.toHaveAttribute('aria-busy')
  },
}

export const ExpiredLink: Story = {
  args: {
    // As the route does: the failure becomes an error toast (docs/product.md §8).
    onSubmit: fn(async () => toastError(apiError(400, { token: ['This link has expired or was already used.'] }))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillNew(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }))
    await expect(await within(document.body).findByRole('alert')).toHaveTextContent(
      'token: This link has expired or was already used.',
    )
  },
}
