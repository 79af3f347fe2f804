import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { expectShown } from '../../testing/shown.ts'
import { withRouter } from '../../testing/story-router.tsx'
import { SupportScreen } from './support-screen.tsx'

const receipt = { reference: 'SR-7K2M9QX4', answerTo: 'employer@hireloop.test' }

const meta = {
  title: 'Screens/Help and support',
  component: SupportScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { viewer: 'employer', onSubmit: fn(async () => receipt) },
} satisfies Meta<typeof SupportScreen>
export default meta
type Story = StoryObj<typeof meta>

/** An employer's questions: the fee first. A header opens its answer from the keyboard. */
export const Employer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const fee = canvas.getByRole('button', { name: 'What does a hire through Hireloop cost?' })
    fee.focus()
    await userEvent.keyboard('{Enter}')
    await expect(fee).toHaveAttribute('aria-expanded', 'true')
    await waitFor(() => expect(canvas.getByText(/20% of the midpoint/)).toBeVisible())
  },
}

/** A talent reads how matching ranks vacancies, and that nobody else sees the resume. */
export const Talent: Story = {
  args: { viewer: 'talent' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Who can see my resume?' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /What does a hire/ })).toBeNull()
  },
}

/** A recruiter's questions: levels, talents on their behalf, invoices. */
export const Recruiter: Story = {
  args: { viewer: 'recruiter' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'What may I do at my level?' })).toBeVisible()
  },
}

/** A topic and a question, sent trimmed; the receipt replaces the form and says where the answer goes. */
export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('combobox', { name: 'What is it about?' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Billing and invoices' }))
    await userEvent.type(canvas.getByRole('textbox', { name: /Your question/ }), '  Wrong VAT id on our invoice.  ')
    await expect(canvas.getByText('32 / 5,000 characters')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ topic: 'billing', message: 'Wrong VAT id on our invoice.' }),
    )
    const status = await canvas.findByRole('status')
    await expect(status).toHaveTextContent('Your reference is SR-7K2M9QX4')
    await expect(status).toHaveTextContent('We answer by mail to employer@hireloop.test')
    await userEvent.click(canvas.getByRole('button', { name: 'Ask something else' }))
    await expect(canvas.getByRole('textbox', { name: /Your question/ })).toHaveValue('')
  },
}

/** Nothing chosen or written: both fields say what they need and nothing is sent. */
export const Incomplete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: /Your question/ }), '   ')
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    await expectShown(canvas.findByText('Choose what your question is about.'))
    await expect(canvas.getByText('Write your question before sending it.')).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** The server refused (the route toasts why): the form stays with what the user wrote. */
export const Refused: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('Too many requests. Try again in 40 minutes.'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('combobox', { name: 'What is it about?' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Something else' }))
    await userEvent.type(canvas.getByRole('textbox', { name: /Your question/ }), 'Hello?')
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled())
    await expect(canvas.getByRole('textbox', { name: /Your question/ })).toHaveValue('Hello?')
    await expect(canvas.queryByRole('status')).toBeNull()
  },
}
