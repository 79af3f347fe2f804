import {
  companySignUpSchema,
  emptyCompanySignUp,
  registerCompanyServerPaths,
  toRegisterCompanyBody,
  type RegisterCompanyBody,
} from '@hireloop/flows'
import { AuthCard } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { AppLink } from '../../../lib/ui/app-link.tsx'
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts'
import { LegalNotice } from '../layout/legal-notice.tsx'
import { formFooter, formStack } from '../layout/form-styles.ts'

export interface CompanySignUpScreenProps {
  /** Sends employer and company (the confirmation is already dropped); rejects with an ApiError. */
  onSubmit: (body: RegisterCompanyBody) => Promise<unknown>
}

// docs/product.md §2: the form grid is two columns (one on narrow screens).
const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' })
const fieldset = css({ display: 'contents' })
const legend = css({ gridColumn: '1 / -1', fontWeight: 'semibold', color: 'fg', pt: '2' })

/** Company sign-up (docs/product.md §2, rules of docs/product.md §5): employer info, company info, security. */
export function CompanySignUpScreen({ onSubmit }: CompanySignUpScreenProps) {
  const form = useSchemaForm({
    schema: companySignUpSchema,
    defaultValues: emptyCompanySignUp,
    onSubmit: (data) => onSubmit(toRegisterCompanyBody(data)),
    serverPaths: registerCompanyServerPaths,
  })
  return (
    <AuthCard size="lg" title="Create your company account" description="Post vacancies and hire through one pipeline.">
      <form.AppForm>
        <form.Form className={formStack}>
          <div className={grid}>
            <fieldset className={fieldset}>
              <legend className={legend}>Employer info</legend>
              <form.AppField name="firstName">
                {(field) => <field.TextField label="First name" autoComplete="given-name" required />}
              </form.AppField>
              <form.AppField name="lastName">
                {(field) => <field.TextField label="Last name" autoComplete="family-name" required />}
              </form.AppField>
              <form.AppField name="email">
                {(field) => <field.TextField label="Work email" type="email" autoComplete="email" required />}
              </form.AppField>
            </fieldset>
            <fieldset className={fieldset}>
              <legend className={legend}>Company info</legend>
              <form.AppField name="companyName">
                {(field) => <field.TextField label="Company name" autoComplete="organization" required />}
              </form.AppField>
              <form.AppField name="websiteUrl">
                {(field) => (
                  <field.TextField
                    label="Website URL"
                    type="url"
                    autoComplete="url"
                    placeholder="https://example.com"
                    required
                  />
                )}
              </form.AppField>
            </fieldset>
            <fieldset className={fieldset}>
              <legend className={legend}>Security</legend>
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
            </fieldset>
          </div>
          <LegalNotice action="Create company account" />
          <form.SubmitButton>Create company account</form.SubmitButton>
          <div className={formFooter}>
            <span>
              Looking for a job? <AppLink to="/sign-up/talent">Sign up as a specialist</AppLink>
            </span>
            <span>
              Already have a company account? <AppLink to="/login?company=true">Log in</AppLink>
            </span>
          </div>
        </form.Form>
      </form.AppForm>
    </AuthCard>
  )
}
