import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import type { z } from 'zod'
import { errorMessage } from '../session/session.errors.ts'

export type FormValues = Record<string, unknown>
/** Field name -> first message. Form-level issues (no path) use the key `FORM_ERROR_KEY`. */
export type FieldErrors = Record<string, string>
export const FORM_ERROR_KEY = '_form'
/** Spec 8: the fallback when a failed response carries no message. */
export const TECHNICAL_PROBLEM = 'Technical problem'

export interface FormInput {
  /** Validation rules and messages (spec 5). Any zod schema whose input is an object of fields. */
  schema: z.ZodType
  initialValues: FormValues
  /** Maps the parsed values to the request body (drops the confirmation field). Default: the parsed values. */
  toBody?: (data: never) => unknown
}

export interface FormContext {
  schema: z.ZodType
  toBody: (data: unknown) => unknown
  initialValues: FormValues
  values: FormValues
  /** Fields the user has left at least once (BLUR), in order; every field after a SUBMIT. */
  touched: string[]
  /** Some value differs from its initial value. */
  dirty: boolean
  /** Current validation errors of every field, shown through `visibleErrors` (after touch or submit). */
  errors: FieldErrors
  /** Field errors answered by the server for the last submit; a field's one goes away when it changes. */
  serverFieldErrors: FieldErrors
  /** The server's human message for the last failed submit (toast it). */
  serverError: string | null
  submitCount: number
  /** What the submit actor resolved. */
  result: unknown
}

export type FormEvent =
  | { type: 'CHANGE'; field: string; value: unknown }
  | { type: 'BLUR'; field: string }
  | { type: 'SUBMIT' }
  | { type: 'RESET' }

export interface SubmitInput {
  /** The mapped request body (`toBody(parsed values)`). */
  body: unknown
  /** The raw form values. */
  values: FormValues
}

/** What a failed submit rejects with: an ApiError-like object. `fieldErrors` keys may be snake_case. */
export interface SubmitError {
  message?: string
  status?: number
  fieldErrors?: Record<string, string | string[]>
}

export function validate(schema: z.ZodType, values: FormValues): FieldErrors {
  const result = schema.safeParse(values)
  if (result.success) return {}
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : FORM_ERROR_KEY
    errors[key] ??= issue.message
  }
  return errors
}

const camelCase = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())

/** Reads `{ message, fieldErrors }` from a rejected submit; keeps only field errors that name a form field. */
export function serverErrorsFrom(
  error: unknown,
  fields: readonly string[],
): { message: string; fieldErrors: FieldErrors } {
  const fieldErrors: FieldErrors = {}
  const raw =
    error && typeof error === 'object' && 'fieldErrors' in error ? (error as SubmitError).fieldErrors : undefined
  for (const [path, messages] of Object.entries(raw ?? {})) {
    const key = camelCase(path.split('.').at(-1) ?? path)
    const text = Array.isArray(messages) ? messages.join(' ') : String(messages)
    if (fields.includes(key) && text) fieldErrors[key] ??= text
  }
  return { message: errorMessage(error) ?? TECHNICAL_PROBLEM, fieldErrors }
}

function isDirty(values: FormValues, initial: FormValues): boolean {
  const keys = new Set([...Object.keys(values), ...Object.keys(initial)])
  for (const key of keys) if (JSON.stringify(values[key]) !== JSON.stringify(initial[key])) return true
  return false
}

function freshState(context: Pick<FormContext, 'schema' | 'initialValues'>) {
  return {
    values: { ...context.initialValues },
    touched: [],
    dirty: false,
    errors: validate(context.schema, context.initialValues),
    serverFieldErrors: {},
    serverError: null,
    submitCount: 0,
    result: undefined,
  } satisfies Partial<FormContext>
}

