import { useLayoutEffect, useState } from 'react'
import { useFieldContext } from '@ark-ui/react/field'

/**
 * Ark links the error text only through `aria-errormessage`, which several screen readers still skip.
 * This adds it to `aria-describedby` (after the helper text) while the field is invalid and the error is rendered.
 */
export function useFieldDescribedBy(): string | undefined {
  const field = useFieldContext()
  const errorId = field?.ids.errorText
  const invalid = field?.invalid ?? false
  const [hasError, setHasError] = useState(false)
  useLayoutEffect(() => {
    setHasError(invalid && errorId !== undefined && document.getElementById(errorId) !== null)
  }, [invalid, errorId])
  if (!field) return undefined
  const ids = [field.ariaDescribedby, hasError ? errorId : undefined].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}
