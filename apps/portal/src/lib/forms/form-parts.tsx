import { Button, type ButtonProps } from '@hireloop/design-system'
import { useStore } from '@tanstack/react-form'
import type { ComponentProps } from 'react'
import { useFormContext } from './form-context.ts'
import { submitForm } from './schema-form.ts'

/** The `<form>` of `form.AppForm`: the browser's own validation stays off, the schema's messages show instead. */
export function Form(props: Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'>) {
  const form = useFormContext()
  return (
    <form
      {...props}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submitForm(form)
      }}
    />
  )
}

/** The form's submit button: busy, and deaf to clicks and Enter, while the form is being sent (docs/product.md §4). */
export function SubmitButton(props: Omit<ButtonProps, 'type' | 'loading'>) {
  const form = useFormContext()
  const submitting = useStore(form.store, (state) => state.isSubmitting)
  return <Button {...props} type="submit" loading={submitting} />
}
