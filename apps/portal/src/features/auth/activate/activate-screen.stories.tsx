import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withRouter } from '../../../testing/story-router.tsx'
import { ActivateScreen } from './activate-screen.tsx'

const meta = {
  title: 'Screens/Auth/Activate',
  component: ActivateScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { userType: 'talent', state: { status: 'pending' } },
} satisfies Meta<typeof ActivateScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Pending: Story = {}

export const TalentActivated: Story = {
  args: { state: { status: 'activated' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Talent profile activated')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
  },
}

export const EmployerActivated: Story = {
  args: { userType: 'employer', state: { status: 'activated' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Employer profile activated')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?company=true')
  },
}

export const LinkUsedOrExpired: Story = {
  args: { state: { status: 'failed', message: 'token: This link has expired or was already used.' } },
}
