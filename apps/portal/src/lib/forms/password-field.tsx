import { Field, PasswordInput, type PasswordInputProps } from '@hireloop/design-system'
import { CircleAlert } from 'lucide-react'
import type { ReactNode } from 'react'

interface PasswordFieldProps extends PasswordInputProps {
  label: ReactNode
  errorText?: ReactNode
  helperText?: ReactNode
  invalid?: boolean
}

/** Label + password input with its show/hide toggle + error, like the design system's TextField. */
export function PasswordField({ label, errorText, helperText, invalid, required, ...inputProps }: PasswordFieldProps) {
  return (
    <Field.Root invalid={invalid ?? Boolean(errorText)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <PasswordInput {...inputProps} />
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      {errorText && (
        <Field.ErrorText>
          <CircleAlert aria-hidden="true" />
          {errorText}
        </Field.ErrorText>
      )}
    </Field.Root>
  )
}
