import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { withRouter } from '../../../testing/story-router.tsx'
import { NewPasswordScreen } from './new-password-screen.tsx'

const meta = {
  title: 'Screens/Auth/New password',
  component: NewPasswordScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof NewPasswordScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

export const InvalidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText(/Email/), 'nope')
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }))
    await expect(canvas.getByText('Invalid email')).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const Sends: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText(/Email/), 'ada@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }))
    await expect(args.onSubmit).toHaveBeenCalledWith('ada@example.com')
  },
}
