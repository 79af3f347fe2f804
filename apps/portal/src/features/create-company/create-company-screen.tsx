import { Badge, Button } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { useState } from 'react'
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
  /** The company just created and its invited employer: the screen shows them instead of the form. @default null */
  created?: CreatedCompany | null
  /** Activates the invited employer at once (no mail needed); rejects when refused (the route toasts why). */
  onActivate?: () => Promise<unknown>
}

export interface CreatedCompany {
  companyName: string
  employer: { fullName: string; email: string; isActive: boolean }
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

const panel = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: '4',
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'xl',
})
const row = css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })

/** `/create-company`: a company and its first employer, who gets a mail to choose a password and join. */
export function CreateCompanyScreen({ onSubmit, created = null, onActivate }: CreateCompanyScreenProps) {
  return created ? <Created created={created} onActivate={onActivate} /> : <CompanyForm onSubmit={onSubmit} />
}

/** After creation: the invited employer, whom a recruiter may activate at once ("Activate now"). */
function Created({
  created,
  onActivate,
}: {
  created: CreatedCompany
  onActivate?: (() => Promise<unknown>) | undefined
}) {
  const [busy, setBusy] = useState(false)
  const { employer } = created
  async function activate() {
    setBusy(true)
    try {
      await onActivate?.()
    } catch {
      // The route has told the user (an error toast); the panel stays as it was.
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className={page}>
      <div>
        <h1 className={title}>{created.companyName} is in</h1>
        <p className={muted}>
          We emailed {employer.email} a link to choose their password and join. You can also open their account now.
        </p>
      </div>
      <section className={panel} aria-label="First employer">
        <div className={row}>
          <strong>{employer.fullName || 'No name'}</strong>
          <span className={muted}>{employer.email}</span>
          {employer.isActive ? (
            <Badge variant="subtle" colorPalette="success">
              Active
            </Badge>
          ) : (
            <Badge variant="subtle" colorPalette="warning">
              Not activated
            </Badge>
          )}
        </div>
        <p className={muted}>
          {employer.isActive
            ? 'Their account is open: they sign in once they have chosen a password with the mailed link.'
            : 'They cannot use their account yet: activate it now, or let them open it with the mailed link.'}
        </p>
        {!employer.isActive && onActivate && (
          <div className={row}>
            <Button size="sm" loading={busy} onClick={() => void activate()}>
              Activate now
            </Button>
          </div>
        )}
      </section>
      <div className={footer}>
        <Button asChild variant="outline">
          <RouterLink to="/companies">Go to companies</RouterLink>
        </Button>
      </div>
    </div>
  )
}

function CompanyForm({ onSubmit }: Pick<CreateCompanyScreenProps, 'onSubmit'>) {
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
