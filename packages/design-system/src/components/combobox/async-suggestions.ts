/** Loads suggestions for a query; abort the request when `signal` fires (a newer query replaced it). */
export type SuggestionLoader<T> = (query: string, signal: AbortSignal) => Promise<T[]>

export type SuggestionStatus = 'idle' | 'loading' | 'success' | 'error'

export interface SuggestionState<T> {
  status: SuggestionStatus
  query: string
  items: T[]
  error?: unknown
}

export interface SuggestionRequesterOptions<T> {
  load: SuggestionLoader<T>
  /** Wait this long after the last keystroke before loading. */
  delay: number
  /** Queries shorter than this (trimmed) do not load and clear the list. */
  minLength: number
  onChange: (state: SuggestionState<T>) => void
}

/**
 * Debounces queries and drops stale answers: only the latest query's answer reaches `onChange`, and a superseded
 * request is aborted. Framework-free so it is tested without a browser.
 */
export function createSuggestionRequester<T>({ load, delay, minLength, onChange }: SuggestionRequesterOptions<T>) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let controller: AbortController | undefined
  let items: T[] = []
  let loading = false

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    controller?.abort()
    controller = undefined
  }

  const request = (query: string) => {
    cancel()
    if (query.trim().length < minLength) {
      items = []
      loading = false
      onChange({ status: 'idle', query, items })
      return
    }
    // Keep the previous items while loading so the list does not flash empty between keystrokes; report loading
    // once per burst of keystrokes, not on each (fewer renders while the user types).
    if (!loading) onChange({ status: 'loading', query, items })
    loading = true
    timer = setTimeout(() => {
      timer = undefined
      const current = new AbortController()
      controller = current
      load(query.trim(), current.signal).then(
        (next) => {
          if (current.signal.aborted) return
          loading = false
          items = next
          onChange({ status: 'success', query, items })
        },
        (error: unknown) => {
          if (current.signal.aborted) return
          loading = false
          items = []
          onChange({ status: 'error', query, items, error })
        },
      )
    }, delay)
  }

  return { request, cancel }
}
