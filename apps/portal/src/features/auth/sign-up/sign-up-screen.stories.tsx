import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
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

/** A keyboard user sees where they are: the design system's focus ring on the choice they tabbed to. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const specialist = within(canvasElement).getByRole('link', { name: /I am a specialist/ })
    await expect(getComputedStyle(specialist).outlineStyle).toBe('none')
    await userEvent.tab()
    await expect(specialist).toHaveFocus()
    await expect(getComputedStyle(specialist).outlineStyle).toBe('solid')
  },
}
