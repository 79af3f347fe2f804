import { isApiError } from '@hireloop/api'
import {
  formOptions,
  type AnyFieldLikeMetaBase,
  type AnyFieldMeta,
  type DeepKeys,
  type FieldInfo,
} from '@tanstack/react-form'
import type { z } from 'zod'

export interface SchemaFormOptions<TValues, TData> {
  /**
   * The rules and messages of the form (a schema of packages/flows): checked on every change, a field's first message
   * shown once the field was left or the form submitted. Its output (trimmed values) is what `onSubmit` receives.
   */
  schema: z.ZodType<TData, TValues>
  defaultValues: TValues
  /**
   * Sends the parsed data. To fail, reject after telling the user (routes toast the error, docs/product.md §8): the messages of
   * an `ApiError` for fields of this form then show on those fields, until each field changes.
   */
  onSubmit: (data: TData) => Promise<unknown>
  /** Body path of a server message -> the field that holds it, when the body renames or nests the form's values. */
  serverPaths?: Readonly<Record<string, DeepKeys<TValues>>>
}

/** TanStack Form options for a zod schema of packages/flows: validation, server field errors, parsed submit. */
export function schemaFormOptions<TValues, TData>({
  schema,
  defaultValues,
  onSubmit,
  serverPaths = {},
}: SchemaFormOptions<TValues, TData>) {
  return formOptions({
    defaultValues,
    validators: { onChange: schema },
    listeners: { onChange: ({ fieldApi }) => clearStaleErrors(fieldApi) },
    onSubmit: async ({ value, formApi }) => {
      try {
        await onSubmit(schema.parse(value))
      } catch (error) {
        showServerErrors(formApi, error, serverPaths)
        // Rethrown so that TanStack Form does not count the submit as successful; `submitForm` ends it there.
        throw error
      }
    },
  })
}

/**
 * A check that needs a round trip (is this address still free?), for one field: `validators={fieldCheck(isFree)}` on
 * its `form.AppField`. It runs when the field is left and before the form is sent, not while the rules refuse the
 * value; its answer sits apart from the rules' (TanStack's blur slot) and goes when the value changes. A check that
 * cannot run (offline) blocks nothing: the server checks again. `signal` aborts a check the user has overtaken.
 */
export function fieldCheck<TValue>(check: (value: TValue, signal: AbortSignal) => Promise<string | undefined>) {
  return {
    onBlurAsync: async ({
      value,
      fieldApi,
      signal,
    }: {
      value: TValue
      fieldApi: FieldMetaReader
      signal: AbortSignal
    }) => (fieldApi.getMeta().errorMap.onChange ? undefined : check(value, signal).catch(() => undefined)),
  }
}

/** What submitting needs of a form, whatever the type of its values. */
interface Submittable {
  state: { isSubmitting: boolean }
  fieldInfo: Partial<Record<string, { instance: FieldMetaAccess | null }>>
  handleSubmit: () => Promise<unknown>
}

/**
 * Submits unless a submit is running (docs/product.md §4: one request at a time). A rejection ends here: the caller of
 * `onSubmit` has already told the user, and the fields hold their server messages.
 */
export async function submitForm(form: Submittable): Promise<void> {
  if (form.state.isSubmitting) return
  for (const info of Object.values(form.fieldInfo)) if (info?.instance) clearServerError(info.instance)
  await form.handleSubmit().catch(() => undefined)
}

/**
 * The message a field shows now: the server's for its value, else its first validation message once the user left
 * the field or submitted the form (not while they are still typing in it for the first time).
 */
export function visibleError(meta: AnyFieldMeta, formSubmitted: boolean): string | undefined {
  const server = messageOf(meta.errorMap.onServer)
  if (server) return server
  if (!meta.isBlurred && !formSubmitted) return undefined
  return meta.errors.map(messageOf).find(Boolean)
}

/** `employer.email` stays; `experience.1.title` (a server's dotted path) becomes the field name `experience[1].title`. */
export function fieldNameOf(path: string): string {
  return path.replace(/\.(\d+)(?=\.|$)/g, '[$1]')
}

function showServerErrors<TValues>(
  form: { fieldInfo: Partial<Record<DeepKeys<TValues>, FieldInfo<TValues>>> },
  error: unknown,
  serverPaths: Readonly<Record<string, DeepKeys<TValues>>>,
) {
  if (!isApiError(error)) return
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    // Only on a field the form renders; the toast already carries every message.
    const field = form.fieldInfo[serverPaths[path] ?? (fieldNameOf(path) as DeepKeys<TValues>)]?.instance
    field?.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: messages.join(' ') } }))
  }
}

interface FieldMetaReader {
  getMeta: () => Pick<AnyFieldMeta, 'errorMap'>
}

/** What the layer needs of a field to clear its stale messages, whatever the type of its form's values. */
interface FieldMetaAccess extends FieldMetaReader {
  setMeta: (updater: (meta: AnyFieldLikeMetaBase) => AnyFieldLikeMetaBase) => void
}

function clearServerError(field: FieldMetaAccess) {
  if (field.getMeta().errorMap.onServer === undefined) return
  field.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }))
}

/** A changed value makes the server's answer and the last check about the old value stale. */
function clearStaleErrors(field: FieldMetaAccess) {
  const { errorMap } = field.getMeta()
  if (errorMap.onServer === undefined && errorMap.onBlur === undefined) return
  field.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined, onBlur: undefined } }))
}

/** Validators answer a string, a schema issue (`{ message }`) or a list of them. */
function messageOf(error: unknown): string | undefined {
  if (typeof error === 'string') return error || undefined
  if (Array.isArray(error)) return error.map(messageOf).find(Boolean)
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message || undefined
  }
  return undefined
}
