import type { ReactNode } from 'react'
import { CircleAlert } from 'lucide-react'
import * as Field from '../field/field.tsx'
import { Input, type InputProps } from '../input/input.tsx'

export interface TextFieldProps extends Omit<InputProps, 'children'> {
  /** The visible label. */
  label: ReactNode
  /** A hint below the input. */
  helperText?: ReactNode
  /** The error below the input; shown (and the input marked invalid) when `invalid` is true or when given. */
  errorText?: ReactNode
  /** @default Boolean(errorText) */
  invalid?: boolean
  /** Props for the field root (layout, `className`). */
  rootProps?: Field.RootProps
}

/** Label + input + helper/error text in one line of JSX, for the common case. */
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
  const isInvalid = invalid ?? Boolean(errorText)
  return (
    <Field.Root invalid={isInvalid} required={required} disabled={disabled} readOnly={readOnly} {...rootProps}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input {...inputProps} />
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
