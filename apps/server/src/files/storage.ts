import type { Readable } from 'node:stream'

/** One stored object, opened for reading. */
export interface StoredObject {
  body: Readable
  size: number
}

/**
 * Where file bytes live (ADR 0018): local disk by default, any S3-compatible store by configuration. Keys are ours
 * (`images/<uuid>.png`), never derived from what a client sent; the database's `files` table says what each key
 * is, whom it belongs to and how to serve it.
 */
export interface FileStorage {
  /** "local disk /srv/hireloop/files", "S3 bucket hireloop": for the start banner and logs. */
  readonly description: string
  /** Stores the bytes under the key, whole or not at all (a reader never sees half a file). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>
  /** Every key under a prefix (tests, and a sweep of objects no row refers to). */
  list(prefix?: string): AsyncIterable<string>
  close(): Promise<void>
}

const KEY = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9.-]*)+$/

/** Keys are generated, but a storage refuses anything that could leave its root all the same. */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`)
  }
  return key
}
