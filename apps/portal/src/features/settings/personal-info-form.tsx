import type { CurrentUser } from '@hireloop/api'
import { personalInfoSchema, type PersonalInfoData } from '@hireloop/flows'
import { useSchemaForm } from '../../lib/forms/use-schema-form.ts'
import { actions, row, stack } from './settings-styles.ts'

export interface PersonalInfoFormProps {
  user: Pick<CurrentUser, 'firstName' | 'lastName'>
  /** Saves the names (PUT /me); rejects with the server's refusal, whose field messages show on the fields. */
  onSubmit: (data: PersonalInfoData) => Promise<unknown>
}

/** First and last name, as the marketplace shows them to others. */
export function PersonalInfoForm({ user, onSubmit }: PersonalInfoFormProps) {
  const form = useSchemaForm({
    schema: personalInfoSchema,
    defaultValues: { firstName: user.firstName, lastName: user.lastName },
    onSubmit,
  })
  return (
    <form.AppForm>
      <form.Form className={stack} aria-label="Personal info">
        <div className={row}>
          <form.AppField name="firstName">
            {(field) => <field.TextField label="First name" autoComplete="given-name" required />}
          </form.AppField>
          <form.AppField name="lastName">
            {(field) => <field.TextField label="Last name" autoComplete="family-name" required />}
          </form.AppField>
        </div>
        <div className={actions}>
          <form.SubmitButton>Save personal info</form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  )
}
