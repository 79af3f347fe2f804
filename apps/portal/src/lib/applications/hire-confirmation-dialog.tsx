import { hireConfirmationMachine, type HireRequestInput, type HireSide } from '@hireloop/flows'
import { Button, Dialog } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { useMachine } from '@xstate/react'
import { CircleCheck, Clock } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { fromPromise } from 'xstate'

/** PUT /application/{id}/hire for the viewer's side. */
export type ConfirmHire = (input: HireRequestInput) => Promise<unknown>

export interface HireConfirmationDialogProps {
  applicationId: string
  /** The viewer's side; a recruiter sees who confirmed and cannot confirm (the contract leaves it to the two sides). */
  side: HireSide | 'recruiter'
  /** The sides that confirmed already (the application's `hireConfirmation`). */
  confirmedBy: readonly HireSide[]
  /** The vacancy title, for the sentences. */
  vacancyTitle: string
  /** The talent's name, for the sentences. */
  talentName: string
  /** Read once, when the component mounts. */
  confirmHire: ConfirmHire
  /** Both sides confirmed (now, or before this opened): the application stops moving. */
  onHired?: () => void
}

export const HIRE_FOLLOW_UP = {
  employer: 'The placement invoice will follow.',
  talent: 'Congratulations on the new job.',
  recruiter: 'The company receives the placement invoice.',
} as const

const SIDE_NAMES: Record<HireSide, string> = { talent: 'The talent', employer: 'The company' }

const root = css({ display: 'flex', flexDirection: 'column', gap: '3' })
const list = css({ display: 'flex', flexDirection: 'column', gap: '1', listStyle: 'none', p: '0', m: '0' })
const item = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  textStyle: 'sm',
  color: 'fg',
  '& svg': { width: '4', height: '4', flexShrink: '0' },
  '&[data-confirmed=true] svg': { color: 'success.fg' },
  '&[data-confirmed=false] svg': { color: 'fg.muted' },
})
const hiredText = css({ fontWeight: 'semibold', color: 'success.fg' })
const muted = css({ color: 'fg.muted', textStyle: 'sm' })
const refusal = css({ color: 'danger.fg', textStyle: 'sm' })

/**
 * Hire by both sides (docs/product.md §4), driven by the hire-confirmation machine of packages/flows: who has
 * confirmed, a "Confirm hire" button that opens the dialog for the viewer's side, and "Hire was confirmed" with what
 * follows once both have. The machine lives here, so closing and reopening the dialog keeps what happened.
 */
export function HireConfirmationDialog(props: HireConfirmationDialogProps) {
  const { side, confirmedBy, onHired } = props
  // Like the other routes' machines: the effect given at mount is the one used (routes pass a stable one).
  const [snapshot, send] = useMachine(
    hireConfirmationMachine.provide({
      actors: { confirmHire: fromPromise<unknown, HireRequestInput>(({ input }) => props.confirmHire(input)) },
    }),
    { input: { applicationId: props.applicationId, confirmedBy } },
  )
  const [open, setOpen] = useState(false)
  const hired = snapshot.matches('hired')
  const busy = snapshot.hasTag('busy')
  const { talent, employer, error } = snapshot.context
  const confirmed: Record<HireSide, boolean> = { talent, employer }
  const ownConfirmed = side !== 'recruiter' && confirmed[side]

  const told = useRef(false)
  useEffect(() => {
    if (hired && !told.current) {
      told.current = true
      onHired?.()
    }
  }, [hired, onHired])

  const status = (
    <ul className={list} aria-label="Hire confirmations">
      {(['talent', 'employer'] as const).map((s) => (
        <li key={s} className={item} data-confirmed={confirmed[s]}>
          {confirmed[s] ? <CircleCheck aria-hidden="true" /> : <Clock aria-hidden="true" />}
          {SIDE_NAMES[s]} {confirmed[s] ? 'confirmed the hire' : 'has not confirmed yet'}
        </li>
      ))}
    </ul>
  )
  const outcome = (
    <div aria-live="polite" aria-atomic="true">
      {hired && (
        <>
          <p className={hiredText}>Hire was confirmed</p>
          <p className={muted}>{HIRE_FOLLOW_UP[side]}</p>
        </>
      )}
    </div>
  )

  return (
    <div className={root} data-state={snapshot.value}>
      {status}
      {outcome}
      {!hired && side !== 'recruiter' && (
        <div>
          <Button onClick={() => setOpen(true)} variant={ownConfirmed ? 'outline' : 'solid'}>
            {ownConfirmed ? 'Hire confirmation' : 'Confirm hire'}
          </Button>
        </div>
      )}
      {side !== 'recruiter' && (
        <Dialog.Root open={open} onOpenChange={(details) => !busy && setOpen(details.open)}>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Confirm the hire</Dialog.Title>
              <Dialog.Description>
                {side === 'talent'
                  ? `You accepted the offer for “${props.vacancyTitle}”. Confirm that you take the job; the company confirms too.`
                  : `${props.talentName} accepted your offer for “${props.vacancyTitle}”. Confirm the hire; the talent confirms too.`}
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.Body className={root}>
              {status}
              {outcome}
              {!hired && ownConfirmed && (
                <p className={muted}>
                  You confirmed. {side === 'talent' ? 'The company' : 'The talent'} is next; you are told when they
                  confirm.
                </p>
              )}
              <div role="alert">{error && <p className={refusal}>{error}</p>}</div>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  {hired || ownConfirmed ? 'Done' : 'Not yet'}
                </Button>
              </Dialog.ActionTrigger>
              {!hired && !ownConfirmed && (
                <Button loading={busy} onClick={() => send({ type: 'CONFIRM', side })}>
                  Confirm hire
                </Button>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger />
          </Dialog.Content>
        </Dialog.Root>
      )}
    </div>
  )
}
