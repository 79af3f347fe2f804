import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withRouter } from '../../../testing/story-router.tsx'
import { SignUpScreen } from './sign-up-screen.tsx'

const meta = {
  title: 'Screens/Auth/Sign-up',
  component: SignUpScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SignUpScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Choose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: /I am a specialist/ })).toHaveAttribute('href', '/sign-up/talent')
    await expect(canvas.getByRole('link', { name: /I am hiring/ })).toHaveAttribute('href', '/sign-up/company')
  },
}
