import { isPlainObject, toSnakeCase } from './case.ts'

type FormValue = string | number | boolean | Blob | null | undefined | Date | Record<string, unknown>

/**
 * Builds the multipart body of an upload (docs/product.md §7: "file uploads are multipart"). Field names are
 * snake_cased like JSON bodies (`profilePicture` -> `profile_picture`); files and blobs go as they are, arrays
 * repeat the field, objects go as JSON, null and undefined are left out. The client sends a FormData untouched.
 */
export function toFormData(fields: Record<string, FormValue | FormValue[]>): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) {
    const name = toSnakeCase(key)
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === null || item === undefined) continue
      if (item instanceof Blob) form.append(name, item)
      else if (item instanceof Date) form.append(name, item.toISOString())
      else if (isPlainObject(item)) form.append(name, JSON.stringify(item))
      else form.append(name, String(item))
    }
  }
  return form
}
