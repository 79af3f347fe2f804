export * as Field from './field.tsx'
export type {
  RootProps as FieldRootProps,
  LabelProps as FieldLabelProps,
  HelperTextProps as FieldHelperTextProps,
  ErrorTextProps as FieldErrorTextProps,
} from './field.tsx'
export { FormField, type FormFieldProps } from './form-field.tsx'
