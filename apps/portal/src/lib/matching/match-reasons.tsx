import { Button } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { CircleCheck, CircleDot, CircleX, type LucideIcon } from 'lucide-react'
import { useId, useState } from 'react'
import {
  evidenceSourceLabel,
  REASON_KIND_LABELS,
  reasonsByWeight,
  VERDICT_LABELS,
  verdictSummary,
  type Matching,
  type MatchReason,
  type MatchVerdict,
} from './match-format.ts'

export interface MatchReasonsProps {
  /** The matching in the portal's camelCase shape (its `reasons` carry the evidence). */
  matching: Pick<Matching, 'reasons'>
  /** How many reasons show before "Show all". @default 4 */
  visibleCount?: number
  /** The list's accessible name; give each list on a page its own ("Why Senior Backend Engineer matches"). @default 'Match reasons' */
  label?: string
}

const VERDICT_ICONS: Record<MatchVerdict, LucideIcon> = { met: CircleCheck, partial: CircleDot, missing: CircleX }

const root = css({ display: 'flex', flexDirection: 'column', gap: '3' })
const summary = css({ textStyle: 'sm', color: 'fg.muted' })
const list = css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', p: '0', m: '0' })
const item = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '2',
  rowGap: '1',
  alignItems: 'start',
})
const icon = css({
  width: '5',
  height: '5',
  mt: '0.5',
  '[data-verdict=met] &': { color: 'success.fg' },
  '[data-verdict=partial] &': { color: 'warning.fg' },
  '[data-verdict=missing] &': { color: 'danger.fg' },
})
const body = css({ display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0' })
const headline = css({ display: 'flex', flexWrap: 'wrap', columnGap: '2', alignItems: 'baseline', color: 'fg' })
const verdictWord = css({
  fontWeight: 'semibold',
  '[data-verdict=met] &': { color: 'success.fg' },
  '[data-verdict=partial] &': { color: 'warning.fg' },
  '[data-verdict=missing] &': { color: 'danger.fg' },
})
const requirement = css({ fontWeight: 'medium' })
const meta = css({ textStyle: 'xs', color: 'fg.muted' })
const explanation = css({ textStyle: 'sm', color: 'fg' })
const quote = css({
  m: '0',
  pl: '3',
  borderLeftWidth: 'medium',
  borderLeftStyle: 'solid',
  borderLeftColor: 'border',
  textStyle: 'sm',
  color: 'fg.muted',
})
const quoteText = css({ fontStyle: 'italic', m: '0' })
const quoteSource = css({ textStyle: 'xs', color: 'fg.muted', fontStyle: 'normal' })

function Reason({ reason }: { reason: MatchReason }) {
  const Icon = VERDICT_ICONS[reason.verdict]
  return (
    <li className={item} data-verdict={reason.verdict}>
      <Icon aria-hidden="true" className={icon} />
      <div className={body}>
        <p className={headline}>
          <span className={verdictWord}>{VERDICT_LABELS[reason.verdict]}:</span>
          <span className={requirement}>{reason.requirement}</span>
          <span className={meta}>
            {REASON_KIND_LABELS[reason.kind]} · {reason.points} of {reason.maxPoints} points
          </span>
        </p>
        <p className={explanation}>{reason.explanation}</p>
        {reason.evidence.map((evidence, index) => (
          <figure key={`${evidence.source}-${evidence.field}-${index}`} className={quote}>
            <blockquote className={quoteText}>“{evidence.text}”</blockquote>
            <figcaption className={quoteSource}>{evidenceSourceLabel(evidence)}</figcaption>
          </figure>
        ))}
      </div>
    </li>
  )
}

/**
 * Why a resume and a vacancy match (ADR 0070, 0074): every requirement with its verdict as an icon and a word (never
 * colour alone), what it asks, the points it adds, the explanation and the quoted text of the resume or vacancy
 * that shows it. Heaviest reasons first; beyond `visibleCount` the rest open with "Show all".
 */
export function MatchReasons({ matching, visibleCount = 4, label = 'Match reasons' }: MatchReasonsProps) {
  const [expanded, setExpanded] = useState(false)
  const listId = useId()
  const reasons = reasonsByWeight(matching.reasons)
  if (reasons.length === 0) return <p className={summary}>This match has no reasons to show.</p>
  const collapsible = reasons.length > visibleCount
  const shown = collapsible && !expanded ? reasons.slice(0, visibleCount) : reasons
  return (
    <div className={root}>
      <p className={summary}>{verdictSummary(reasons)}</p>
      <ul id={listId} className={list} aria-label={label}>
        {shown.map((reason, index) => (
          <Reason key={`${reason.kind}-${reason.requirement}-${index}`} reason={reason} />
        ))}
      </ul>
      {collapsible && (
        <div>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? 'Show fewer reasons' : `Show all ${reasons.length} reasons`}
          </Button>
        </div>
      )}
    </div>
  )
}
