import { Button, Checkbox } from '@hireloop/design-system'
import { colleagueSchema } from '@hireloop/flows'
import { RECRUITER_LEVEL_LABELS, RECRUITER_LEVELS, type RecruiterLevel } from '@hireloop/flows/rules'
import { css } from '@hireloop/styled-system/css'
import { Link as RouterLink } from 'react-router'
import { z } from 'zod'
import { ChoiceField } from '../../lib/forms/lookup-controls.tsx'
import { visibleError } from '../../lib/forms/schema-form.ts'
import { useSchemaForm } from '../../lib/forms/use-schema-form.ts'

/** A colleague's name and email (the rules of an invited employer) with their level and admin flag. */
export const recruiterSchema = colleagueSchema.extend({
  level: z.enum(RECRUITER_LEVELS, { message: 'Choose a level.' }),
  isAdmin: z.boolean(),
})
export type RecruiterValues = z.input<typeof recruiterSchema>
export type RecruiterData = z.output<typeof recruiterSchema>

const emptyRecruiter = { firstName: '', lastName: '', email: '', level: 'recruiter', isAdmin: false } as const

export interface CreateRecruiterScreenProps {
  /** POST /recruiter; rejects with the server's refusal (a taken email shows on the field). */
  onSubmit: (data: RecruiterData) => Promise<unknown>
}

const page = css({
  px: { base: '4', md: '8' },
  py: '8',
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
  maxWidth: '2xl',
  width: 'full',
  mx: 'auto',
})
const title = css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg' })
const muted = css({ color: 'fg.muted', textStyle: 'sm' })
const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const row = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })
const footer = css({ display: 'flex', gap: '3', justifyContent: 'flex-end', flexWrap: 'wrap' })

const LEVEL_CHOICES = RECRUITER_LEVELS.map((value) => ({ value, label: RECRUITER_LEVEL_LABELS[value] }))

/** `/create-recruiter` for admins: a colleague's account; they get an email to choose their password. */
export function CreateRecruiterScreen({ onSubmit }: CreateRecruiterScreenProps) {
  const form = useSchemaForm({ schema: recruiterSchema, defaultValues: emptyRecruiter as RecruiterValues, onSubmit })
  return (
    <div className={page}>
      <div>
        <h1 className={title}>Add recruiter</h1>
        <p className={muted}>
          We email them a link to choose their password. Their level decides what they may do in the back office.
        </p>
      </div>
      <form.AppForm>
        <form.Form className={stack} aria-label="Add recruiter">
          <div className={row}>
            <form.AppField name="firstName">
              {(field) => <field.TextField label="First name" autoComplete="off" required />}
            </form.AppField>
            <form.AppField name="lastName">
              {(field) => <field.TextField label="Last name" autoComplete="off" required />}
            </form.AppField>
          </div>
          <form.AppField name="email">
            {(field) => <field.TextField label="Work email" type="email" autoComplete="off" required />}
          </form.AppField>
          <form.AppField name="level">
            {(field) => (
              <ChoiceField
                label="Level"
                choices={LEVEL_CHOICES}
                value={field.state.value}
                onChange={(value) => field.handleChange(value as RecruiterLevel)}
                errorText={visibleError(field.state.meta, form.state.submissionAttempts > 0)}
              />
            )}
          </form.AppField>
          <form.AppField name="isAdmin">
            {(field) => (
              <Checkbox.Root
                checked={field.state.value}
                onCheckedChange={(details) => field.handleChange(details.checked === true)}
              >
                <Checkbox.Control />
                <Checkbox.Label>Admin: also manages invites, access rules and recruiters</Checkbox.Label>
              </Checkbox.Root>
            )}
          </form.AppField>
          <div className={footer}>
            <Button variant="outline" asChild>
              <RouterLink to="/recruiter">Cancel</RouterLink>
            </Button>
            <form.SubmitButton>Add recruiter</form.SubmitButton>
          </div>
        </form.Form>
      </form.AppForm>
    </div>
  )
}
