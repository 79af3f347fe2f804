import { toastForError } from '@hireloop/api'
import { toaster } from '@hireloop/design-system'

/** Shows the toast of docs/product.md §8 for a failed call (none for 401 or a silenced call). */
export function showErrorToast(error: unknown) {
  const toast = toastForError(error)
  if (toast) toaster.create({ type: toast.type, title: toast.title, description: toast.description })
}

/** Shows the toast of docs/product.md §8 for a failed call and rethrows (a form then shows the field errors). */
export function toastError(error: unknown): never {
  showErrorToast(error)
  throw error
}

export function toastSuccess(title: string, description?: string) {
  toaster.create({ type: 'success', title, description })
}
