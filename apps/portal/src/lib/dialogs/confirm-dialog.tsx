import { Button, Dialog } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { useState, type ReactNode } from 'react'

const footer = css({ display: 'flex', gap: '3', justifyContent: 'flex-end', flexWrap: 'wrap' })
const alert = css({ color: 'danger.fg', textStyle: 'sm' })

/** The server's sentence from a rejected call, or the dialog's own when there is none. */
export function refusalOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback
}

export interface ConfirmDialogProps {
  title: ReactNode
  description: ReactNode
  /** The button that does it (a danger button): "Delete invite", "Void invoice". */
  confirmLabel: string
  /** Shown when the call fails without a sentence of its own. */
  fallbackRefusal: string
  /** Does it; rejects with the server's refusal, which stays in the dialog, in words. */
  onConfirm: () => Promise<unknown>
  onClose: () => void
}

/**
 * An irreversible action confirmed in an alert dialog: Cancel, or the danger button that waits for the call and
 * closes on success. A refusal (the last employer, a voided invoice's move) stays in the dialog; the dialog cannot be
 * dismissed while the call runs.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  fallbackRefusal,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  async function confirm() {
    setBusy(true)
    setRefusal(null)
    try {
      await onConfirm()
      onClose()
    } catch (error) {
      setRefusal(refusalOf(error, fallbackRefusal))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog.Root open role="alertdialog" onOpenChange={({ open }) => !open && !busy && onClose()}>
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description>{description}</Dialog.Description>
        </Dialog.Header>
        {refusal && (
          <Dialog.Body>
            <p role="alert" className={alert}>
              {refusal}
            </p>
          </Dialog.Body>
        )}
        <Dialog.Footer className={footer}>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline" disabled={busy}>
              Cancel
            </Button>
          </Dialog.ActionTrigger>
          <Button colorPalette="danger" loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </Dialog.Footer>
        <Dialog.CloseTrigger />
      </Dialog.Content>
    </Dialog.Root>
  )
}
