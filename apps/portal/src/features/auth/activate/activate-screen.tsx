import { AuthCard, Button, Spinner } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { Link as RouterLink } from 'react-router'
import { BackToLogin } from '../layout/back-to-login.tsx'
import { bodyText, formStack } from '../layout/form-styles.ts'

export interface ActivateScreenProps {
  userType: 'talent' | 'employer'
  state: { status: 'pending' } | { status: 'activated' } | { status: 'failed'; message: string }
}

const pending = css({ display: 'flex', alignItems: 'center', gap: '3', color: 'fg.muted' })

/** The page a verification link opens (ADR 0051): activates the account, then offers to log in. */
export function ActivateScreen({ userType, state }: ActivateScreenProps) {
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
