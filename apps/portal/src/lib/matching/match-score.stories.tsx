import { HStack } from '@hireloop/styled-system/jsx'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { MatchScore } from './match-score.tsx'

const meta = {
  title: 'Patterns/Matching/Match score',
  component: MatchScore,
  args: { score: 82 },
} satisfies Meta<typeof MatchScore>
export default meta
type Story = StoryObj<typeof meta>

/** The badge reads "82% match"; a screen reader hears the score out of 100. */
export const Strong: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByRole('img', { name: 'Match score 82 out of 100' })
    await expect(badge).toHaveTextContent('82% match')
    await expect(badge).toHaveAttribute('data-band', 'strong')
  },
}

/** One badge per band: strong from 75, fair from 50, weak below; scores outside 0–100 are held to it. */
export const Bands: Story = {
  render: () => (
    <HStack gap="2">
      {[100, 75, 74, 50, 49, 0, 140].map((score) => (
        <MatchScore key={score} score={score} size="md" />
      ))}
    </HStack>
  ),
  play: async ({ canvas }) => {
    const bands = canvas.getAllByRole('img').map((badge) => badge.getAttribute('data-band'))
    await expect(bands).toEqual(['strong', 'strong', 'fair', 'fair', 'weak', 'weak', 'strong'])
    await expect(canvas.getAllByRole('img', { name: 'Match score 100 out of 100' })).toHaveLength(2)
    await expect(canvas.getByRole('img', { name: 'Match score 74 out of 100' })).toHaveTextContent('74% match')
  },
}
