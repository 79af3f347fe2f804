import {
  emptyUpdatePassword,
  updatePasswordSchema,
  updatePasswordServerPaths,
  type UpdatePasswordData,
} from '@hireloop/flows'
import { useSchemaForm } from '../../lib/forms/use-schema-form.ts'
import { actions, muted, stack } from './settings-styles.ts'

export interface PasswordFormProps {
  /** Changes the password (PUT /me/password); a wrong current password comes back on `current_password`. */
  onSubmit: (data: UpdatePasswordData) => Promise<unknown>
}

/** The password, proven by the current one; 8 to 24 characters (docs/product.md §5). */
export function PasswordForm({ onSubmit }: PasswordFormProps) {
  const form = useSchemaForm({
    schema: updatePasswordSchema,
    defaultValues: emptyUpdatePassword,
    serverPaths: updatePasswordServerPaths,
    onSubmit: async (data: UpdatePasswordData) => {
      await onSubmit(data)
      form.reset()
    },
  })
  return (
    <form.AppForm>
      <form.Form className={stack} aria-label="Change password">
        <p className={muted}>Choose 8 to 24 characters. Your other sessions are signed out when it changes.</p>
        <form.AppField name="currentPassword">
          {(field) => <field.PasswordField label="Current password" autoComplete="current-password" required />}
        </form.AppField>
        <form.AppField name="newPassword">
          {(field) => <field.PasswordField label="New password" autoComplete="new-password" required />}
        </form.AppField>
        <form.AppField name="confirmPassword">
          {(field) => <field.PasswordField label="Confirm new password" autoComplete="new-password" required />}
        </form.AppField>
        <div className={actions}>
          <form.SubmitButton>Change password</form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  )
}
