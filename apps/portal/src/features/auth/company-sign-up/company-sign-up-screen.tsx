import {
  companySignUpSchema,
  emptyCompanySignUp,
  formInput,
  toRegisterCompanyBody,
  type RegisterCompanyBody,
} from '@hireloop/flows'
import { AuthCard, Button, TextField } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { AppLink } from '../../../lib/ui/app-link.tsx'
import { PasswordField } from '../../../lib/forms/password-field.tsx'
import { useFormFlow } from '../../../lib/forms/use-form-flow.ts'
import { LegalNotice } from '../layout/legal-notice.tsx'
import { formFooter, formStack } from '../layout/form-styles.ts'

export interface CompanySignUpScreenProps {
  onSubmit: (body: RegisterCompanyBody) => Promise<unknown>
}

const input = formInput(companySignUpSchema, emptyCompanySignUp, toRegisterCompanyBody)

// Spec 2: the form grid is two columns (one on narrow screens).
const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' })
const fieldset = css({ display: 'contents' })
const legend = css({ gridColumn: '1 / -1', fontWeight: 'semibold', color: 'fg', pt: '2' })

/** Company sign-up (spec 2, rules of spec 5): employer info, company info, security. */
export function CompanySignUpScreen({ onSubmit }: CompanySignUpScreenProps) {
  const form = useFormFlow(input, ({ body }) => onSubmit(body as RegisterCompanyBody))
  return (
    <AuthCard size="lg" title="Create your company account" description="Post vacancies and hire through one pipeline.">
      <form className={formStack} onSubmit={form.onSubmit} noValidate>
        <div className={grid}>
          <fieldset className={fieldset}>
            <legend className={legend}>Employer info</legend>
            <TextField label="First name" autoComplete="given-name" required {...form.field('firstName')} />
            <TextField label="Last name" autoComplete="family-name" required {...form.field('lastName')} />
            <TextField label="Work email" type="email" autoComplete="email" required {...form.field('email')} />
          </fieldset>
          <fieldset className={fieldset}>
            <legend className={legend}>Company info</legend>
            <TextField label="Company name" autoComplete="organization" required {...form.field('companyName')} />
            <TextField
              label="Website URL"
              type="url"
              autoComplete="url"
              placeholder="https://example.com"
              required
              {...form.field('websiteUrl')}
            />
          </fieldset>
          <fieldset className={fieldset}>
            <legend className={legend}>Security</legend>
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
          </fieldset>
        </div>
        <LegalNotice action="Create company account" />
        <Button type="submit" loading={form.submitting}>
          Create company account
        </Button>
        <div className={formFooter}>
          <span>
            Looking for a job? <AppLink to="/sign-up/talent">Sign up as a specialist</AppLink>
          </span>
          <span>
            Already have a company account? <AppLink to="/login?company=true">Log in</AppLink>
          </span>
        </div>
      </form>
    </AuthCard>
  )
}
