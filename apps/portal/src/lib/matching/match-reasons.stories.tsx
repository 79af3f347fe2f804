import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { MatchReasons } from './match-reasons.tsx'
import { shortMatching, strongMatching } from './matching.fixtures.ts'

const meta = {
  title: 'Patterns/Matching/Match reasons',
  component: MatchReasons,
  args: { matching: strongMatching },
} satisfies Meta<typeof MatchReasons>
export default meta
type Story = StoryObj<typeof meta>

/**
 * The first four reasons by weight, each with its verdict as an icon and a word, what it asks, the points, the
 * explanation and the quoted text with where it comes from; the rest behind "Show all".
 */
export const Collapsed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('6 met, 2 partial, 1 missing')).toBeVisible()
    const list = canvas.getByRole('list', { name: 'Match reasons' })
    const items = within(list).getAllByRole('listitem')
    await expect(items).toHaveLength(4)
    await expect(items[0]).toHaveTextContent('Met:TypeScript, advanced')
    await expect(items[0]).toHaveTextContent('Required skill · 22 of 22 points')
    await expect(within(items[0]!).getByText('“TypeScript · Expert · 8 years”')).toBeVisible()
    await expect(within(items[0]!).getByText('Resume, experience')).toBeVisible()
    await expect(items[1]).toHaveTextContent('Partial:PostgreSQL, advanced')
    await expect(within(items[1]!).getByText('Vacancy, skills')).toBeVisible()
    await expect(within(list).queryByText(/Kubernetes/)).toBeNull()
    const toggle = canvas.getByRole('button', { name: 'Show all 9 reasons' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toHaveAttribute('aria-controls', list.id)
  },
}

/** "Show all" from the keyboard opens the rest, missing reasons included; the same button folds them again. */
export const Expanded: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab()
    const toggle = canvas.getByRole('button', { name: 'Show all 9 reasons' })
    await expect(toggle).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const list = canvas.getByRole('list', { name: 'Match reasons' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(9)
    const missing = within(list).getByText('Kubernetes').closest('li')!
    await expect(missing).toHaveTextContent('Missing:Kubernetes')
    await expect(missing).toHaveTextContent('Not in the resume.')
    await expect(canvas.getByRole('button', { name: 'Show fewer reasons' })).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{Enter}')
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4)
  },
}

/** Three reasons: nothing to fold, sorted by weight, the heaviest first. */
export const Short: Story = {
  args: { matching: shortMatching, label: 'Why Frontend Developer matches' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Why Frontend Developer matches' })
    const items = within(list).getAllByRole('listitem')
    await expect(items.map((item) => item.getAttribute('data-verdict'))).toEqual(['met', 'partial', 'missing'])
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

/** A matching without reasons says so rather than showing an empty list. */
export const NoReasons: Story = {
  args: { matching: { reasons: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This match has no reasons to show.')).toBeVisible()
    await expect(canvas.queryByRole('list')).toBeNull()
  },
}
