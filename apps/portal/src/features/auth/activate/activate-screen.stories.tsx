import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { expectShown } from '../../../testing/shown.ts'
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

/** An invited colleague: password and confirmation, checked as docs/product.md §5 says, then sent once. */
export const InvitedEmployerChoosesPassword: Story = {
  args: {
    userType: 'employer',
    state: { status: 'needsPassword', message: 'password: Choose a password to activate your account.' },
    onChoosePassword: fn(async () => undefined),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Choose your password' })).toBeVisible()
    const password = canvas.getByLabelText(/^Password/)
    await userEvent.type(password, 'short')
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'other')
    await userEvent.click(canvas.getByRole('button', { name: 'Activate account' }))
    await expectShown(canvas.findByText('Too short'))
    await expectShown(canvas.findByText('Not match'))
    await expect(args.onChoosePassword).not.toHaveBeenCalled()
    await userEvent.clear(password)
    await userEvent.type(password, 'Choose#2026')
    await userEvent.clear(canvas.getByLabelText(/^Confirm password/))
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'Choose#2026')
    await userEvent.click(canvas.getByRole('button', { name: 'Activate account' }))
    await expect(args.onChoosePassword).toHaveBeenCalledTimes(1)
    await expect(args.onChoosePassword).toHaveBeenCalledWith('Choose#2026')
  },
}
