import type { ReactNode } from 'react'
import { CircleAlert } from 'lucide-react'
import * as Field from './field.tsx'

export interface FormFieldProps {
  /** The visible label; it names the control. */
  label: ReactNode
  /** The description below the control, read with it (`aria-describedby`). */
  helperText?: ReactNode
  /** The error below the control, read after the description; shown, and the control marked invalid, when given. */
  errorText?: ReactNode
  /** @default Boolean(errorText) */
  invalid?: boolean
  /** Marks the control `required` and shows the `*` after the label. @default false */
  required?: boolean
  /** @default false */
  disabled?: boolean
  /** @default false */
  readOnly?: boolean
  /** Props for the field root (layout, `className`). */
  rootProps?: Field.RootProps
  /** One control of the design system (`Input`, `PasswordInput`, `Textarea`...): it takes the field's ids and states. */
  children: ReactNode
}

/**
 * The frame every labelled control shares: label with the required mark, the control, its description and its error,
 * wired through the field's context (ids, `aria-describedby`, `aria-invalid`, `required`).
 */
export function FormField({
  label,
  helperText,
  errorText,
  invalid,
  required,
  disabled,
  readOnly,
  rootProps,
  children,
}: FormFieldProps) {
  return (
    <Field.Root
      invalid={invalid ?? Boolean(errorText)}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      {...rootProps}
    >
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
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

type FrameProps = Omit<FormFieldProps, 'children'>

/**
 * Splits a `*Field` component's props into the frame's and the control's, so `TextField`, `PasswordField` and the
 * next ones are `<FormField {...frame}><Control {...control} /></FormField>`.
 */
export function splitFieldProps<P extends FrameProps>(props: P): [FrameProps, Omit<P, keyof FrameProps>] {
  const { label, helperText, errorText, invalid, required, disabled, readOnly, rootProps, ...control } = props
  return [{ label, helperText, errorText, invalid, required, disabled, readOnly, rootProps }, control]
}
