/** The data of a successful call (the client rejects on failure, so it is there; undefined for empty results). */
export function dataOf<T>(result: { data?: T }): T {
  return result.data as T
}

import type { CamelPaths } from '../types.ts'

type Operation<P extends keyof CamelPaths, M extends keyof CamelPaths[P]> = CamelPaths[P][M]

/** The (camelCase) query parameters of an operation. */
export type QueryOf<P extends keyof CamelPaths, M extends keyof CamelPaths[P]> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never

/** The (camelCase) JSON body of an operation. */
export type BodyOf<P extends keyof CamelPaths, M extends keyof CamelPaths[P]> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never
