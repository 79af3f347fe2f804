import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { withRouter } from '../../../testing/story-router.tsx'
import { LoginScreen } from './login-screen.tsx'

const meta = {
  title: 'Screens/Auth/Login',
  component: LoginScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { error: null, redirecting: true, company: false, onSignIn: fn() },
} satisfies Meta<typeof LoginScreen>
export default meta
type Story = StoryObj<typeof meta>

/** The usual case: a spinner while the browser leaves for the identity provider. */
export const Redirecting: Story = {}

/** After an authentication error (docs/product.md §4): 'Oops...' plus the message, and a way to try again. */
export const AuthenticationError: Story = {
  args: { error: 'Oops... Your session has expired. Please sign in again.', redirecting: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Oops... Your session has expired.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onSignIn).toHaveBeenCalled()
  },
}

export const CompanyAuthenticationError: Story = {
  args: { error: 'Oops... Sign-in failed', redirecting: false, company: true },
}
