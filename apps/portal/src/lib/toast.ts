import { toastForError } from '@hireloop/api'
import { toaster } from '@hireloop/design-system'

type ToastOptions = Parameters<typeof toaster.create>[0]

/**
 * Raises a toast once React has finished what it is doing. Screens raise some from effects (a machine has settled), and
 * the toast region renders each new toast synchronously (Ark's toast group flushes its state), which React cannot do
 * inside a commit: it skipped the flush and logged "flushSync was called from inside a lifecycle method". A microtask
 * later the commit is over; the user sees no difference.
 */
function raise(options: ToastOptions) {
  queueMicrotask(() => toaster.create(options))
}

/** Shows the toast of docs/product.md §8 for a failed call (none for 401 or a silenced call). */
export function showErrorToast(error: unknown) {
  const toast = toastForError(error)
  if (toast) raise({ type: toast.type, title: toast.title, description: toast.description })
}

/** Shows the toast of docs/product.md §8 for a failed call and rethrows (a form then shows the field errors). */
export function toastError(error: unknown): never {
  showErrorToast(error)
  throw error
}

export function toastSuccess(title: string, description?: string) {
  raise({ type: 'success', title, description })
}

/** An error toast with the server's message, for a refusal the screen reports as it is. */
export function toastRefusal(description: string) {
  raise({ type: 'error', title: 'Error', description })
}
