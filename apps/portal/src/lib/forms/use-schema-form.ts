import { createFormHook } from '@tanstack/react-form'
import { BoundPasswordField, BoundTextField } from './bound-fields.tsx'
import { fieldContext, formContext } from './form-context.ts'
import { Form, SubmitButton } from './form-parts.tsx'
import { schemaFormOptions, type SchemaFormOptions } from './schema-form.ts'

const { useAppForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField: BoundTextField, PasswordField: BoundPasswordField },
  formComponents: { Form, SubmitButton },
})

/**
 * A form over a zod schema of packages/flows (ADR 0053). Render it with `form.AppForm` > `form.Form`, a
 * `form.AppField name="…"` per value (names are typed: `employer.email`, `experience[0].title`) holding
 * `field.TextField` or `field.PasswordField`, and `form.SubmitButton`.
 */
export function useSchemaForm<TValues, TData>(options: SchemaFormOptions<TValues, TData>) {
  return useAppForm(schemaFormOptions(options))
}
