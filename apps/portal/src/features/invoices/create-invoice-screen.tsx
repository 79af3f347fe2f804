import { Button, IconButton } from '@hireloop/design-system'
import {
  emptyInvoiceForm,
  emptyInvoiceLine,
  INVOICE_CURRENCIES,
  invoiceFormSchema,
  invoiceFormServerPaths,
  invoiceTotalsOfValues,
  type InvoiceFormData,
} from '@hireloop/flows/invoice'
import { css } from '@hireloop/styled-system/css'
import { useStore } from '@tanstack/react-form'
import { Plus, Trash2 } from 'lucide-react'
import { useId } from 'react'
import { ChoiceField, ErrorLine } from '../../lib/forms/lookup-controls.tsx'
import { visibleError } from '../../lib/forms/schema-form.ts'
import { useSchemaForm } from '../../lib/forms/use-schema-form.ts'
import { formatMoney } from '../../lib/invoices/invoice-format.ts'
import { AppLink } from '../../lib/ui/app-link.tsx'

export interface CreateInvoiceScreenProps {
  companyId: string
  companyName: string
  /** The company's invoice currency from its billing info. @default EUR */
  currency?: string
  /** Sends the draft (POST /company/{id}/invoice); rejects with the server's refusal after telling the user. */
  onSubmit: (data: InvoiceFormData) => Promise<unknown>
}

const CURRENCY_CHOICES = INVOICE_CURRENCIES.map((code) => ({ value: code, label: code }))

const page = css({
  px: { base: '4', md: '8' },
  py: '8',
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
  maxWidth: '4xl',
  width: 'full',
  mx: 'auto',
})
const stack = css({ display: 'flex', flexDirection: 'column', gap: '5' })
const title = css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg' })
const muted = css({ color: 'fg.muted', textStyle: 'sm' })
const row = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: 'repeat(3, 1fr)' } })
const fieldset = css({ display: 'flex', flexDirection: 'column', gap: '4', border: 'none', p: '0', m: '0' })
const legend = css({ fontWeight: 'semibold', color: 'fg', mb: '2' })
const line = css({
  display: 'grid',
  gap: '3',
  alignItems: 'start',
  gridTemplateColumns: { base: '1fr', md: '3fr 1fr 1.5fr auto' },
  borderBottomWidth: 'thin',
  borderBottomStyle: 'solid',
  borderColor: 'border',
  pb: '4',
})
const removeSlot = css({ pt: { base: '0', md: '6' } })
const totals = css({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  gap: '2',
  justifyContent: 'end',
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  '& dt': { color: 'fg.muted' },
})
const grandTotal = css({ fontWeight: 'bold', color: 'fg' })
const actions = css({ display: 'flex', gap: '3', justifyContent: 'flex-end', flexWrap: 'wrap', alignItems: 'center' })

/**
 * `/company/{id}/create-invoice` (issue 15): a recruiter writes an invoice as a draft: lines (description, quantity,
 * unit price in major units, sent in minor units), currency, VAT rate and due date, with the totals as they type.
 */
export function CreateInvoiceScreen({ companyId, companyName, currency = 'EUR', onSubmit }: CreateInvoiceScreenProps) {
  const form = useSchemaForm({
    schema: invoiceFormSchema,
    defaultValues: emptyInvoiceForm(currency),
    onSubmit,
    serverPaths: invoiceFormServerPaths,
  })
  const values = useStore(form.store, (state) => state.values)
  const submitted = useStore(form.store, (state) => state.submissionAttempts > 0)
  const linesMeta = useStore(form.store, (state) => state.fieldMeta.lines)
  const linesError = linesMeta && visibleError(linesMeta, submitted)
  const linesErrorId = useId()
  const sum = invoiceTotalsOfValues(values)
  const money = (minor: number) => formatMoney(minor, values.currency || 'EUR')
  const invoicesHref = `/company/${encodeURIComponent(companyId)}/invoices`

  return (
    <div className={page}>
      <div>
        <h1 className={title}>New invoice</h1>
        <p className={muted}>
          To {companyName}. It is saved as a draft with the next number; you send it from the invoices list.
        </p>
      </div>
      <form.AppForm>
        <form.Form className={stack} aria-label="New invoice">
          <div className={row}>
            <form.AppField name="currency">
              {(field) => (
                <ChoiceField
                  label="Currency"
                  choices={CURRENCY_CHOICES}
                  value={field.state.value}
                  onChange={(value) => field.handleChange(value as typeof field.state.value)}
                  errorText={visibleError(field.state.meta, submitted)}
                />
              )}
            </form.AppField>
            <form.AppField name="taxPercent">
              {(field) => (
                <field.TextField
                  label="VAT (%)"
                  inputMode="numeric"
                  helperText="0 for reverse charge or outside the EU."
                />
              )}
            </form.AppField>
            <form.AppField name="dueDate">
              {(field) => <field.TextField label="Due date" type="date" required />}
            </form.AppField>
          </div>
          <form.AppField name="lines" mode="array">
            {(field) => (
              <fieldset className={fieldset} aria-describedby={linesError ? linesErrorId : undefined}>
                <legend className={legend}>Lines</legend>
                {field.state.value.map((_, index) => (
                  <div key={index} className={line} role="group" aria-label={`Line ${index + 1}`}>
                    <form.AppField name={`lines[${index}].description`}>
                      {(sub) => <sub.TextField label="Description" required autoComplete="off" />}
                    </form.AppField>
                    <form.AppField name={`lines[${index}].quantity`}>
                      {(sub) => <sub.TextField label="Quantity" inputMode="numeric" required />}
                    </form.AppField>
                    <form.AppField name={`lines[${index}].unitAmount`}>
                      {(sub) => (
                        <sub.TextField
                          label={`Unit price (${values.currency || 'EUR'})`}
                          inputMode="decimal"
                          placeholder="1500.00"
                          required
                        />
                      )}
                    </form.AppField>
                    <div className={removeSlot}>
                      <IconButton
                        variant="ghost"
                        aria-label={`Remove line ${index + 1}`}
                        disabled={field.state.value.length === 1}
                        onClick={() => field.removeValue(index)}
                      >
                        <Trash2 aria-hidden="true" />
                      </IconButton>
                    </div>
                  </div>
                ))}
                <ErrorLine id={linesErrorId} text={linesError} />
                <div>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => field.pushValue({ ...emptyInvoiceLine })}
                  >
                    <Plus aria-hidden="true" />
                    Add line
                  </Button>
                </div>
              </fieldset>
            )}
          </form.AppField>
          <div role="group" aria-label="Totals" aria-live="polite">
            <dl className={totals}>
              <dt>Subtotal</dt>
              <dd>{money(sum.subtotal)}</dd>
              <dt>VAT</dt>
              <dd>{money(sum.tax)}</dd>
              <dt className={grandTotal}>Total</dt>
              <dd className={grandTotal}>{money(sum.total)}</dd>
            </dl>
          </div>
          <div className={actions}>
            <AppLink to={invoicesHref}>Cancel</AppLink>
            <form.SubmitButton>Create draft invoice</form.SubmitButton>
          </div>
        </form.Form>
      </form.AppForm>
    </div>
  )
}