export const formMachine = setup({
  types: {
    context: {} as FormContext,
    events: {} as FormEvent,
    input: {} as FormInput,
    tags: {} as 'busy',
  },
  actors: {
    /** Sends the body (POST /register/talent, PUT /me/password ...). Rejects with a `SubmitError`. */
    submit: fromPromise<unknown, SubmitInput>(async () => {
      throw new Error('formMachine: provide the "submit" actor with .provide({ actors })')
    }),
  },
  guards: {
    isValid: ({ context }) => Object.keys(context.errors).length === 0,
  },
  actions: {
    change: assign(({ context }, params: { field: string; value: unknown }) => {
      const values = { ...context.values, [params.field]: params.value }
      const { [params.field]: _cleared, ...serverFieldErrors } = context.serverFieldErrors
      return {
        values,
        dirty: isDirty(values, context.initialValues),
        errors: validate(context.schema, values),
        serverFieldErrors,
      }
    }),
    touch: assign(({ context }, params: { field: string }) =>
      context.touched.includes(params.field) ? {} : { touched: [...context.touched, params.field] },
    ),
    countSubmit: assign(({ context }) => ({
      submitCount: context.submitCount + 1,
      touched: [...new Set([...context.touched, ...Object.keys(context.values)])],
      serverError: null,
      serverFieldErrors: {},
    })),
    storeResult: assign((_, params: { result: unknown }) => ({ result: params.result })),
    storeServerErrors: assign(({ context }, params: { error: unknown }) => {
      const { message, fieldErrors } = serverErrorsFrom(params.error, Object.keys(context.values))
      return { serverError: message, serverFieldErrors: fieldErrors }
    }),
    reset: assign(({ context }) => freshState(context)),
  },
}).createMachine({
  id: 'form',
  description: 'Form states of spec 4: submitting, submitted, dirty, touched.',
  context: ({ input }) => {
    const base = {
      schema: input.schema,
      toBody: (input.toBody ?? ((data: unknown) => data)) as (data: unknown) => unknown,
      initialValues: input.initialValues,
    }
    return { ...base, ...freshState(base) }
  },
  initial: 'editing',
  on: {
    RESET: { target: '.editing', actions: 'reset' },
  },
  states: {
    editing: {
      on: {
        CHANGE: { actions: { type: 'change', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        BLUR: { actions: { type: 'touch', params: ({ event }) => ({ field: event.field }) } },
        SUBMIT: [
          { guard: 'isValid', target: 'submitting', actions: 'countSubmit' },
          // Invalid: count the attempt so every error shows, stay editing.
          { actions: 'countSubmit' },
        ],
      },
    },
    submitting: {
      tags: 'busy',
      // No SUBMIT or CHANGE here: a second click while the request runs is ignored.
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => {
          const parsed = context.schema.safeParse(context.values)
          const data = parsed.success ? parsed.data : context.values
          return { body: context.toBody(data), values: context.values }
        },
        onDone: {
          target: 'submitted',
          actions: { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'storeServerErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    submitted: {
      on: {
        // Editing again (settings forms stay on screen after success).
        CHANGE: {
          target: 'editing',
          actions: { type: 'change', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        BLUR: { actions: { type: 'touch', params: ({ event }) => ({ field: event.field }) } },
      },
    },
  },
})

export type FormMachine = typeof formMachine
export type FormSnapshot = SnapshotFrom<FormMachine>

/** Builds a typed input: values must match the schema's input, `toBody` takes its output. */
export function formInput<S extends z.ZodType<unknown, FormValues>>(
  schema: S,
  initialValues: z.input<S>,
  toBody?: (data: z.output<S>) => unknown,
): FormInput {
  return { schema, initialValues, ...(toBody ? { toBody: toBody as (data: never) => unknown } : {}) }
}

/** The errors to show now: a field's error once it is touched or the form was submitted; server errors first. */
export function visibleErrors(context: FormContext): FieldErrors {
  const shown: FieldErrors = {}
  const submitted = context.submitCount > 0
  for (const [field, message] of Object.entries(context.errors)) {
    if (submitted || context.touched.includes(field)) shown[field] = message
  }
  return { ...shown, ...context.serverFieldErrors }
}

export function fieldError(context: FormContext, field: string): string | undefined {
  return visibleErrors(context)[field]
}

export function isSubmitting(snapshot: FormSnapshot): boolean {
  return snapshot.hasTag('busy')
}
