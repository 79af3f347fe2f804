import { emptyTalentSignUp, talentSignUpSchema, toRegisterTalentBody, type RegisterTalentBody } from '@hireloop/flows'
import { AuthCard } from '@hireloop/design-system'
import { AppLink } from '../../../lib/ui/app-link.tsx'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import { LegalNotice } from '../layout/legal-notice.tsx'
import { formFooter, formStack } from '../layout/form-styles.ts'

export interface TalentSignUpScreenProps {
  /** Sends the registration (the confirmation is already dropped); rejects with an ApiError. */
  onSubmit: (body: RegisterTalentBody) => Promise<unknown>
}

/** Specialist sign-up (docs/product.md §2, rules of docs/product.md §5). */
export function TalentSignUpScreen({ onSubmit }: TalentSignUpScreenProps) {
  const form = useSchemaForm({
    schema: talentSignUpSchema,
    defaultValues: emptyTalentSignUp,
    onSubmit: (data) => onSubmit(toRegisterTalentBody(data)),
  })
  return (
    <AuthCard title="Create your specialist account" description="Build your resume and get matched to vacancies.">
      <form.AppForm>
        <form.Form className={formStack}>
          <form.AppField name="firstName">
            {(field) => <field.TextField label="First name" autoComplete="given-name" required />}
          </form.AppField>
          <form.AppField name="lastName">
            {(field) => <field.TextField label="Last name" autoComplete="family-name" required />}
          </form.AppField>
          <form.AppField name="email">
            {(field) => <field.TextField label="Email" type="email" autoComplete="email" required />}
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
          <LegalNotice action="Create account" />
          <form.SubmitButton>Create account</form.SubmitButton>
          <div className={formFooter}>
            <span>
              Hiring? <AppLink to="/sign-up/company">Create a company account</AppLink>
            </span>
            <span>
              Already have an account? <AppLink to="/login">Log in</AppLink>
            </span>
          </div>
        </form.Form>
      </form.AppForm>
    </AuthCard>
  )
}
