import type { FileStorage } from '../../src/files/storage.ts'

/** Every key in a storage, sorted. */
export async function keysOf(storage: FileStorage, prefix = ''): Promise<string[]> {
  const keys: string[] = []
  for await (const key of storage.list(prefix)) keys.push(key)
  return keys.sort()
}

/** An object's bytes, or null. */
export async function bytesOf(storage: FileStorage, key: string): Promise<Buffer | null> {
  const object = await storage.get(key)
  if (!object) return null
  const chunks: Buffer[] = []
  for await (const chunk of object.body) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}
