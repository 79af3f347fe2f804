import { Button, Dialog } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { useState } from 'react'
import type { VacancyActionResult } from './use-vacancy-actions.ts'

export interface VacancyConfirmDialogProps {
  /** What the dialog asks to confirm. */
  action: 'archive' | 'delete'
  vacancyTitle: string
  /** Runs the action; a refusal keeps the dialog open with the server's sentence. */
  onConfirm: () => Promise<VacancyActionResult>
  onClose: () => void
}

const TEXT = {
  archive: {
    title: 'Archive this vacancy?',
    description: (title: string) =>
      `“${title}” leaves your job openings and talents no longer see it. An archived vacancy is read only: it cannot be published again.`,
    confirm: 'Archive vacancy',
  },
  delete: {
    title: 'Delete this vacancy?',
    description: (title: string) => `“${title}” is removed for good. This cannot be undone.`,
    confirm: 'Delete vacancy',
  },
} as const

const refusal = css({ color: 'danger.fg', textStyle: 'sm' })

/** The confirmation before archiving or deleting a vacancy (docs/product.md §4), an alert dialog. */
export function VacancyConfirmDialog({ action, vacancyTitle, onConfirm, onClose }: VacancyConfirmDialogProps) {
  const [busy, setBusy] = useState(false)
  const [refused, setRefused] = useState<string | null>(null)
  const text = TEXT[action]
  async function confirm() {
    setBusy(true)
    setRefused(null)
    const result = await onConfirm()
    setBusy(false)
    if (result.ok) onClose()
    else setRefused(result.message)
  }
  return (
    <Dialog.Root open role="alertdialog" onOpenChange={({ open }) => !open && !busy && onClose()}>
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>{text.title}</Dialog.Title>
          <Dialog.Description>{text.description(vacancyTitle)}</Dialog.Description>
        </Dialog.Header>
        {refused && (
          <Dialog.Body>
            <p role="alert" className={refusal}>
              {refused}
            </p>
          </Dialog.Body>
        )}
        <Dialog.Footer>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline" disabled={busy}>
              Cancel
            </Button>
          </Dialog.ActionTrigger>
          <Button
            colorPalette={action === 'delete' ? 'danger' : 'primary'}
            loading={busy}
            onClick={() => void confirm()}
          >
            {text.confirm}
          </Button>
        </Dialog.Footer>
        <Dialog.CloseTrigger />
      </Dialog.Content>
    </Dialog.Root>
  )
}
