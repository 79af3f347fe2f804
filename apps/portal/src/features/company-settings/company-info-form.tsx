import { Alert } from './company-settings-alert.tsx'
import { Button, FormField, Textarea } from '@hireloop/design-system'
import {
  COMPANY_DESCRIPTION_MAX,
  companyInfoSchema,
  companyInfoServerPaths,
  companySizes,
  companyTypes,
  type CompanyInfoData,
  type CompanyInfoValues,
} from '@hireloop/flows'
import { css } from '@hireloop/styled-system/css'
import { useStore } from '@tanstack/react-form'
import { RotateCcw } from 'lucide-react'
import { countryName, type Place, type ReferenceLookups } from '../../lib/data/reference-lookups.ts'
import { ChoiceField, LookupField, type Choice } from '../../lib/forms/lookup-controls.tsx'
import { visibleError } from '../../lib/forms/schema-form.ts'
import { useSchemaForm } from '../../lib/forms/use-schema-form.ts'
import { actions, row, stack } from './company-settings-styles.ts'

const TYPE_LABELS: Record<(typeof companyTypes)[number], string> = {
  startup: 'Startup',
  scaleup: 'Scale-up',
  enterprise: 'Enterprise',
  agency: 'Agency',
}
const TYPE_CHOICES: Choice[] = companyTypes.map((type) => ({ value: type, label: TYPE_LABELS[type] }))
const SIZE_CHOICES: Choice[] = companySizes.map((size) => ({ value: size, label: `${size} people` }))
const grid3 = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' } })

interface TextAreaFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  helperText?: string
  errorText?: string
}

function TextAreaField({ label, value, onChange, onBlur, helperText, errorText }: TextAreaFieldProps) {
  return (
    <FormField label={label} helperText={helperText} errorText={errorText}>
      <Textarea value={value} rows={6} onChange={(event) => onChange(event.target.value)} onBlur={onBlur} />
    </FormField>
  )
}

export interface CompanyInfoFormProps {
  values: CompanyInfoValues
  lookups: Pick<ReferenceLookups, 'countries' | 'states' | 'cities'>
  /** Saves (PUT /company/{id} with the ETag of the last read); rejects with the server's refusal. */
  onSubmit: (data: CompanyInfoData) => Promise<unknown>
  /** Someone else changed the company since it was read (412): say so and offer to reload. */
  stale: boolean
  onReload: () => void
}

/** Name, website, type, size, headquarters and description, as talents read them on every vacancy. */
export function CompanyInfoForm({ values, lookups, onSubmit, stale, onReload }: CompanyInfoFormProps) {
  const form = useSchemaForm({
    schema: companyInfoSchema,
    defaultValues: values,
    serverPaths: companyInfoServerPaths,
    onSubmit,
  })
  const submitted = useStore(form.store, (state) => state.submissionAttempts > 0)
  return (
    <form.AppForm>
      <form.Form className={stack} aria-label="Company information">
        <div className={row}>
          <form.AppField name="name">
            {(field) => <field.TextField label="Company name" autoComplete="organization" required />}
          </form.AppField>
          <form.AppField name="websiteUrl">
            {(field) => <field.TextField label="Website" type="url" autoComplete="url" required />}
          </form.AppField>
        </div>
        <div className={row}>
          <form.AppField name="type">
            {(field) => (
              <ChoiceField
                label="Company type"
                choices={TYPE_CHOICES}
                value={field.state.value}
                onChange={(value) => field.handleChange(value as CompanyInfoValues['type'])}
                errorText={visibleError(field.state.meta, submitted)}
              />
            )}
          </form.AppField>
          <form.AppField name="size">
            {(field) => (
              <ChoiceField
                label="Company size"
                choices={SIZE_CHOICES}
                value={field.state.value}
                onChange={(value) => field.handleChange(value as CompanyInfoValues['size'])}
                errorText={visibleError(field.state.meta, submitted)}
              />
            )}
          </form.AppField>
        </div>
        <fieldset className={stack}>
          <legend className={css({ fontWeight: 'medium', mb: '1' })}>Headquarters</legend>
          <form.AppField name="location">
            {(field) => {
              const location = field.state.value
              return (
                <div className={grid3}>
                  <LookupField<Place>
                    label="Country"
                    text={countryName(location.country)}
                    load={lookups.countries}
                    itemToString={(p) => p.name}
                    itemToValue={(p) => p.code}
                    onSelect={(p) => field.handleChange({ country: p?.code ?? '', state: '', city: '' })}
                    errorText={visibleError(field.state.meta, submitted)}
                  />
                  <LookupField<Place>
                    label="State or region"
                    text={location.state}
                    disabled={!location.country}
                    load={(q, signal) => lookups.states(location.country, q, signal)}
                    itemToString={(p) => p.name}
                    itemToValue={(p) => p.code}
                    onSelect={(p) => field.handleChange({ ...location, state: p?.name ?? '' })}
                  />
                  <LookupField<Place>
                    label="City"
                    text={location.city}
                    disabled={!location.country}
                    load={(q, signal) => lookups.cities(location.country, q, signal)}
                    itemToString={(p) => p.name}
                    itemToValue={(p) => p.code}
                    onSelect={(p) => field.handleChange({ ...location, city: p?.name ?? '' })}
                  />
                </div>
              )
            }}
          </form.AppField>
        </fieldset>
        <form.AppField name="description">
          {(field) => (
            <TextAreaField
              label="About the company"
              helperText={`What you do and how you work, in plain text (at most ${COMPANY_DESCRIPTION_MAX} characters).`}
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
              errorText={visibleError(field.state.meta, submitted)}
            />
          )}
        </form.AppField>
        {stale && (
          <Alert>
            Someone else changed the company information after you opened this page, so yours was not saved. Reload it
            to see their change, then make yours again.
            <Button variant="outline" size="sm" onClick={onReload}>
              <RotateCcw aria-hidden="true" />
              Reload company information
            </Button>
          </Alert>
        )}
        <div className={actions}>
          <form.SubmitButton>Save company information</form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  )
}
