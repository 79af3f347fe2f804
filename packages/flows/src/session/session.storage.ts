import type { SessionUser, StorageLike } from './session.types.ts'

/**
 * Local storage keys written after /me (docs/product.md §4). Values are strings because Web Storage only holds strings.
 * - `connectionType`: 'recruiter' for recruiters, absent otherwise.
 * - `isAdmin`: 'true' for admin recruiters, absent otherwise.
 */
export const SESSION_STORAGE_KEYS = {
  connectionType: 'connectionType',
  isAdmin: 'isAdmin',
} as const

export const RECRUITER_CONNECTION_TYPE = 'recruiter'

/** Recruiter -> connection type; admin recruiter -> also admin flag; any other user type -> clears both. */
export function writeConnectionFlags(storage: StorageLike, user: SessionUser): void {
  if (user.userType === 'recruiter') {
    storage.setItem(SESSION_STORAGE_KEYS.connectionType, RECRUITER_CONNECTION_TYPE)
    if (user.isAdmin) storage.setItem(SESSION_STORAGE_KEYS.isAdmin, 'true')
    else storage.removeItem(SESSION_STORAGE_KEYS.isAdmin)
    return
  }
  clearConnectionFlags(storage)
}

export function clearConnectionFlags(storage: StorageLike): void {
  storage.removeItem(SESSION_STORAGE_KEYS.connectionType)
  storage.removeItem(SESSION_STORAGE_KEYS.isAdmin)
}

/** Reads the flags back (what a page rendered before /me answers can rely on). */
export function readConnectionFlags(storage: StorageLike): { isRecruiter: boolean; isAdmin: boolean } {
  return {
    isRecruiter: storage.getItem(SESSION_STORAGE_KEYS.connectionType) === RECRUITER_CONNECTION_TYPE,
    isAdmin: storage.getItem(SESSION_STORAGE_KEYS.isAdmin) === 'true',
  }
}

/** An in-memory Storage for tests, stories and server-side rendering. */
export class MemoryStorage implements StorageLike {
  readonly #items = new Map<string, string>()
  get length(): number {
    return this.#items.size
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, String(value))
  }
  removeItem(key: string): void {
    this.#items.delete(key)
  }
  clear(): void {
    this.#items.clear()
  }
  toJSON(): Record<string, string> {
    return Object.fromEntries(this.#items)
  }
}
