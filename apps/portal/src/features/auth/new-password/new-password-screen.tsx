import { emptyNewPassword, formInput, newPasswordSchema, toPasswordResetRequestBody } from '@hireloop/flows'
import { AuthCard, Button, TextField } from '@hireloop/design-system'
import { useFormFlow } from '../../../lib/forms/use-form-flow.ts'
import { BackToLogin } from '../layout/back-to-login.tsx'
import { formStack } from '../layout/form-styles.ts'

export interface NewPasswordScreenProps {
  /** Asks for the reset mail; the API answers the same whether the account exists or not. */
  onSubmit: (email: string) => Promise<unknown>
}

const input = formInput(newPasswordSchema, emptyNewPassword, toPasswordResetRequestBody)

/** New password (ADR 0051): asks for the account's email and mails a link to Change Password. */
export function NewPasswordScreen({ onSubmit }: NewPasswordScreenProps) {
  const form = useFormFlow(input, ({ values }) => onSubmit(String(values.email)))
  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email of your account and we will send you a link to choose a new password."
      backLink={<BackToLogin />}
    >
      <form className={formStack} onSubmit={form.onSubmit} noValidate>
        <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
        <Button type="submit" loading={form.submitting}>
          Send the link
        </Button>
      </form>
    </AuthCard>
  )
}
