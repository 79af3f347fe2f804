import { NOT_INTERVIEWED } from '@hireloop/flows/rules'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { apiError } from '../../testing/api-errors.ts'
import { expectToast } from '../../testing/toasts.ts'
import { ScorecardDialog } from './scorecard-dialog.tsx'

const meta = {
  title: 'Patterns/Feedback/Scorecard dialog',
  component: ScorecardDialog,
  args: {
    talentId: 't-1',
    applicationId: 'a-1',
    talentName: 'Ada Lovelace',
    vacancyTitle: 'Senior Backend Engineer',
    leaveFeedback: fn(async () => undefined),
  },
} satisfies Meta<typeof ScorecardDialog>
export default meta
type Story = StoryObj<typeof meta>

const openDialog = async (canvas: { getByRole: typeof screen.getByRole }) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Leave feedback' }))
  return screen.findByRole('dialog', { name: 'Interview feedback' })
}

/** By keyboard: Enter opens it, Home and arrows set each rating's stars, arrows pick the recommendation; then saved. */
export const KeyboardScorecard: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Leave feedback' }).focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Interview feedback' })
    await expect(dialog).toHaveAccessibleDescription(
      /How did Ada Lovelace do in the interview for “Senior Backend Engineer”\? Scorecards are internal/,
    )
    // Each rating: Home gives one star, ArrowRight one more at a time.
    for (const [name, stars] of [
      ['Skills', 4],
      ['Communication', 5],
      ['Motivation', 3],
      ['Culture add', 3],
    ] as const) {
      const group = within(dialog).getByRole('radiogroup', { name })
      within(group)
        .getByRole('radio', { name: /^1 star/i })
        .focus()
      await userEvent.keyboard('{Home}')
      for (let n = 1; n < stars; n++) await userEvent.keyboard('{ArrowRight}')
    }
    const skills = within(dialog).getByRole('radiogroup', { name: 'Skills' })
    await expect(within(skills).getByRole('radio', { name: /4 stars/i })).toHaveAttribute('aria-checked', 'true')
    const recommendation = within(dialog).getByRole('radiogroup', { name: 'Recommendation' })
    within(recommendation).getByRole('radio', { name: 'Strong yes' }).focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(within(recommendation).getByRole('radio', { name: 'Yes' })).toBeChecked()
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Clear on trade-offs.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save feedback' }))
    await waitFor(() =>
      expect(args.leaveFeedback).toHaveBeenCalledWith({
        talentId: 't-1',
        applicationId: 'a-1',
        scores: { skills: 4, communication: 5, motivation: 3, cultureAdd: 3 },
        recommendation: 'yes',
        notes: 'Clear on trade-offs.',
      }),
    )
    // The toast fades in: visible once its entrance is over.
    await expectToast('Feedback created')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Interview feedback' })).toBeNull())
  },
}

/** Saved without a rating or a recommendation: each missing one is named, nothing is sent. */
export const Incomplete: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await openDialog(canvas)
    const skills = within(dialog).getByRole('radiogroup', { name: 'Skills' })
    await userEvent.click(within(skills).getByRole('radio', { name: /3 stars/i }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save feedback' }))
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Rate every criterion and choose a recommendation to save the scorecard.',
    )
    await expect(within(dialog).getByText('Rate communication from 1 to 5.')).toBeVisible()
    await expect(within(dialog).getByText('Rate culture add from 1 to 5.')).toBeVisible()
    await expect(within(dialog).queryByText('Rate skills from 1 to 5.')).toBeNull()
    await expect(within(dialog).getByText('Choose a recommendation.')).toBeVisible()
    await expect(args.leaveFeedback).not.toHaveBeenCalled()
  },
}

async function fillIn(dialog: HTMLElement) {
  for (const group of ['Skills', 'Communication', 'Motivation', 'Culture add']) {
    const rating = within(dialog).getByRole('radiogroup', { name: group })
    await userEvent.click(within(rating).getByRole('radio', { name: /4 stars/i }))
  }
  await userEvent.click(within(dialog).getByRole('radio', { name: 'No' }))
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save feedback' }))
}

/** The server refuses (the application moved back before the interview): its sentence shows; the form stays. */
export const Refused: Story = {
  args: { leaveFeedback: fn(async () => Promise.reject(apiError(409, { message: [NOT_INTERVIEWED] }))) },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas)
    await fillIn(dialog)
    await expect(await within(dialog).findByText(NOT_INTERVIEWED)).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Save feedback' })).toBeEnabled()
  },
}

/** Saving: the button is busy, Cancel waits, and Escape does not close the dialog until the server answers. */
export const Saving: Story = {
  args: { leaveFeedback: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas)
    await fillIn(dialog)
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Save feedback/ })).toHaveAttribute('aria-busy', 'true'),
    )
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    await expect(screen.getByRole('dialog', { name: 'Interview feedback' })).toBeVisible()
  },
}
