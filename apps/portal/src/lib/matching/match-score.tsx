import { Badge, type BadgeProps } from '@hireloop/design-system'
import { Sparkles } from 'lucide-react'
import { scoreBandOf, type ScoreBand } from './match-format.ts'

const PALETTES = { strong: 'success', fair: 'warning', weak: 'neutral' } as const satisfies Record<
  ScoreBand,
  BadgeProps['colorPalette']
>

export interface MatchScoreProps {
  /** The matching score, 0 to 100. */
  score: number
  /** @default 'sm' */
  size?: 'sm' | 'md'
}

/**
 * A compact "82% match" badge. Its colour follows the band (strong, fair, weak) through the design system's
 * palettes, whose badge pairs are contrast-tested; screen readers hear "Match score 82 out of 100".
 */
export function MatchScore({ score, size = 'sm' }: MatchScoreProps) {
  const value = Math.round(Math.min(100, Math.max(0, score)))
  const band = scoreBandOf(value)
  return (
    <Badge
      role="img"
      aria-label={`Match score ${value} out of 100`}
      variant="subtle"
      size={size}
      colorPalette={PALETTES[band]}
      data-band={band}
    >
      <Sparkles aria-hidden="true" size={size === 'sm' ? 12 : 14} />
      {value}% match
    </Badge>
  )
}
