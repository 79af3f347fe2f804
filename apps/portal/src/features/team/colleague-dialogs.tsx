import { Button, Dialog } from '@hireloop/design-system'
import { colleagueSchema, emptyColleague, type ColleagueData, type ColleagueValues } from '@hireloop/flows'
import { css } from '@hireloop/styled-system/css'
import { ConfirmDialog } from '../../lib/dialogs/confirm-dialog.tsx'
import { useSchemaForm } from '../../lib/forms/use-schema-form.ts'

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const row = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })
const footer = css({ display: 'flex', gap: '3', justifyContent: 'flex-end', flexWrap: 'wrap' })

export interface ColleagueDialogProps {
  /** Invite a new colleague, or edit the one given. */
  mode: 'invite' | 'edit'
  values?: ColleagueValues
  /** Sends; rejects with the server's refusal (its field messages show on the fields). */
  onSubmit: (data: ColleagueData) => Promise<unknown>
  onClose: () => void
}

/** Invite colleague / Edit colleague: first name, last name, email. */
export function ColleagueDialog({ mode, values = emptyColleague, onSubmit, onClose }: ColleagueDialogProps) {
  const form = useSchemaForm({
    schema: colleagueSchema,
    defaultValues: values,
    onSubmit: async (data: ColleagueData) => {
      await onSubmit(data)
      onClose()
    },
  })
  const invite = mode === 'invite'
  return (
    <Dialog.Root open onOpenChange={({ open }) => !open && onClose()}>
      <Dialog.Content>
        <form.AppForm>
          <form.Form className={stack} aria-label={invite ? 'Invite colleague' : 'Edit colleague'}>
            <Dialog.Header>
              <Dialog.Title>{invite ? 'Invite colleague' : 'Edit colleague'}</Dialog.Title>
              <Dialog.Description>
                {invite
                  ? 'We email them a link to choose their password and join your company on Hireloop.'
                  : 'Their name and the email address they sign in with.'}
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.Body className={stack}>
              <div className={row}>
                <form.AppField name="firstName">
                  {(field) => <field.TextField label="First name" autoComplete="off" required />}
                </form.AppField>
                <form.AppField name="lastName">
                  {(field) => <field.TextField label="Last name" autoComplete="off" required />}
                </form.AppField>
              </div>
              <form.AppField name="email">
                {(field) => <field.TextField label="Work email" type="email" autoComplete="off" required />}
              </form.AppField>
            </Dialog.Body>
            <Dialog.Footer className={footer}>
              <Button variant="outline" type="button" onClick={onClose}>
                Cancel
              </Button>
              <form.SubmitButton>{invite ? 'Send invitation' : 'Save colleague'}</form.SubmitButton>
            </Dialog.Footer>
          </form.Form>
        </form.AppForm>
        <Dialog.CloseTrigger />
      </Dialog.Content>
    </Dialog.Root>
  )
}

export interface RemoveColleagueDialogProps {
  name: string
  /** Removes (DELETE /employer/{id}); rejects with the server's refusal, shown here. */
  onConfirm: () => Promise<unknown>
  onClose: () => void
}

/** Remove with confirmation; a refusal (the last active employer of the company) stays in the dialog, in words. */
export function RemoveColleagueDialog({ name, onConfirm, onClose }: RemoveColleagueDialogProps) {
  return (
    <ConfirmDialog
      title={`Remove ${name}?`}
      description="They can no longer sign in for your company. Vacancies, applications and messages stay with the company."
      confirmLabel="Remove colleague"
      fallbackRefusal="The colleague was not removed."
      onConfirm={onConfirm}
      onClose={onClose}
    />
  )
}
