/** The data of a successful call (the client rejects on failure, so it is there; undefined for empty results). */
export function dataOf<T>(result: { data?: T }): T {
  return result.data as T
}
