import type { Schema } from '@hireloop/api'
import { Button, Dialog, Field, RadioGroup, Rating, Textarea } from '@hireloop/design-system'
import { failureOf } from '@hireloop/flows'
import {
  RECOMMENDATION_LABELS,
  RECOMMENDATIONS,
  SCORECARD_CRITERIA,
  SCORECARD_CRITERION_HINTS,
  SCORECARD_CRITERION_LABELS,
  type Recommendation,
  type ScorecardCriterion,
} from '@hireloop/flows/rules'
import { css } from '@hireloop/styled-system/css'
import { useState, type FormEvent } from 'react'
import { toastSuccess } from '../toast.ts'

type Scores = Schema<'ScorecardScores'>

/** What the dialog sends: POST /talent/{talentId}/feedback with the scorecard (ADR 0079). */
export interface ScorecardInput {
  talentId: string
  applicationId: string
  scores: Scores
  recommendation: Recommendation
  notes: string
}

export type LeaveFeedback = (input: ScorecardInput) => Promise<unknown>

export interface ScorecardDialogProps {
  talentId: string
  applicationId: string
  /** For the sentences: who was interviewed, for what. */
  talentName: string
  vacancyTitle: string
  leaveFeedback: LeaveFeedback
  /** Open at first render (stories of the open form). @default false */
  defaultOpen?: boolean
}

/** The contract's camelCase field of each criterion. */
const FIELD: Record<ScorecardCriterion, keyof Scores> = {
  skills: 'skills',
  communication: 'communication',
  motivation: 'motivation',
  culture_add: 'cultureAdd',
}

export const NOTES_MAX = 5000

const body = css({ display: 'flex', flexDirection: 'column', gap: '5' })
const criteria = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })
const criterion = css({ display: 'flex', flexDirection: 'column', gap: '1' })
const hint = css({ color: 'fg.muted', textStyle: 'sm' })
const invalidText = css({ color: 'danger.fg', textStyle: 'sm' })

/**
 * "Leave feedback" after an interview: a button that opens the scorecard (docs/product.md §8 "Feedback created"),
 * the four criteria of ADR 0079 as star ratings (arrows change a rating, Tab moves on), the recommendation, notes. A
 * criterion left unrated or no recommendation is named under its field; the server's refusal shows in the dialog.
 */
export function ScorecardDialog({ defaultOpen = false, ...props }: ScorecardDialogProps) {
  const [open, setOpen] = useState(defaultOpen)
  const [busy, setBusy] = useState(false)
  // A fresh form each time the dialog opens.
  const [round, setRound] = useState(0)
  return (
    <>
      <div>
        <Button
          variant="outline"
          onClick={() => {
            setRound((n) => n + 1)
            setOpen(true)
          }}
        >
          Leave feedback
        </Button>
      </div>
      <Dialog.Root open={open} onOpenChange={(details) => !busy && setOpen(details.open)}>
        <Dialog.Content>
          <ScorecardForm key={round} {...props} busy={busy} setBusy={setBusy} onDone={() => setOpen(false)} />
          <Dialog.CloseTrigger />
        </Dialog.Content>
      </Dialog.Root>
    </>
  )
}

function ScorecardForm({
  talentId,
  applicationId,
  talentName,
  vacancyTitle,
  leaveFeedback,
  busy,
  setBusy,
  onDone,
}: Omit<ScorecardDialogProps, 'defaultOpen'> & {
  busy: boolean
  setBusy: (busy: boolean) => void
  onDone: () => void
}) {
  const [scores, setScores] = useState<Partial<Record<ScorecardCriterion, number>>>({})
  const [recommendation, setRecommendation] = useState<Recommendation | null>(null)
  const [notes, setNotes] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const missing = SCORECARD_CRITERIA.filter((c) => scores[c] === undefined)
  const complete = missing.length === 0 && recommendation !== null

  async function submit(event: FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    setError(null)
    if (!complete || busy) return
    setBusy(true)
    try {
      const values = Object.fromEntries(SCORECARD_CRITERIA.map((c) => [FIELD[c], scores[c]!])) as Scores
      await leaveFeedback({ talentId, applicationId, scores: values, recommendation, notes: notes.trim() })
      toastSuccess('Feedback created')
      onDone()
    } catch (failure) {
      setError(failureOf(failure).error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Header>
        <Dialog.Title>Interview feedback</Dialog.Title>
        <Dialog.Description>
          How did {talentName || 'the talent'} do in the interview for “{vacancyTitle}”? Scorecards are internal: the
          talent never sees them.
        </Dialog.Description>
      </Dialog.Header>
      <Dialog.Body className={body}>
        <div className={criteria}>
          {SCORECARD_CRITERIA.map((c) => {
            const unrated = submitted && scores[c] === undefined
            return (
              <div key={c} className={criterion} data-invalid={unrated || undefined}>
                <Rating
                  label={SCORECARD_CRITERION_LABELS[c]}
                  size="md"
                  disabled={busy}
                  onValueChange={(details) => setScores((s) => ({ ...s, [c]: details.value }))}
                />
                <p className={hint}>{SCORECARD_CRITERION_HINTS[c]}</p>
                {unrated && (
                  <p className={invalidText}>Rate {SCORECARD_CRITERION_LABELS[c].toLowerCase()} from 1 to 5.</p>
                )}
              </div>
            )
          })}
        </div>
        <div className={criterion}>
          <RadioGroup.Root
            orientation="horizontal"
            value={recommendation}
            disabled={busy}
            invalid={submitted && recommendation === null}
            onValueChange={(details) => setRecommendation(details.value as Recommendation)}
          >
            <RadioGroup.Label>Recommendation</RadioGroup.Label>
            {RECOMMENDATIONS.map((value) => (
              <RadioGroup.Item key={value} value={value}>
                {RECOMMENDATION_LABELS[value]}
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
          {submitted && recommendation === null && <p className={invalidText}>Choose a recommendation.</p>}
        </div>
        <Field.Root disabled={busy}>
          <Field.Label>Notes</Field.Label>
          <Textarea value={notes} maxLength={NOTES_MAX} rows={4} onChange={(event) => setNotes(event.target.value)} />
          <Field.HelperText>What you saw and heard, for the colleagues who decide. Optional.</Field.HelperText>
        </Field.Root>
        <div role="alert">
          {submitted && !complete && (
            <p className={invalidText}>Rate every criterion and choose a recommendation to save the scorecard.</p>
          )}
          {error && <p className={invalidText}>{error}</p>}
        </div>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button type="button" variant="outline" disabled={busy}>
            Cancel
          </Button>
        </Dialog.ActionTrigger>
        <Button type="submit" loading={busy}>
          Save feedback
        </Button>
      </Dialog.Footer>
    </form>
  )
}
