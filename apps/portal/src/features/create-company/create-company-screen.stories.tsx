import type { Meta, StoryObj } from '@storybook/react-vite'
import { ApiError } from '@hireloop/api'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { expectShown } from '../../testing/shown.ts'
import { withRouter } from '../../testing/story-router.tsx'
import { CreateCompanyScreen } from './create-company-screen.tsx'

const meta = {
  title: 'Screens/Recruiter/New company',
  component: CreateCompanyScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof CreateCompanyScreen>
export default meta
type Story = StoryObj<typeof meta>

async function fill(canvasElement: HTMLElement, email = 'ada@analytical.test') {
  const canvas = within(canvasElement)
  await userEvent.type(canvas.getByRole('textbox', { name: /^Company name/ }), 'Analytical Engines')
  await userEvent.type(canvas.getByRole('textbox', { name: /^Website URL/ }), 'analytical.test')
  await userEvent.type(canvas.getByRole('textbox', { name: /^First name/ }), 'Ada')
  await userEvent.type(canvas.getByRole('textbox', { name: /^Last name/ }), 'Lovelace')
  await userEvent.type(canvas.getByRole('textbox', { name: /^Work email/ }), email)
}

/** The two groups of fields, named; Cancel goes back to the companies. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('group', { name: 'Company' })).toBeVisible()
    await expect(canvas.getByRole('group', { name: 'First employer' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/companies')
  },
}

/** Nothing is sent while a rule is broken; each field says which. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: /^Website URL/ }), 'not a url')
    await userEvent.type(canvas.getByRole('textbox', { name: /^Work email/ }), 'ada@')
    await userEvent.click(canvas.getByRole('button', { name: 'Create company' }))
    await expectShown(canvas.findByText('URL is not valid'))
    await expect(canvas.getByText('Invalid email')).toBeVisible()
    await expect(canvas.getAllByText('Required')).toHaveLength(3)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** A valid form sends the company (its URL made absolute) and the employer, no password. */
export const Submits: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement)
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create company' }))
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        company: { name: 'Analytical Engines', websiteUrl: 'https://analytical.test' },
        employer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@analytical.test' },
      }),
    )
  },
}

/** The server refuses a taken address: its sentence shows on the email field. */
export const EmailTaken: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new ApiError({
        kind: 'http',
        status: 409,
        message: 'An account with this email already exists.',
        body: { email: ['An account with this email already exists.'] },
      })
    }),
  },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'employer@hireloop.test')
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create company' }))
    await expect(await within(canvasElement).findByText('An account with this email already exists.')).toBeVisible()
  },
}

const ada = { fullName: 'Ada Lovelace', email: 'ada@analytical.test' }

/** Created: the invited employer is not activated yet; "Activate now" opens their account at once. */
export const CreatedNotActivated: Story = {
  args: {
    created: { companyName: 'Analytical Engines', employer: { ...ada, isActive: false } },
    onActivate: fn(async () => undefined),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Analytical Engines is in', level: 1 })).toBeVisible()
    const employer = within(canvas.getByRole('region', { name: 'First employer' }))
    await expect(employer.getByText('Not activated')).toBeVisible()
    await userEvent.click(employer.getByRole('button', { name: 'Activate now' }))
    await expect(args.onActivate).toHaveBeenCalledOnce()
    await expect(canvas.getByRole('link', { name: 'Go to companies' })).toHaveAttribute('href', '/companies')
  },
}

/** Created and activated: nothing left to activate. */
export const CreatedActive: Story = {
  args: {
    created: { companyName: 'Analytical Engines', employer: { ...ada, isActive: true } },
    onActivate: fn(async () => undefined),
  },
  play: async ({ canvasElement }) => {
    const employer = within(within(canvasElement).getByRole('region', { name: 'First employer' }))
    await expect(employer.getByText('Active')).toBeVisible()
    await expect(employer.queryByRole('button', { name: 'Activate now' })).toBeNull()
  },
}
