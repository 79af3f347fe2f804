import { changePasswordSchema, emptyChangePassword, formInput } from '@hireloop/flows'
import { AuthCard, Button } from '@hireloop/design-system'
import { PasswordField } from '../../../lib/forms/password-field.tsx'
import { useFormFlow } from '../../../lib/forms/use-form-flow.ts'
import { BackToLogin } from '../layout/back-to-login.tsx'
import { bodyText, formStack } from '../layout/form-styles.ts'
import { AppLink } from '../../../lib/ui/app-link.tsx'

export interface ChangePasswordScreenProps {
  /**
   * How the new password can be set: with the token of a reset mail, as the signed-in user, or not at all (the page
   * was opened without the link).
   */
  mode: 'reset' | 'signed-in' | 'missing-link'
  /** Sends the new password; rejects with an ApiError (for example an expired link). */
  onSubmit: (newPassword: string) => Promise<unknown>
}

const input = formInput(changePasswordSchema, emptyChangePassword)

/** Change Password (spec 2): New Password, Confirm Password, Confirm. */
export function ChangePasswordScreen({ mode, onSubmit }: ChangePasswordScreenProps) {
  const form = useFormFlow(input, ({ values }) => onSubmit(String(values.newPassword)))
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
      <form className={formStack} onSubmit={form.onSubmit} noValidate>
        <PasswordField label="New Password" autoComplete="new-password" required {...form.field('newPassword')} />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          required
          {...form.field('confirmPassword')}
        />
        <Button type="submit" loading={form.submitting}>
          Confirm
        </Button>
      </form>
    </AuthCard>
  )
}
