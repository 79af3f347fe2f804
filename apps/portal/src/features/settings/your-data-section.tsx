import type { UserType } from '@hireloop/api'
import { deleteAccountSchema, emptyDeleteAccount, type DeleteAccountData } from '@hireloop/flows'
import { Button, Dialog } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { useState } from 'react'
import { useSchemaForm } from '../../lib/forms/use-schema-form.ts'
import { actions, list, muted, stack } from './settings-styles.ts'

export interface YourDataSectionProps {
  userType: UserType
  /** Reads everything about the account (GET /me/export) and saves it as a JSON file. */
  onExport: () => Promise<unknown>
  /** Deletes the account (POST /me/deletion); a wrong password comes back on `current_password`. */
  onDelete: (data: DeleteAccountData) => Promise<unknown>
}

const subheading = css({ textStyle: 'md', fontWeight: 'semibold', color: 'fg' })

/** Your data, yours: take a copy, or leave and have it erased (ADR 0057, ADR 0062). */
export function YourDataSection({ userType, onExport, onDelete }: YourDataSectionProps) {
  const [exporting, setExporting] = useState(false)
  const [confirming, setConfirming] = useState(false)
  async function exportData() {
    if (exporting) return
    setExporting(true)
    await onExport()
      .catch(() => undefined)
      .finally(() => setExporting(false))
  }
  return (
    <div className={stack}>
      <h3 className={subheading}>Download my data</h3>
      <p className={muted}>
        One JSON file with your account, resumes, onboarding, uploaded files, notifications and the account’s activity.
      </p>
      <div className={actions}>
        <Button variant="outline" loading={exporting} onClick={() => void exportData()}>
          Download my data
        </Button>
      </div>
      <h3 className={subheading}>Delete my account</h3>
      <p className={muted}>You are signed out everywhere and cannot sign in again. This cannot be undone.</p>
      <div className={actions}>
        <Button colorPalette="danger" variant="outline" onClick={() => setConfirming(true)}>
          Delete my account
        </Button>
      </div>
      {confirming && (
        <DeleteAccountDialog userType={userType} onDelete={onDelete} onClose={() => setConfirming(false)} />
      )}
    </div>
  )
}

interface DeleteAccountDialogProps extends Pick<YourDataSectionProps, 'userType' | 'onDelete'> {
  onClose: () => void
}

function DeleteAccountDialog({ userType, onDelete, onClose }: DeleteAccountDialogProps) {
  const form = useSchemaForm({ schema: deleteAccountSchema, defaultValues: emptyDeleteAccount, onSubmit: onDelete })
  return (
    <Dialog.Root open role="alertdialog" onOpenChange={({ open }) => !open && onClose()}>
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>Delete your account?</Dialog.Title>
          <Dialog.Description>
            This erases your personal data and ends every session. It cannot be undone.
          </Dialog.Description>
        </Dialog.Header>
        <form.AppForm>
          <form.Form aria-label="Delete my account">
            <Dialog.Body className={stack}>
              <div>
                <p className={muted}>Erased:</p>
                <ul className={list}>
                  <li>your name, email address and photo;</li>
                  {userType === 'talent' && <li>your resumes and the files you uploaded;</li>}
                  {userType !== 'talent' && <li>the files you uploaded;</li>}
                  <li>your onboarding answers, notifications and sign-in links.</li>
                </ul>
              </div>
              <div>
                <p className={muted}>Kept, without your name:</p>
                <ul className={list}>
                  <li>the audit entries of what happened on the marketplace;</li>
                  {userType === 'employer' && <li>your company’s invoices, which the law asks us to keep.</li>}
                </ul>
              </div>
              <form.AppField name="currentPassword">
                {(field) => (
                  <field.PasswordField
                    label="Current password"
                    helperText="To make sure it is you."
                    autoComplete="current-password"
                    required
                  />
                )}
              </form.AppField>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <form.SubmitButton colorPalette="danger">Delete my account</form.SubmitButton>
            </Dialog.Footer>
          </form.Form>
        </form.AppForm>
        <Dialog.CloseTrigger />
      </Dialog.Content>
    </Dialog.Root>
  )
}
