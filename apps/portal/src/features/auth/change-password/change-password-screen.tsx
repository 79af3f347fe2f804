import {
  changePasswordSchema,
  emptyChangePassword,
  emptyUpdatePassword,
  formInput,
  updatePasswordSchema,
  type ChangePasswordData,
  type UpdatePasswordData,
} from '@hireloop/flows'
import { AuthCard, Button } from '@hireloop/design-system'
import { PasswordField } from '../../../lib/forms/password-field.tsx'
import { useFormFlow } from '../../../lib/forms/use-form-flow.ts'
import { BackToLogin } from '../layout/back-to-login.tsx'
import { bodyText, formStack } from '../layout/form-styles.ts'
import { AppLink } from '../../../lib/ui/app-link.tsx'

/** What the form sends: the new password, and the current one when signed in. */
export type ChangePasswordSubmission = ChangePasswordData | UpdatePasswordData

export interface ChangePasswordScreenProps {
  /**
   * How the new password can be set: with the token of a reset mail, as the signed-in user (who proves it with the
   * current password), or not at all (the page was opened without the link).
   */
  mode: 'reset' | 'signed-in' | 'missing-link'
  /**
   * Sends the passwords (`currentPassword` only in the signed-in mode); rejects with an ApiError (an expired link,
   * a wrong current password: its field error shows under Current Password).
   */
  onSubmit: (passwords: ChangePasswordSubmission) => Promise<unknown>
}

const resetInput = formInput(changePasswordSchema, emptyChangePassword)
const signedInInput = formInput(updatePasswordSchema, emptyUpdatePassword)

/** Change Password (spec 2): New Password, Confirm Password, Confirm; signed in, Current Password first. */
export function ChangePasswordScreen({ mode, onSubmit }: ChangePasswordScreenProps) {
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
      {/* One form per mode: each binds its own schema when it mounts. */}
      {mode === 'signed-in' ? (
        <PasswordForm key="signed-in" signedIn onSubmit={onSubmit} />
      ) : (
        <PasswordForm key="reset" signedIn={false} onSubmit={onSubmit} />
      )}
    </AuthCard>
  )
}

function PasswordForm({ signedIn, onSubmit }: { signedIn: boolean; onSubmit: ChangePasswordScreenProps['onSubmit'] }) {
  const form = useFormFlow(signedIn ? signedInInput : resetInput, ({ body }) =>
    onSubmit(body as ChangePasswordSubmission),
  )
  return (
    <form className={formStack} onSubmit={form.onSubmit} noValidate>
      {signedIn && (
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          required
          {...form.field('currentPassword')}
        />
      )}
      <PasswordField label="New Password" autoComplete="new-password" required {...form.field('newPassword')} />
      <PasswordField label="Confirm Password" autoComplete="new-password" required {...form.field('confirmPassword')} />
      <Button type="submit" loading={form.submitting}>
        Confirm
      </Button>
    </form>
  )
}
