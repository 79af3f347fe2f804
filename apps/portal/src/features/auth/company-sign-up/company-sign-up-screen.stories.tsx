import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { apiError } from '../../../testing/api-errors.ts'
import { expectShown } from '../../../testing/shown.ts'
import { withRouter } from '../../../testing/story-router.tsx'
import { CompanySignUpScreen } from './company-sign-up-screen.tsx'

const meta = {
  title: 'Screens/Auth/Company sign-up',
  component: CompanySignUpScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof CompanySignUpScreen>
export default meta
type Story = StoryObj<typeof meta>

async function fillValid(canvas: ReturnType<typeof within>, website = 'compiler.example') {
  await userEvent.type(canvas.getByLabelText(/First name/), 'Grace')
  await userEvent.type(canvas.getByLabelText(/Last name/), 'Hopper')
  await userEvent.type(canvas.getByLabelText(/Work email/), 'grace@compiler.example')
  await userEvent.type(canvas.getByLabelText(/Company name/), 'Compiler Works')
  await userEvent.type(canvas.getByLabelText(/Website URL/), website)
  await userEvent.type(canvas.getByLabelText(/^Password/), 'cobol-1959!')
  await userEvent.type(canvas.getByLabelText(/Confirm password/), 'cobol-1959!')
}

export const Empty: Story = {}

export const InvalidUrl: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText(/Website URL/), 'not a url')
    await userEvent.click(canvas.getByRole('button', { name: 'Create company account' }))
    await expect(canvas.getByText('URL is not valid')).toBeVisible()
    await expect(canvas.getAllByText('Required').length).toBeGreaterThanOrEqual(4)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** The employer's name follows the contract's rule for names; the message shows before anything is sent. */
export const InvalidName: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await fillValid(canvas)
    const last = canvas.getByLabelText(/Last name/)
    await userEvent.clear(last)
    await userEvent.type(last, 'visit hopper.dev')
    await userEvent.click(canvas.getByRole('button', { name: 'Create company account' }))
    await expect(last).toBeInvalid()
    await expect(last).toHaveAccessibleDescription('Use letters, spaces, apostrophes, periods and hyphens only.')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** Employer and company go as two objects; the URL gets its scheme; the confirmation is dropped. */
export const SendsEmployerAndCompany: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await fillValid(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Create company account' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      employer: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@compiler.example', password: 'cobol-1959!' },
      company: { name: 'Compiler Works', websiteUrl: 'https://compiler.example' },
    })
  },
}

export const EmailTaken: Story = {
  args: {
    onSubmit: fn(async () => {
      throw apiError(409, { employer: { email: ['An account with this email already exists.'] } })
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillValid(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Create company account' }))
    await expectShown(canvas.findByText('An account with this email already exists.'))
  },
}

/**
 * The server refuses two values: each message shows on the field that holds the value, even where the body renames
 * it (`company.name` is the Company name field), and goes once that field changes.
 */
export const ServerFieldErrors: Story = {
  args: {
    onSubmit: fn(async () => {
      throw apiError(409, {
        employer: { email: ['An account with this email already exists.'] },
        company: { name: ['A company with this name is already registered.'] },
      })
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await fillValid(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Create company account' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
    const email = canvas.getByLabelText(/Work email/)
    const company = canvas.getByLabelText(/Company name/)
    await expect(email).toBeInvalid()
    await expect(email).toHaveAccessibleDescription('An account with this email already exists.')
    await expect(company).toBeInvalid()
    await expect(company).toHaveAccessibleDescription('A company with this name is already registered.')
    await expect(canvas.getByLabelText(/First name/)).toBeValid()

    await userEvent.type(company, ' Ltd')
    await expect(company).toBeValid()
    await expect(email).toHaveAccessibleDescription('An account with this email already exists.')
  },
}
