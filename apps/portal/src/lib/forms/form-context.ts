import { createFormHookContexts } from '@tanstack/react-form'

/** The contexts through which the bound fields and form parts reach their field and form. */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()
