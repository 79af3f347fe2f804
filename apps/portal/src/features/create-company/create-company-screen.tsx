import { Button } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { Link as RouterLink } from 'react-router'
import { useSchemaForm } from '../../lib/forms/use-schema-form.ts'
import {
  createCompanySchema,
  createCompanyServerPaths,
  emptyCreateCompany,
  toCreateCompanyBody,
} from './create-company-form.ts'

export interface CreateCompanyScreenProps {
  /** Sends the company and its first employer; rejects with the server's refusal (shown on the fields). */
  onSubmit: (body: ReturnType<typeof toCreateCompanyBody>) => Promise<unknown>
}

const page = css({
  px: { base: '4', md: '8' },
  py: '8',
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
  maxWidth: '3xl',
  width: 'full',
  mx: 'auto',
})
const title = css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg' })
const muted = css({ color: 'fg.muted', textStyle: 'sm' })
const stack = css({ display: 'flex', flexDirection: 'column', gap: '6' })
const fieldset = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
  p: '4',
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'xl',
})
const legend = css({ fontWeight: 'semibold', color: 'fg', px: '1' })
const wide = css({ gridColumn: { md: '1 / -1' } })
const footer = css({ display: 'flex', gap: '3', justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap' })

/** `/create-company`: a company and its first employer, who gets a mail to choose a password and join. */
export function CreateCompanyScreen({ onSubmit }: CreateCompanyScreenProps) {
  const form = useSchemaForm({
    schema: createCompanySchema,
    defaultValues: emptyCreateCompany,
    onSubmit: (data) => onSubmit(toCreateCompanyBody(data)),
    serverPaths: createCompanyServerPaths,
  })
  return (
    <div className={page}>
      <div>
        <h1 className={title}>New company</h1>
        <p className={muted}>
          The first employer gets a mail with a link to choose their password; their account opens when they do.
        </p>
      </div>
      <form.AppForm>
        <form.Form className={stack} aria-label="New company">
          <fieldset className={fieldset}>
            <legend className={legend}>Company</legend>
            <form.AppField name="companyName">
              {(field) => <field.TextField label="Company name" autoComplete="off" required />}
            </form.AppField>
            <form.AppField name="websiteUrl">
              {(field) => (
                <field.TextField
                  label="Website URL"
                  autoComplete="off"
                  inputMode="url"
                  placeholder="example.com"
                  required
                />
              )}
            </form.AppField>
          </fieldset>
          <fieldset className={fieldset}>
            <legend className={legend}>First employer</legend>
            <form.AppField name="firstName">
              {(field) => <field.TextField label="First name" autoComplete="off" required />}
            </form.AppField>
            <form.AppField name="lastName">
              {(field) => <field.TextField label="Last name" autoComplete="off" required />}
            </form.AppField>
            <div className={wide}>
              <form.AppField name="email">
                {(field) => <field.TextField label="Work email" type="email" autoComplete="off" required />}
              </form.AppField>
            </div>
          </fieldset>
          <div className={footer}>
            <Button asChild variant="ghost">
              <RouterLink to="/companies">Cancel</RouterLink>
            </Button>
            <form.SubmitButton>Create company</form.SubmitButton>
          </div>
        </form.Form>
      </form.AppForm>
    </div>
  )
}
