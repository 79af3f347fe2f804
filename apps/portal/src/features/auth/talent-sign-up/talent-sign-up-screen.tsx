import {
  emptyTalentSignUp,
  formInput,
  talentSignUpSchema,
  toRegisterTalentBody,
  type RegisterTalentBody,
} from '@hireloop/flows'
import { AuthCard, Button, TextField } from '@hireloop/design-system'
import { AppLink } from '../../../lib/ui/app-link.tsx'
import { PasswordField } from '../../../lib/forms/password-field.tsx'
import { useFormFlow } from '../../../lib/forms/use-form-flow.ts'
import { LegalNotice } from '../layout/legal-notice.tsx'
import { formFooter, formStack } from '../layout/form-styles.ts'

export interface TalentSignUpScreenProps {
  /** Sends the registration (the confirmation is already dropped); rejects with an ApiError. */
  onSubmit: (body: RegisterTalentBody) => Promise<unknown>
}

const input = formInput(talentSignUpSchema, emptyTalentSignUp, toRegisterTalentBody)

/** Specialist sign-up (spec 2, rules of spec 5). */
export function TalentSignUpScreen({ onSubmit }: TalentSignUpScreenProps) {
  const form = useFormFlow(input, ({ body }) => onSubmit(body as RegisterTalentBody))
  return (
    <AuthCard title="Create your specialist account" description="Build your resume and get matched to vacancies.">
      <form className={formStack} onSubmit={form.onSubmit} noValidate>
        <TextField label="First name" autoComplete="given-name" required {...form.field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" required {...form.field('lastName')} />
        <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          required
          helperText="8 to 24 characters"
          {...form.field('password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          required
          {...form.field('confirmPassword')}
        />
        <LegalNotice action="Create account" />
        <Button type="submit" loading={form.submitting}>
          Create account
        </Button>
        <div className={formFooter}>
          <span>
            Hiring? <AppLink to="/sign-up/company">Create a company account</AppLink>
          </span>
          <span>
            Already have an account? <AppLink to="/login">Log in</AppLink>
          </span>
        </div>
      </form>
    </AuthCard>
  )
}
