import {
  billingInfoSchema,
  billingInfoServerPaths,
  taxIdHint,
  type BillingInfoData,
  type BillingInfoValues,
} from '@hireloop/flows'
import { useStore } from '@tanstack/react-form'
import { countryName, type Place, type ReferenceLookups } from '../../lib/data/reference-lookups.ts'
import { ChoiceField, LookupField, type Choice } from '../../lib/forms/lookup-controls.tsx'
import { visibleError } from '../../lib/forms/schema-form.ts'
import { useSchemaForm } from '../../lib/forms/use-schema-form.ts'
import { actions, row, stack } from './company-settings-styles.ts'

const CURRENCY_CHOICES: Choice[] = ['EUR', 'USD', 'GBP', 'CHF', 'NOK', 'SEK', 'DKK', 'PLN', 'CZK'].map((code) => ({
  value: code,
  label: code,
}))

export interface BillingInfoFormProps {
  values: BillingInfoValues
  /** No billing info yet: the form creates it (POST), otherwise replaces it (PUT). */
  exists: boolean
  lookups: Pick<ReferenceLookups, 'countries'>
  onSubmit: (data: BillingInfoData) => Promise<unknown>
}

/** Where and how the company's invoices go: legal name, billing email, address, currency and tax id. */
export function BillingInfoForm({ values, exists, lookups, onSubmit }: BillingInfoFormProps) {
  const form = useSchemaForm({
    schema: billingInfoSchema,
    defaultValues: values,
    serverPaths: billingInfoServerPaths,
    onSubmit,
  })
  const submitted = useStore(form.store, (state) => state.submissionAttempts > 0)
  const country = useStore(form.store, (state) => state.values.country)
  return (
    <form.AppForm>
      <form.Form className={stack} aria-label="Billing information">
        <div className={row}>
          <form.AppField name="legalName">
            {(field) => <field.TextField label="Legal name" autoComplete="organization" required />}
          </form.AppField>
          <form.AppField name="email">
            {(field) => <field.TextField label="Billing email" type="email" autoComplete="email" required />}
          </form.AppField>
        </div>
        <form.AppField name="street">
          {(field) => <field.TextField label="Street and number" autoComplete="street-address" required />}
        </form.AppField>
        <div className={row}>
          <form.AppField name="postalCode">
            {(field) => <field.TextField label="Postal code" autoComplete="postal-code" required />}
          </form.AppField>
          <form.AppField name="city">
            {(field) => <field.TextField label="City" autoComplete="address-level2" required />}
          </form.AppField>
        </div>
        <div className={row}>
          <form.AppField name="state">
            {(field) => <field.TextField label="State or region" autoComplete="address-level1" />}
          </form.AppField>
          <form.AppField name="country">
            {(field) => (
              <LookupField<Place>
                label="Country"
                text={countryName(field.state.value)}
                load={lookups.countries}
                itemToString={(p) => p.name}
                itemToValue={(p) => p.code}
                onSelect={(p) => field.handleChange(p?.code ?? '')}
                errorText={visibleError(field.state.meta, submitted)}
              />
            )}
          </form.AppField>
        </div>
        <div className={row}>
          <form.AppField name="currency">
            {(field) => (
              <ChoiceField
                label="Invoice currency"
                choices={CURRENCY_CHOICES}
                value={field.state.value}
                onChange={field.handleChange}
                errorText={visibleError(field.state.meta, submitted)}
              />
            )}
          </form.AppField>
          <form.AppField name="taxId">
            {(field) => <field.TextField label="Tax id" helperText={taxIdHint(country)} autoComplete="off" />}
          </form.AppField>
        </div>
        <div className={actions}>
          <form.SubmitButton>{exists ? 'Save billing information' : 'Add billing information'}</form.SubmitButton>
        </div>
      </form.Form>
    </form.AppForm>
  )
}
