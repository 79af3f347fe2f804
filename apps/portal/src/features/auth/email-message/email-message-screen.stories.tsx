import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withRouter } from '../../../testing/story-router.tsx'
import { EmailMessageScreen } from './email-message-screen.tsx'

const meta = {
  title: 'Screens/Auth/Email message',
  component: EmailMessageScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { type: 'verification' },
} satisfies Meta<typeof EmailMessageScreen>
export default meta
type Story = StoryObj<typeof meta>

/** After sign-up (docs/product.md §2: verification-link screen). */
export const Verification: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/A verification link has been sent to your email account/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: /Back to log in/ })).toHaveAttribute('href', '/login')
  },
}

export const VerificationWithAddress: Story = { args: { email: 'ada@example.com' } }

/** After a reset request (docs/product.md §2: check-your-email screen with a Log in button). */
export const Reset: Story = {
  args: { type: 'reset' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Check your email' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
  },
}

export const WithDeveloperMailbox: Story = { args: { devMailboxHref: '/dev/mailbox', email: 'ada@example.com' } }
