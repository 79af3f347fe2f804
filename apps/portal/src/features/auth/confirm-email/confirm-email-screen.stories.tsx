import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { withRouter } from '../../../testing/story-router.tsx'
import { ConfirmEmailScreen } from './confirm-email-screen.tsx'

const meta = {
  title: 'Screens/Auth/Confirm email',
  component: ConfirmEmailScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen', route: '/confirm-email?token=email-change-demo' },
  args: { state: { status: 'ready' }, onConfirm: fn() },
} satisfies Meta<typeof ConfirmEmailScreen>
export default meta
type Story = StoryObj<typeof meta>

/** The link was opened: nothing is sent until the user clicks (a mail scanner opening the link changes nothing). */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Confirm your new email' })).toBeVisible()
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm new email' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const Confirming: Story = {
  args: { state: { status: 'confirming' } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Confirm new email' })
    await expect(button).toHaveAttribute('aria-busy', 'true')
  },
}

/** Done: the new address, and Log in (a signed-in user goes on to the portal from /login). */
export const Confirmed: Story = {
  args: { state: { status: 'confirmed', email: 'tara.new@hireloop.test' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Your email is changed' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Your account now uses tara.new@hireloop.test.')
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    await expect(canvas.queryByRole('button', { name: 'Confirm new email' })).toBeNull()
  },
}

/** 400: a wrong, used or expired token. */
export const InvalidOrExpiredLink: Story = {
  args: { state: { status: 'invalid' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'This link does not work' })).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent('This link is invalid or has expired.')
    await expect(canvas.queryByRole('button', { name: 'Confirm new email' })).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login')
  },
}

/** Opened without `?token=`. */
export const MissingToken: Story = {
  args: { state: { status: 'missing-token' } },
  parameters: { route: '/confirm-email' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'This link is incomplete' })).toBeVisible()
    await expect(canvas.getByText(/Open the link from the email again/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Confirm new email' })).toBeNull()
  },
}

/** 409: another account took the address after the change was asked for. */
export const AddressTaken: Story = {
  args: { state: { status: 'taken' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'This address is taken' })).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent('Another account started using this address')
    await expect(canvas.getByText(/Your account keeps its current address/)).toBeVisible()
  },
}

/** 429: the server's message; the button stays for later. */
export const TooManyRequests: Story = {
  args: { state: { status: 'too-many', message: 'Too many requests. Try again in 15 minutes.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many requests. Try again in 15 minutes.')
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm new email' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

/** No answer (offline) or a server error: the message, and the button to try again. */
export const Failed: Story = {
  args: { state: { status: 'failed', message: 'No internet connection. Check your network and try again.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('No internet connection.')
    await expect(canvas.getByRole('button', { name: 'Confirm new email' })).toBeEnabled()
  },
}
