export * from './form.messages.ts'
export * from './form.schemas.ts'
export * from './form.bodies.ts'
export {
  formMachine,
  formInput,
  validate,
  visibleErrors,
  fieldError,
  isSubmitting,
  serverErrorsFrom,
  FORM_ERROR_KEY,
  TECHNICAL_PROBLEM,
  type FormMachine,
  type FormSnapshot,
  type FormContext,
  type FormEvent,
  type FormInput,
  type FormValues,
  type FieldErrors,
  type SubmitInput,
  type SubmitError,
} from './form.machine.ts'
export { changePasswordFormInput, formModel } from './form.fixtures.ts'
