import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { withRouter } from '../../testing/story-router.tsx'
import { OnboardingScreen } from './onboarding-screen.tsx'

const steps = [
  { key: 'profile', title: 'Complete your profile', done: false },
  { key: 'resume', title: 'Add your resume', done: false },
  { key: 'preferences', title: 'Set your job preferences', done: false },
]

const meta = {
  title: 'Screens/Talent/Onboarding',
  component: OnboardingScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { firstName: 'Sam', steps, resume: null, onUpload: fn(), onBuild: fn() },
} satisfies Meta<typeof OnboardingScreen>
export default meta
type Story = StoryObj<typeof meta>

/** The checklist says what is done to assistive tech too; both ways to a resume are buttons. */
export const NewTalent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Welcome to Hireloop, Sam' })).toBeVisible()
    await expect(canvas.getByText('Add your resume')).toHaveTextContent('Add your resume (to do)')
    await userEvent.click(canvas.getByRole('button', { name: 'Upload a resume' }))
    await expect(args.onUpload).toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: 'Start from scratch' }))
    await expect(args.onBuild).toHaveBeenCalled()
  },
}

export const WithDraft: Story = {
  args: {
    steps: steps.map((s) => (s.key === 'profile' ? { ...s, done: true } : s)),
    resume: { id: 'r-3', draft: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Your first steps (1 of 3 done)' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Continue your draft' })).toHaveAttribute('href', '/manage-cv/r-3')
  },
}

export const NoName: Story = { args: { firstName: '' } }
