import { FormField, type FormFieldProps } from '../field/form-field.tsx'
import { Input, type InputProps } from '../input/input.tsx'

export interface TextFieldProps
  extends Omit<InputProps, 'children'>, Omit<FormFieldProps, 'children' | 'disabled' | 'readOnly' | 'required'> {}

/** Label + input + description and error in one line of JSX, for the common case. */
export function TextField({
  label,
  helperText,
  errorText,
  invalid,
  required,
  disabled,
  readOnly,
  rootProps,
  ...inputProps
}: TextFieldProps) {
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
      <Input {...inputProps} />
    </FormField>
  )
}
