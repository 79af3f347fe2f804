import { emailChangeSchema, emptyEmailChange, type EmailChangeData } from '@hireloop/flows'
import { useSchemaForm } from '../../lib/forms/use-schema-form.ts'
import { actions, muted, notice, stack } from './settings-styles.ts'

/** A change the new address has not confirmed yet. */
export interface PendingEmail {
  email: string
  /** When the mailed link stops working (ISO date-time). */
  expiresAt: string
}

export interface EmailFormProps {
  currentEmail: string
  pending: PendingEmail | null
  /** Asks for the change (PUT /me/email); rejects with the server's refusal (wrong password, address taken). */
  onSubmit: (data: EmailChangeData) => Promise<unknown>
}

const until = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' })

/** The sign-in email: a new one counts only once the link mailed to it is opened. */
export function EmailForm({ currentEmail, pending, onSubmit }: EmailFormProps) {
  const form = useSchemaForm({
    schema: emailChangeSchema,
    defaultValues: emptyEmailChange,
    onSubmit: async (data: EmailChangeData) => {
      await onSubmit(data)
      form.reset()
    },
  })
  return (
    <div className={stack}>
      <p className={muted}>
        You sign in with <strong>{currentEmail}</strong>.
      </p>
      {pending && (
        <p className={notice} role="status">
          We sent a confirmation link to <strong>{pending.email}</strong>. Open it before{' '}
          {until.format(new Date(pending.expiresAt))} to make it your sign-in email; until then nothing changes.
        </p>
      )}
      <form.AppForm>
        <form.Form className={stack} aria-label="Change email">
          <form.AppField name="email">
            {(field) => <field.TextField label="New email" type="email" autoComplete="email" required />}
          </form.AppField>
          <form.AppField name="currentPassword">
            {(field) => <field.PasswordField label="Current password" autoComplete="current-password" required />}
          </form.AppField>
          <div className={actions}>
            <form.SubmitButton>Send confirmation link</form.SubmitButton>
          </div>
        </form.Form>
      </form.AppForm>
    </div>
  )
}
