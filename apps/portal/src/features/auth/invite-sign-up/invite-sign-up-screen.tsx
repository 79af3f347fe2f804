import type { Schema } from '@hireloop/api'
import { AuthCard, Button, Spinner } from '@hireloop/design-system'
import { emptyInviteSignUp, inviteSignUpSchema, toAcceptInviteBody } from '@hireloop/flows'
import { RECRUITER_LEVEL_LABELS, type RecruiterLevel } from '@hireloop/flows/rules'
import { css } from '@hireloop/styled-system/css'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import { AppLink } from '../../../lib/ui/app-link.tsx'
import { BackToLogin } from '../layout/back-to-login.tsx'
import { LogInNext } from '../layout/log-in-next.tsx'
import { bodyText, formFooter, formStack } from '../layout/form-styles.ts'

type InviteSignUp = Schema<'InviteSignUp'>

export type InviteSignUpState =
  | { status: 'loading' }
  /** Pending: the form. */
  | { status: 'ready'; invite: InviteSignUp }
  | { status: 'expired'; invite: InviteSignUp }
  /** Used already: the account exists, so signing in is the way on. */
  | { status: 'accepted'; invite: InviteSignUp }
  /** Just used, on this page: the account is ready; the way on is to log in (the provider's page, where no toast follows). */
  | { status: 'joined'; invite: InviteSignUp }
  /** 404: never existed, or an admin deleted it. */
  | { status: 'unknown' }
  /** Offline, too many tries, a server error: the message, and a way to try again. */
  | { status: 'failed'; message: string }

export interface InviteSignUpScreenProps {
  state: InviteSignUpState
  /** Sends the name and password (the confirmation is already dropped); rejects with an ApiError. */
  onSubmit: (body: ReturnType<typeof toAcceptInviteBody>) => Promise<unknown>
  onRetry: () => void
}

const centred = css({ display: 'flex', justifyContent: 'center', py: '8' })

/** What the invite makes of its addressee, in a sentence: "a Sourcer on the Hireloop team", "an employer of Acme". */
export function invitedAs(invite: Pick<InviteSignUp, 'role' | 'level' | 'companyName'>): string {
  if (invite.role === 'recruiter') {
    const level = invite.level ? RECRUITER_LEVEL_LABELS[invite.level as RecruiterLevel] : 'Recruiter'
    return `${/^[AEIOU]/.test(level) ? 'an' : 'a'} ${level} on the Hireloop recruiting team`
  }
  return `an employer of ${invite.companyName ?? 'your company'}`
}

/** `/sign-up/invite/:value`, the page an invite mail links to (ADR 0085): who you are invited as, then the form. */
export function InviteSignUpScreen({ state, onSubmit, onRetry }: InviteSignUpScreenProps) {
  switch (state.status) {
    case 'loading':
      return (
        <AuthCard title="Your invitation">
          <div className={centred} role="status" aria-label="Loading your invitation">
            <Spinner />
          </div>
        </AuthCard>
      )
    case 'unknown':
      return (
        <AuthCard title="This invitation does not exist" backLink={<BackToLogin />}>
          <div className={formStack}>
            <p className={bodyText} role="alert">
              This invite does not exist or was withdrawn.
            </p>
            <p className={bodyText}>
              Check that you opened the whole link from the mail, or ask the person who invited you for a new one.
            </p>
          </div>
        </AuthCard>
      )
    case 'expired':
      return (
        <AuthCard title="This invitation has expired" backLink={<BackToLogin />}>
          <div className={formStack}>
            <p className={bodyText} role="alert">
              The invitation for <strong>{state.invite.email}</strong> was valid for 14 days.
            </p>
            <p className={bodyText}>
              Ask the person who invited you to send it again: the new mail brings a link that works for another 14
              days.
            </p>
          </div>
        </AuthCard>
      )
    case 'joined':
      return (
        <LogInNext title="Your account is ready">
          <p className={bodyText} role="status">
            You joined as {invitedAs(state.invite)}. Log in with your email and the password you chose.
          </p>
        </LogInNext>
      )
    case 'accepted':
      return (
        <LogInNext
          title="You have joined already"
          after={
            <p className={formFooter}>
              <span>
                Forgot the password? <AppLink to="/new-password">Reset it</AppLink>
              </span>
            </p>
          }
        >
          <p className={bodyText} role="status">
            This invitation was used to create the account of <strong>{state.invite.email}</strong>.
          </p>
        </LogInNext>
      )
    case 'failed':
      return (
        <AuthCard title="Your invitation" backLink={<BackToLogin />}>
          <div className={formStack}>
            <p className={bodyText} role="alert">
              {state.message}
            </p>
            <Button variant="outline" onClick={onRetry}>
              Try again
            </Button>
          </div>
        </AuthCard>
      )
    case 'ready':
      return <InviteSignUpForm invite={state.invite} onSubmit={onSubmit} />
  }
}

function InviteSignUpForm({
  invite,
  onSubmit,
}: {
  invite: InviteSignUp
  onSubmit: InviteSignUpScreenProps['onSubmit']
}) {
  const form = useSchemaForm({
    schema: inviteSignUpSchema,
    defaultValues: emptyInviteSignUp,
    onSubmit: (data) => onSubmit(toAcceptInviteBody(data)),
  })
  return (
    <AuthCard
      title="Join Hireloop"
      description={
        <>
          You are invited as {invitedAs(invite)}. Your account will use <strong>{invite.email}</strong>.
        </>
      }
    >
      <form.AppForm>
        <form.Form className={formStack} aria-label="Create your account">
          <form.AppField name="firstName">
            {(field) => <field.TextField label="First name" autoComplete="given-name" required />}
          </form.AppField>
          <form.AppField name="lastName">
            {(field) => <field.TextField label="Last name" autoComplete="family-name" required />}
          </form.AppField>
          <form.AppField name="password">
            {(field) => (
              <field.PasswordField
                label="Password"
                autoComplete="new-password"
                required
                helperText="8 to 24 characters"
              />
            )}
          </form.AppField>
          <form.AppField name="confirmPassword">
            {(field) => <field.PasswordField label="Confirm password" autoComplete="new-password" required />}
          </form.AppField>
          <form.SubmitButton>Create account</form.SubmitButton>
          <div className={formFooter}>
            <span>
              Already have an account? <AppLink to="/login">Log in</AppLink>
            </span>
          </div>
        </form.Form>
      </form.AppForm>
    </AuthCard>
  )
}
