import { AuthCard, Button } from '@hireloop/design-system'
import { BackToLogin } from '../layout/back-to-login.tsx'
import { LogInNext } from '../layout/log-in-next.tsx'
import { bodyText, formStack } from '../layout/form-styles.ts'

export type ConfirmEmailState =
  /** The link was opened; nothing is sent until the user clicks (mail scanners open links too). */
  | { status: 'ready' }
  | { status: 'confirming' }
  | { status: 'confirmed'; email: string }
  /** 400: a bad, used or expired token. */
  | { status: 'invalid' }
  /** The page was opened without `?token=`. */
  | { status: 'missing-token' }
  /** 409: another account took the address after the change was asked for. */
  | { status: 'taken' }
  /** 429, with the server's message ("Try again in N minutes."). */
  | { status: 'too-many'; message: string }
  /** Anything else (offline, server error): the message, and the button to try again. */
  | { status: 'failed'; message: string }

export interface ConfirmEmailScreenProps {
  state: ConfirmEmailState
  /** Sends the token of the link (the route calls `confirmEmailChange`). */
  onConfirm: () => void
}

const TITLE = 'Confirm your new email'

/** The page the email-change link opens (`/confirm-email?token=…`): one click moves the account to the new address. */
export function ConfirmEmailScreen({ state, onConfirm }: ConfirmEmailScreenProps) {
  switch (state.status) {
    case 'confirmed':
      return (
        <LogInNext title="Your email is changed">
          <p className={bodyText} role="status">
            Your account now uses <strong>{state.email}</strong>.
          </p>
          <p className={bodyText}>Use this address the next time you log in.</p>
        </LogInNext>
      )
    case 'invalid':
      return (
        <AuthCard title="This link does not work" backLink={<BackToLogin />}>
          <p className={bodyText} role="alert">
            This link is invalid or has expired.
          </p>
          <p className={bodyText}>
            A link works once, for 24 hours. Your account keeps its current address: ask for the change again to get a
            new link.
          </p>
        </AuthCard>
      )
    case 'missing-token':
      return (
        <AuthCard title="This link is incomplete" backLink={<BackToLogin />}>
          <p className={bodyText}>
            Open the link from the email again. If your mail app broke it over two lines, copy the whole link into the
            address bar.
          </p>
        </AuthCard>
      )
    case 'taken':
      return (
        <AuthCard title="This address is taken" backLink={<BackToLogin />}>
          <p className={bodyText} role="alert">
            Another account started using this address after you asked for the change.
          </p>
          <p className={bodyText}>Your account keeps its current address. Ask for the change with another address.</p>
        </AuthCard>
      )
    default: {
      const message = state.status === 'too-many' || state.status === 'failed' ? state.message : null
      return (
        <AuthCard
          title={TITLE}
          description="You asked to use a new email address for your Hireloop account."
          backLink={<BackToLogin />}
        >
          <div className={formStack}>
            <p className={bodyText}>Confirm to make it the address you log in with and get mail at.</p>
            {message && (
              <p className={bodyText} role="alert">
                {message}
              </p>
            )}
            <Button loading={state.status === 'confirming'} onClick={onConfirm}>
              Confirm new email
            </Button>
          </div>
        </AuthCard>
      )
    }
  }
}
