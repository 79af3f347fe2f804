import { Button, VisuallyHidden } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { ChevronDown } from 'lucide-react'
import { useId, useState } from 'react'
import type { Matching } from './match-format.ts'
import { MatchReasons } from './match-reasons.tsx'

export interface MatchReasonsDisclosureProps {
  matching: Pick<Matching, 'reasons'>
  /** What the match is about ("Senior Backend Engineer", "Tara Talent"): names the button and the list apart from the other cards'. */
  subject: string
  /** @default false */
  defaultOpen?: boolean
}

const panel = css({ pt: '3' })
const chevron = css({ transition: 'transform', '[aria-expanded=true] > &': { transform: 'rotate(180deg)' } })

/** "Why this match": a card's reasons, folded until asked for (a list of cards stays scannable). */
export function MatchReasonsDisclosure({ matching, subject, defaultOpen = false }: MatchReasonsDisclosureProps) {
  const [open, setOpen] = useState(defaultOpen)
  const panelId = useId()
  return (
    <div>
      <Button
        variant="ghost"
        size="sm"
        colorPalette="primary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide why it matches' : 'Why it matches'}
        <VisuallyHidden> for {subject}</VisuallyHidden>
        <ChevronDown aria-hidden="true" className={chevron} />
      </Button>
      <div id={panelId} hidden={!open} className={panel}>
        {open && <MatchReasons matching={matching} label={`Why ${subject} matches`} />}
      </div>
    </div>
  )
}
