import { PasswordField, TextField, type PasswordFieldProps, type TextFieldProps } from '@hireloop/design-system'
import { useStore } from '@tanstack/react-form'
import type { ChangeEvent, FocusEvent } from 'react'
import { useFieldContext } from './form-context.ts'
import { visibleError } from './schema-form.ts'

/** What the form owns: a bound field takes every other prop of its design-system field. */
type Bound = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorText' | 'invalid'

function useBinding() {
  const field = useFieldContext<string>()
  const value = useStore(field.store, (state) => state.value)
  const meta = useStore(field.store, (state) => state.meta)
  const submitted = useStore(field.form.store, (state) => state.submissionAttempts > 0)
  return {
    name: field.name,
    value,
    errorText: visibleError(meta, submitted),
    onChange: (event: ChangeEvent<HTMLInputElement>) => field.handleChange(event.target.value),
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      // Leaving the field for the submit button: the submit shows every error at once. Showing this one now would
      // shift the button away from under the pointer between mousedown and click, and lose the click.
      if (isSubmitButtonOf(event.relatedTarget, event.currentTarget.form)) return
      field.handleBlur()
    },
  }
}

function isSubmitButtonOf(target: EventTarget | null, form: HTMLFormElement | null): boolean {
  return target instanceof HTMLButtonElement && target.type === 'submit' && form !== null && target.form === form
}

/** The design system's TextField bound to the field of `form.AppField`. */
export function BoundTextField(props: Omit<TextFieldProps, Bound>) {
  return <TextField {...props} {...useBinding()} />
}

/** The design system's PasswordField bound to the field of `form.AppField`. */
export function BoundPasswordField(props: Omit<PasswordFieldProps, Bound>) {
  return <PasswordField {...props} {...useBinding()} />
}
