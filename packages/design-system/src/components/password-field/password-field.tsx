import { FormField, splitFieldProps, type FormFieldProps } from '../field/form-field.tsx'
import { PasswordInput, type PasswordInputProps } from '../password-input/password-input.tsx'

export interface PasswordFieldProps
  extends
    Omit<PasswordInputProps, 'rootProps'>,
    Omit<FormFieldProps, 'children' | 'disabled' | 'readOnly' | 'required'> {}

/**
 * Label + password input with its show/hide toggle + description and error. `autoComplete="new-password"` on
 * sign-up and change-password forms lets password managers offer a new password.
 */
export function PasswordField(props: PasswordFieldProps) {
  const [frame, control] = splitFieldProps(props)
  return (
    <FormField {...frame}>
      <PasswordInput {...control} />
    </FormField>
  )
}
