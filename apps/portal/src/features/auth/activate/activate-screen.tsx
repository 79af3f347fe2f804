import { AuthCard, Button, Spinner } from '@hireloop/design-system'
import { changePasswordSchema, emptyChangePassword, type ChangePasswordData } from '@hireloop/flows'
import { css } from '@hireloop/styled-system/css'
import { Link as RouterLink } from 'react-router'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import { BackToLogin } from '../layout/back-to-login.tsx'
import { bodyText, formStack } from '../layout/form-styles.ts'

export interface ActivateScreenProps {
  userType: 'talent' | 'employer'
  /**
   * `needsPassword`: an invited colleague who has no password yet (ADR 0063); the server's message says so, and the
   * account is activated once they choose one.
   */
  state:
    | { status: 'pending' }
    | { status: 'activated' }
    | { status: 'failed'; message: string }
    | { status: 'needsPassword'; message: string }
  /**
   * Activates with the chosen password; rejects with the server's refusal (its `password` messages show on the
   * field). Needed in the `needsPassword` state.
   */
  onChoosePassword?: (password: string) => Promise<unknown>
}

const pending = css({ display: 'flex', alignItems: 'center', gap: '3', color: 'fg.muted' })

/** The page a verification link opens (ADR 0051): activates the account, then offers to log in. */
export function ActivateScreen({ userType, state, onChoosePassword }: ActivateScreenProps) {
  const loginHref = userType === 'employer' ? '/login?company=true' : '/login'
  if (state.status === 'pending') {
    return (
      <AuthCard title="Activating your account">
        <div className={pending}>
          <Spinner label="Activating" />
          <span>One moment…</span>
        </div>
      </AuthCard>
    )
  }
  if (state.status === 'needsPassword') {
    return (
      <AuthCard
        title="Choose your password"
        description="You were invited to your company's team on Hireloop. Choose a password of 8 to 24 characters to activate your account."
        backLink={<BackToLogin company />}
      >
        <ChoosePasswordForm onSubmit={onChoosePassword ?? (() => Promise.resolve())} />
      </AuthCard>
    )
  }
  if (state.status === 'failed') {
    return (
      <AuthCard title="This link does not work" backLink={<BackToLogin company={userType === 'employer'} />}>
        <p className={bodyText} role="alert">
          {state.message}
        </p>
        <p className={bodyText}>
          If your account is already active, log in. Otherwise sign up again to get a new link.
        </p>
      </AuthCard>
    )
  }
  return (
    <AuthCard title="Your account is active">
      <div className={formStack}>
        <p className={bodyText} role="status">
          {userType === 'employer' ? 'Employer profile activated' : 'Talent profile activated'}
        </p>
        <Button asChild>
          <RouterLink to={loginHref}>Log in</RouterLink>
        </Button>
      </div>
    </AuthCard>
  )
}

/** The invited colleague's own password: sent with the link's token, never the confirmation (docs/product.md §5). */
function ChoosePasswordForm({ onSubmit }: { onSubmit: (password: string) => Promise<unknown> }) {
  const form = useSchemaForm({
    schema: changePasswordSchema,
    defaultValues: emptyChangePassword,
    onSubmit: (data: ChangePasswordData) => onSubmit(data.newPassword),
    serverPaths: { password: 'newPassword' },
  })
  return (
    <form.AppForm>
      <form.Form className={formStack} aria-label="Choose your password">
        <form.AppField name="newPassword">
          {(field) => <field.PasswordField label="Password" autoComplete="new-password" required />}
        </form.AppField>
        <form.AppField name="confirmPassword">
          {(field) => <field.PasswordField label="Confirm password" autoComplete="new-password" required />}
        </form.AppField>
        <form.SubmitButton>Activate account</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
