import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { apiError } from '../../../testing/api-errors.ts'
import { expectShown } from '../../../testing/shown.ts'
import { withRouter } from '../../../testing/story-router.tsx'
import { TalentSignUpScreen } from './talent-sign-up-screen.tsx'

const meta = {
  title: 'Screens/Auth/Talent sign-up',
  component: TalentSignUpScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof TalentSignUpScreen>
export default meta
type Story = StoryObj<typeof meta>

async function fillValid(canvas: ReturnType<typeof within>) {
  await userEvent.type(canvas.getByLabelText(/First name/), 'Ada')
  await userEvent.type(canvas.getByLabelText(/Last name/), 'Lovelace')
  await userEvent.type(canvas.getByLabelText(/^Email/), 'ada@example.com')
  await userEvent.type(canvas.getByLabelText(/^Password/), 'analytical-1843')
  await userEvent.type(canvas.getByLabelText(/Confirm password/), 'analytical-1843')
}

export const Empty: Story = {}

/** docs/product.md §5: Required, Invalid email, Too short, Not match; nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }))
    await expect(canvas.getAllByText('Required').length).toBeGreaterThanOrEqual(3)
    await userEvent.type(canvas.getByLabelText(/^Email/), 'not-an-email')
    await userEvent.type(canvas.getByLabelText(/^Password/), 'short')
    await userEvent.type(canvas.getByLabelText(/Confirm password/), 'other')
    await expect(canvas.getByText('Invalid email')).toBeVisible()
    await expect(canvas.getByText('Too short')).toBeVisible()
    await expect(canvas.getByText('Not match')).toBeVisible()
    await userEvent.clear(canvas.getByLabelText(/^Password/))
    await userEvent.type(canvas.getByLabelText(/^Password/), 'x'.repeat(25))
    await expect(canvas.getByText('Too long')).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/**
 * A name that is not a name (a web address, a line break, digits): the contract's message shows when the field is
 * left, before anything is sent.
 */
export const InvalidName: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const message = 'Use letters, spaces, apostrophes, periods and hyphens only.'
    const first = canvas.getByLabelText(/First name/)
    await userEvent.type(first, 'Click evil.com')
    await userEvent.tab()
    await expect(first).toBeInvalid()
    await expect(first).toHaveAccessibleDescription(message)
    await userEvent.clear(first)
    await userEvent.type(first, "Ada O'Brien-Smith")
    await expect(first).toBeValid()
    await userEvent.type(canvas.getByLabelText(/Last name/), 'Bob2')
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }))
    await expect(canvas.getByLabelText(/Last name/)).toHaveAccessibleDescription(message)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** The confirmation field is removed before sending (docs/product.md §5). */
export const SendsWithoutConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await fillValid(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'analytical-1843',
    })
  },
}

/** docs/product.md §4: while the request runs the button is busy, and neither a second click nor Enter sends it again. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<undefined>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await fillValid(canvas)
    const button = canvas.getByRole('button', { name: 'Create account' })
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(button)
    await userEvent.type(canvas.getByLabelText(/Confirm password/), '{Enter}')
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

/** The server refuses the address: the message shows at the field. */
export const EmailTaken: Story = {
  args: {
    onSubmit: fn(async () => {
      throw apiError(409, { email: ['An account with this email already exists.'] })
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillValid(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }))
    const email = canvas.getByLabelText(/^Email/)
    await expectShown(canvas.findByText('An account with this email already exists.'))
    await expect(email).toBeInvalid()
    await expect(email).toHaveAccessibleDescription('An account with this email already exists.')
    await expect(canvas.getByRole('button', { name: 'Create account' })).not.toHaveAttribute('aria-busy')
  },
}
