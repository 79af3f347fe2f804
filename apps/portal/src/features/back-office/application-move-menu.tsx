import type { ApplicationStatus } from '@hireloop/flows'
import { Button, Dialog, Menu } from '@hireloop/design-system'
import { ChevronDown } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useApplicationMove, type StatusMove, type UpdateStatus } from '../../lib/applications/use-application-move.ts'

export interface ApplicationMoveMenuProps {
  application: { id: string; status: ApplicationStatus; hired: boolean }
  /** Whose application it is, for the menu's name ("Move Tara Talent"). */
  talentName: string
  updateStatus: UpdateStatus
  /** The move's message ("Status updated") or the server's refusal, for the screen to announce. */
  onResult: (result: { ok: true; message: string } | { ok: false; message: string }) => void
}

/**
 * A row's moves along the transition table for a recruiter (docs/product.md §4, ADR 0041), through the application
 * status machine (`useApplicationMove`): a menu of the moves allowed from the current status; one that closes the
 * application asks first. Key it by the application id and its status, so a refetched row starts from the new status.
 */
export function ApplicationMoveMenu({ application, talentName, updateStatus, onResult }: ApplicationMoveMenuProps) {
  const move = useApplicationMove({ application, side: 'recruiter', updateStatus })
  const [closing, setClosing] = useState<StatusMove | null>(null)
  useEffect(() => {
    if (move.message) onResult({ ok: true, message: move.message })
  }, [move.message, onResult])
  useEffect(() => {
    if (move.error) onResult({ ok: false, message: move.error })
  }, [move.error, onResult])
  if (move.moves.length === 0) return null
  return (
    <>
      <Menu.Root>
        <Menu.Trigger asChild>
          <Button size="sm" variant="outline" loading={move.saving !== null} aria-label={`Move ${talentName}`}>
            Move
            <ChevronDown aria-hidden="true" />
          </Button>
        </Menu.Trigger>
        <Menu.Content>
          {move.moves.map((option) => (
            <Menu.Item
              key={option.to}
              value={option.to}
              onSelect={() => (option.closes ? setClosing(option) : move.move(option.to))}
            >
              {option.label}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Root>
      {closing && (
        <Dialog.Root open role="alertdialog" onOpenChange={({ open }) => !open && setClosing(null)}>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{`${closing.label}?`}</Dialog.Title>
              <Dialog.Description>
                {`The application of ${talentName} is closed for both sides. A closed application cannot be reopened.`}
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="danger"
                onClick={() => {
                  move.move(closing.to)
                  setClosing(null)
                }}
              >
                {closing.label}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger />
          </Dialog.Content>
        </Dialog.Root>
      )}
    </>
  )
}
