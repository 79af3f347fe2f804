import type { ApplicationStatus } from '@hireloop/flows'
import { Button, Dialog } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { useState } from 'react'
import type { ApplicationMove, StatusMove } from './use-application-move.ts'

export interface ApplicationActionsProps {
  /** The application's status machine (`useApplicationMove`). */
  move: ApplicationMove
  /** What the application is about, as the viewer knows it: the vacancy title for a talent, the talent's name for a company. */
  subject: string
}

type ClosingStatus = 'talent_rejected' | 'employer_rejected' | 'rejected'

/** The question before a move that closes the application for good. */
const CLOSING_TEXT: Record<ClosingStatus, { title: string; description: (subject: string) => string }> = {
  talent_rejected: {
    title: 'Withdraw from this job?',
    description: (subject) =>
      `The company learns that you are no longer interested in “${subject}”. A withdrawn application cannot be reopened.`,
  },
  employer_rejected: {
    title: 'Decline this talent?',
    description: (subject) =>
      `${subject} leaves this vacancy’s hiring pipeline and is told the company declined. This cannot be undone.`,
  },
  rejected: {
    title: 'Reject this application?',
    description: (subject) =>
      `The application of ${subject} is closed for both sides. A rejected application cannot be reopened.`,
  },
}

const root = css({ display: 'flex', flexDirection: 'column', gap: '3' })
const buttons = css({ display: 'flex', flexWrap: 'wrap', gap: '2' })
const note = css({ color: 'fg.muted', textStyle: 'sm' })
const success = css({ color: 'success.fg', textStyle: 'sm', fontWeight: 'medium' })
const refusal = css({ color: 'danger.fg', textStyle: 'sm' })

/**
 * The status moves the transition table gives the viewer from where the application is (docs/product.md §4), as
 * buttons in the viewer's words ("I'm interested", "Request interview", "Accept offer"). A move that closes the
 * application asks first. The result is announced: the move's message, or the server's refusal.
 */
export function ApplicationActions({ move, subject }: ApplicationActionsProps) {
  const [confirming, setConfirming] = useState<StatusMove | null>(null)
  const busy = move.saving !== null
  return (
    <div className={root}>
      {move.moves.length > 0 ? (
        <div className={buttons} role="group" aria-label="Status actions">
          {move.moves.map((option) => (
            <Button
              key={option.to}
              variant={option.closes ? 'outline' : 'solid'}
              colorPalette={option.closes ? 'danger' : 'primary'}
              loading={move.saving === option.to}
              disabled={busy && move.saving !== option.to}
              onClick={() => (option.closes ? setConfirming(option) : move.move(option.to))}
            >
              {option.label}
            </Button>
          ))}
        </div>
      ) : (
        <p className={note}>{idleText(move)}</p>
      )}
      <div aria-live="polite" aria-atomic="true">
        {/* Once hired, the hire confirmation says so. */}
        {move.message && !move.hired && <p className={success}>{move.message}</p>}
      </div>
      <div role="alert">{move.error && <p className={refusal}>{move.error}</p>}</div>
      {confirming && (
        <ClosingDialog
          option={confirming}
          subject={subject}
          onConfirm={() => {
            move.move(confirming.to)
            setConfirming(null)
          }}
          onClose={() => setConfirming(null)}
        />
      )}
    </div>
  )
}

// Every open status lets each side close the application, so only these three leave a viewer without a move.
function idleText(move: ApplicationMove): string {
  if (move.hired) return 'The hire is confirmed: this application does not move any more.'
  if (isClosed(move.status)) return 'This application is closed.'
  return 'The offer is accepted: what is left is confirming the hire.'
}

const isClosed = (status: ApplicationStatus): status is ClosingStatus => status in CLOSING_TEXT

function ClosingDialog({
  option,
  subject,
  onConfirm,
  onClose,
}: {
  option: StatusMove
  subject: string
  onConfirm: () => void
  onClose: () => void
}) {
  const closing = isClosed(option.to) ? CLOSING_TEXT[option.to] : null
  const text = option.question ?? (closing && { title: closing.title, description: closing.description(subject) })
  return (
    <Dialog.Root open role="alertdialog" onOpenChange={({ open }) => !open && onClose()}>
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>{text?.title ?? option.label}</Dialog.Title>
          {text && <Dialog.Description>{text.description}</Dialog.Description>}
        </Dialog.Header>
        <Dialog.Footer>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.ActionTrigger>
          <Button colorPalette="danger" onClick={onConfirm}>
            {option.label}
          </Button>
        </Dialog.Footer>
        <Dialog.CloseTrigger />
      </Dialog.Content>
    </Dialog.Root>
  )
}
