import { emptyNewPassword, newPasswordSchema } from '@hireloop/flows'
import { AuthCard } from '@hireloop/design-system'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import { BackToLogin } from '../layout/back-to-login.tsx'
import { formStack } from '../layout/form-styles.ts'

export interface NewPasswordScreenProps {
  /** Asks for the reset mail; the API answers the same whether the account exists or not. */
  onSubmit: (email: string) => Promise<unknown>
}

/** New password (ADR 0051): asks for the account's email and mails a link to Change Password. */
export function NewPasswordScreen({ onSubmit }: NewPasswordScreenProps) {
  const form = useSchemaForm({
    schema: newPasswordSchema,
    defaultValues: emptyNewPassword,
    onSubmit: ({ email }) => onSubmit(email),
  })
  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email of your account and we will send you a link to choose a new password."
      backLink={<BackToLogin />}
    >
      <form.AppForm>
        <form.Form className={formStack}>
          <form.AppField name="email">
            {(field) => <field.TextField label="Email" type="email" autoComplete="email" required />}
          </form.AppField>
          <form.SubmitButton>Send the link</form.SubmitButton>
        </form.Form>
      </form.AppForm>
    </AuthCard>
  )
}
