import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { apiError } from '../../testing/api-errors.ts'
import { HireConfirmationDialog } from './hire-confirmation-dialog.tsx'

const meta = {
  title: 'Patterns/Applications/Hire confirmation',
  component: HireConfirmationDialog,
  args: {
    applicationId: 'a-1',
    side: 'employer',
    confirmedBy: [],
    vacancyTitle: 'Senior Backend Engineer',
    talentName: 'Ada Lovelace',
    confirmHire: fn(async () => undefined),
    onHired: fn(),
  },
} satisfies Meta<typeof HireConfirmationDialog>
export default meta
type Story = StoryObj<typeof meta>

/** Neither side confirmed: the employer confirms first and learns the talent is next; not hired yet. */
export const EmployerConfirmsFirst: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('list', { name: 'Hire confirmations' })).toHaveTextContent(
      'The talent has not confirmed yetThe company has not confirmed yet',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm hire' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the hire' })
    await expect(dialog).toHaveAccessibleDescription(/Ada Lovelace accepted your offer for “Senior Backend Engineer”/)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm hire' }))
    await waitFor(() => expect(args.confirmHire).toHaveBeenCalledWith({ applicationId: 'a-1', side: 'employer' }))
    await expect(await within(dialog).findByText(/You confirmed\. The talent is next/)).toBeVisible()
    await expect(args.onHired).not.toHaveBeenCalled()
    await expect(within(dialog).queryByText('Hire was confirmed')).toBeNull()
  },
}

/** The talent confirmed already: the employer's confirmation completes the hire, and the invoice follows. */
export const EmployerCompletesHire: Story = {
  args: { confirmedBy: ['talent'] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('list', { name: 'Hire confirmations' })).toHaveTextContent(
      'The talent confirmed the hire',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm hire' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the hire' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm hire' }))
    await expect(await within(dialog).findByText('Hire was confirmed')).toBeVisible()
    await expect(within(dialog).getByText('The placement invoice will follow.')).toBeVisible()
    await expect(args.onHired).toHaveBeenCalledOnce()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }))
    await expect(canvas.getByText('Hire was confirmed')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Confirm hire' })).toBeNull()
  },
}

/** The talent, after confirming: waiting for the company; the dialog only shows where it stands. */
export const TalentAwaitingCompany: Story = {
  args: { side: 'talent', confirmedBy: ['talent'] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Hire confirmation' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the hire' })
    // The dialog fades in: wait until its text is shown.
    await waitFor(() => expect(within(dialog).getByText(/You confirmed\. The company is next/)).toBeVisible())
    await expect(within(dialog).queryByRole('button', { name: 'Confirm hire' })).toBeNull()
  },
}

/** Both confirmed before the page opened: hired, nothing to press. */
export const Hired: Story = {
  args: { confirmedBy: ['talent', 'employer'] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Hire was confirmed')).toBeVisible()
    await expect(canvas.getByText('The placement invoice will follow.')).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
    await expect(args.onHired).toHaveBeenCalledOnce()
  },
}

/** A recruiter sees who confirmed; confirming is the two sides' to do. */
export const Recruiter: Story = {
  args: { side: 'recruiter', confirmedBy: ['employer'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The company confirmed the hire')).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

/** The server refuses (the offer was withdrawn meanwhile): its sentence shows in the dialog, nothing is recorded. */
export const Refused: Story = {
  args: {
    side: 'talent',
    confirmHire: fn(async () => {
      throw apiError(409, { detail: 'A hire is confirmed once the talent has accepted the offer.' })
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm hire' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the hire' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm hire' }))
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'A hire is confirmed once the talent has accepted the offer.',
      ),
    )
    await expect(within(dialog).getByRole('list', { name: 'Hire confirmations' })).toHaveTextContent(
      'The talent has not confirmed yet',
    )
  },
}
