import { AuthCard, Button, LoadingScreen } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { CircleAlert } from 'lucide-react'
import { AppLink } from '../../../lib/ui/app-link.tsx'
import { formFooter, formStack } from '../layout/form-styles.ts'

export interface LoginScreenProps {
  /** 'Oops... <message>' after an authentication error (docs/product.md §4), else null. */
  error: string | null
  /** True while the browser is on its way to the identity provider. */
  redirecting: boolean
  company: boolean
  onSignIn: () => void
}

const alert = css({
  display: 'flex',
  gap: '2',
  alignItems: 'flex-start',
  p: '3',
  borderRadius: 'md',
  bg: 'danger.subtle',
  color: 'danger.fg',
  '& svg': { width: '5', height: '5', flexShrink: '0', mt: '0.5' },
})

/**
 * Login (docs/product.md §2): the sign-in itself happens on the identity provider's page. This screen only shows while the
 * redirect starts, or when the last attempt failed and the user should see why before trying again.
 */
export function LoginScreen({ error, redirecting, company, onSignIn }: LoginScreenProps) {
  if (!error) return <LoadingScreen label="Redirecting to sign-in" />
  return (
    <AuthCard title={company ? 'Log in to your company account' : 'Log in'}>
      <div className={formStack}>
        <p className={alert} role="alert">
          <CircleAlert aria-hidden="true" />
          <span>{error}</span>
        </p>
        <Button onClick={onSignIn} loading={redirecting}>
          Try again
        </Button>
        <p className={formFooter}>
          <span>
            No account yet? <AppLink to="/sign-up">Sign up</AppLink>
          </span>
        </p>
      </div>
    </AuthCard>
  )
}
