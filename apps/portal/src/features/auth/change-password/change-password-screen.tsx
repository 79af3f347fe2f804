import {
  changePasswordSchema,
  emptyChangePassword,
  emptyUpdatePassword,
  passwordResetServerPaths,
  updatePasswordSchema,
  updatePasswordServerPaths,
  type ChangePasswordData,
  type UpdatePasswordData,
} from '@hireloop/flows'
import { AuthCard } from '@hireloop/design-system'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import { BackToLogin } from '../layout/back-to-login.tsx'
import { LogInNext } from '../layout/log-in-next.tsx'
import { bodyText, formStack } from '../layout/form-styles.ts'
import { AppLink } from '../../../lib/ui/app-link.tsx'

/** What the form sends: the new password, and the current one when signed in. */
export type ChangePasswordSubmission = ChangePasswordData | UpdatePasswordData

export interface ChangePasswordScreenProps {
  /**
   * How the new password can be set: with the token of a reset mail, as the signed-in user (who proves it with the
   * current password), or not at all (the page was opened without the link). `updated`: set with the reset link;
   * the way to log in with it.
   */
  mode: 'reset' | 'signed-in' | 'missing-link' | 'updated'
  /**
   * Sends the passwords (`currentPassword` only in the signed-in mode); rejects with an ApiError (an expired link,
   * a wrong current password: its field error shows under Current Password).
   */
  onSubmit: (passwords: ChangePasswordSubmission) => Promise<unknown>
}

/** Change Password (docs/product.md §2): New Password, Confirm Password, Confirm; signed in, Current Password first. */
export function ChangePasswordScreen({ mode, onSubmit }: ChangePasswordScreenProps) {
  if (mode === 'updated') {
    return (
      <LogInNext title="Password updated">
        <p className={bodyText} role="status">
          Your password was changed. Log in with your new password.
        </p>
      </LogInNext>
    )
  }
  if (mode === 'missing-link') {
    return (
      <AuthCard title="Change Password" backLink={<BackToLogin />}>
        <p className={bodyText}>
          To set a new password, open the link in the password-reset email we sent you. No email?{' '}
          <AppLink to="/new-password">Send a new link</AppLink>.
        </p>
      </AuthCard>
    )
  }
  return (
    <AuthCard
      title="Change Password"
      description="Choose a new password of 8 to 24 characters."
      backLink={mode === 'reset' ? <BackToLogin /> : undefined}
    >
      {mode === 'signed-in' ? <SignedInForm onSubmit={onSubmit} /> : <ResetForm onSubmit={onSubmit} />}
    </AuthCard>
  )
}

type FormProps = Pick<ChangePasswordScreenProps, 'onSubmit'>

/** From the reset mail's link: the token is the proof. */
function ResetForm({ onSubmit }: FormProps) {
  const form = useSchemaForm({
    schema: changePasswordSchema,
    defaultValues: emptyChangePassword,
    onSubmit,
    serverPaths: passwordResetServerPaths,
  })
  return (
    <form.AppForm>
      <form.Form className={formStack}>
        <form.AppField name="newPassword">
          {(field) => <field.PasswordField label="New Password" autoComplete="new-password" required />}
        </form.AppField>
        <form.AppField name="confirmPassword">
          {(field) => <field.PasswordField label="Confirm Password" autoComplete="new-password" required />}
        </form.AppField>
        <form.SubmitButton>Confirm</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}

/** Signed in: the current password proves the request comes from the account's owner. */
function SignedInForm({ onSubmit }: FormProps) {
  const form = useSchemaForm({
    schema: updatePasswordSchema,
    defaultValues: emptyUpdatePassword,
    onSubmit,
    serverPaths: updatePasswordServerPaths,
  })
  return (
    <form.AppForm>
      <form.Form className={formStack}>
        <form.AppField name="currentPassword">
          {(field) => <field.PasswordField label="Current Password" autoComplete="current-password" required />}
        </form.AppField>
        <form.AppField name="newPassword">
          {(field) => <field.PasswordField label="New Password" autoComplete="new-password" required />}
        </form.AppField>
        <form.AppField name="confirmPassword">
          {(field) => <field.PasswordField label="Confirm Password" autoComplete="new-password" required />}
        </form.AppField>
        <form.SubmitButton>Confirm</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
