import { FormField, type FormFieldProps } from '../field/form-field.tsx'
import { PasswordInput, type PasswordInputProps } from '../password-input/password-input.tsx'

export interface PasswordFieldProps
  extends
    Omit<PasswordInputProps, 'rootProps'>,
    Omit<FormFieldProps, 'children' | 'disabled' | 'readOnly' | 'required'> {}

/**
 * Label + password input with its show/hide toggle + description and error. `autoComplete="new-password"` on
 * sign-up and change-password forms lets password managers offer a new password.
 */
export function PasswordField({
  label,
  helperText,
  errorText,
  invalid,
  required,
  disabled,
  readOnly,
  rootProps,
  ...inputProps
}: PasswordFieldProps) {
  return (
    <FormField
      label={label}
      helperText={helperText}
      errorText={errorText}
      invalid={invalid}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      rootProps={rootProps}
    >
      <PasswordInput {...inputProps} />
    </FormField>
  )
}
