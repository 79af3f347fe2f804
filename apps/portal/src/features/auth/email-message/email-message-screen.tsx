import { AuthCard, Button } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { MailCheck } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import { BackToLogin } from '../layout/back-to-login.tsx'
import { bodyText, formStack } from '../layout/form-styles.ts'

export interface EmailMessageScreenProps {
  /** `verification` after sign-up, `reset` after a password-reset request (docs/product.md §2: both messages). */
  type: 'verification' | 'reset'
  /** The address the mail went to, when known. */
  email?: string | null
  /** A link to the developer mailbox (embedded default only). */
  devMailboxHref?: string | null
}

const icon = css({ width: '10', height: '10', color: 'primary.fg' })
const devNote = css({ fontSize: 'sm', color: 'fg.muted', borderTop: '1px solid', borderColor: 'border', pt: '3' })

export function EmailMessageScreen({ type, email, devMailboxHref }: EmailMessageScreenProps) {
  const to = email ? <strong>{email}</strong> : 'your email account'
  const mailbox = devMailboxHref && (
    <p className={devNote}>
      Running locally? Mail goes to the <a href={devMailboxHref}>developer mailbox</a>.
    </p>
  )
  if (type === 'reset') {
    return (
      <AuthCard title="Check your email" backLink={<BackToLogin />}>
        <div className={formStack}>
          <MailCheck className={icon} aria-hidden="true" />
          <p className={bodyText}>
            We have sent an instruction to {to}. Check your email and follow the link to choose a new password.
          </p>
          <Button asChild>
            <RouterLink to="/login">Log in</RouterLink>
          </Button>
          {mailbox}
        </div>
      </AuthCard>
    )
  }
  return (
    <AuthCard title="Verify your email" backLink={<BackToLogin />}>
      <div className={formStack}>
        <MailCheck className={icon} aria-hidden="true" />
        <p className={bodyText}>
          A verification link has been sent to {to}. Please click the link in that email to activate your account.
        </p>
        {mailbox}
      </div>
    </AuthCard>
  )
}
