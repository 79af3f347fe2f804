import { FormField, splitFieldProps, type FormFieldProps } from '../field/form-field.tsx'
import { Input, type InputProps } from '../input/input.tsx'

export interface TextFieldProps
  extends Omit<InputProps, 'children'>, Omit<FormFieldProps, 'children' | 'disabled' | 'readOnly' | 'required'> {}

/** Label + input + description and error in one line of JSX, for the common case. */
export function TextField(props: TextFieldProps) {
  const [frame, control] = splitFieldProps(props)
  return (
    <FormField {...frame}>
      <Input {...control} />
    </FormField>
  )
}
