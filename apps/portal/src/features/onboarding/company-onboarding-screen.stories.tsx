import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { withRouter } from '../../testing/story-router.tsx'
import { CompanyOnboardingScreen } from './company-onboarding-screen.tsx'

const steps = [
  { key: 'company', title: 'Tell us about your company', done: false },
  { key: 'vacancy', title: 'Post your first vacancy', done: false },
  { key: 'team', title: 'Invite your team', done: false },
  { key: 'billing', title: 'Add billing information', done: false },
]

const meta = {
  title: 'Screens/Employer/Onboarding',
  component: CompanyOnboardingScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    firstName: 'Nora',
    companyName: 'Northwind Labs',
    steps,
    step: 'welcome',
    companyType: null,
    error: null,
    onStart: fn(),
    onSelectType: fn(),
    onContinue: fn(),
    onBack: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CompanyOnboardingScreen>
export default meta
type Story = StoryObj<typeof meta>

/** The welcome: the checklist with a link to where each later step is done, and one button to start. */
export const Welcome: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Welcome to Hireloop, Nora' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Your first steps (0 of 4 done)' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Post a vacancy' })).toHaveAttribute('href', '/create-vacancy')
    await expect(canvas.getByRole('link', { name: 'Invite colleagues' })).toHaveAttribute('href', '/users')
    await expect(canvas.getByRole('link', { name: 'Add billing information' })).toHaveAttribute(
      'href',
      '/company-settings#billing',
    )
    await userEvent.click(canvas.getByRole('button', { name: /Get started/ }))
    await expect(args.onStart).toHaveBeenCalled()
  },
}

/** The type step by keyboard: arrows choose a type, each explained in a sentence; Continue needs one. */
export const ChooseType: Story = {
  args: { step: 'companyType' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('radiogroup', { name: 'What kind of company is Northwind Labs?' })).toBeVisible()
    await expect(canvas.getByRole('radio', { name: /^Agency/ })).toBeInTheDocument()
    await expect(canvas.getByText('You recruit for client companies.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: /Continue/ })).toBeDisabled()
    await userEvent.click(canvas.getByText('Scale-up'))
    await expect(args.onSelectType).toHaveBeenLastCalledWith('scaleup')
  },
}

export const TypeChosen: Story = {
  args: { step: 'companyType', companyType: 'startup' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('radio', { name: /^Startup/ })).toBeChecked()
    await userEvent.click(canvas.getByRole('button', { name: /Continue/ }))
    await expect(args.onContinue).toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: /Back/ }))
    await expect(args.onBack).toHaveBeenCalled()
  },
}

export const Saving: Story = { args: { step: 'finishing', companyType: 'startup' } }

/** Saving failed: the reason in an alert and a way to try again. */
export const SaveFailed: Story = {
  args: { step: 'failed', companyType: 'startup', error: 'The service is restarting. Try again in a minute.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Your company type was not saved. The service is restarting. Try again in a minute.',
    )
    await userEvent.click(canvas.getByRole('button', { name: /Try again/ }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

/** A company with a type that comes back: the steps left, each with its link. */
export const SetUp: Story = {
  args: {
    step: 'done',
    companyType: 'scaleup',
    steps: steps.map((s) => (s.key === 'company' || s.key === 'vacancy' ? { ...s, done: true } : s)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Your first steps (2 of 4 done)' })).toBeVisible()
    await expect(canvas.getByText('Post your first vacancy')).toHaveTextContent('Post your first vacancy (done)')
    await expect(canvas.queryByRole('link', { name: 'Post a vacancy' })).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Go to your job openings' })).toHaveAttribute('href', '/job-openings')
  },
}

export const NoName: Story = { args: { firstName: '', companyName: '' } }
