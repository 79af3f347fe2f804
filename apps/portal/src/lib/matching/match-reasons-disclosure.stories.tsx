import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { MatchReasonsDisclosure } from './match-reasons-disclosure.tsx'
import { strongMatching } from './matching.fixtures.ts'

const meta = {
  title: 'Patterns/Matching/Match reasons disclosure',
  component: MatchReasonsDisclosure,
  args: { matching: strongMatching, subject: 'Senior Backend Engineer' },
} satisfies Meta<typeof MatchReasonsDisclosure>
export default meta
type Story = StoryObj<typeof meta>

/** Folded: one button, named for its card; the reasons open and close from the keyboard. */
export const Folded: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Why it matches for Senior Backend Engineer' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByRole('list')).toBeNull()
    toggle.focus()
    await userEvent.keyboard('{Enter}')
    await expect(canvas.getByRole('list', { name: 'Why Senior Backend Engineer matches' })).toBeVisible()
    await expect(
      canvas.getByRole('button', { name: 'Hide why it matches for Senior Backend Engineer' }),
    ).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{Enter}')
    await expect(canvas.queryByRole('list')).toBeNull()
  },
}

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Why Senior Backend Engineer matches' })).toBeVisible()
  },
}
