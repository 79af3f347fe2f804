import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { mkdir, open, readdir, rename, rm, unlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, relative, sep } from 'node:path'
import { checkKey, type FileStorage, type StoredObject } from './storage.ts'

/**
 * Files on local disk under one directory, a key being a relative path. Writes go to a temporary name in the same
 * directory, are flushed to disk, then renamed: a crash leaves either the whole file or none (plus, at worst, a
 * `.tmp-*` file that list() skips).
 * `dir` null: a throwaway directory, removed on close (with DATA_DIR=memory://).
 */
export function createLocalStorage(dir: string | null): FileStorage {
  const throwaway = dir === null
  const root = dir ?? mkdtempSync(join(tmpdir(), 'hireloop-files-'))
  const pathOf = (key: string) => join(root, ...checkKey(key).split('/'))

  async function* walk(directory: string): AsyncGenerator<string> {
    let entries
    try {
      entries = await readdir(directory, { withFileTypes: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
      throw error
    }
    for (const entry of entries) {
      const path = join(directory, entry.name)
      if (entry.isDirectory()) yield* walk(path)
      else if (entry.isFile() && !entry.name.startsWith('.tmp-')) yield relative(root, path).split(sep).join('/')
    }
  }

  return {
    description: throwaway ? `a temporary directory ${root}` : `local disk ${root}`,

    async put(key, bytes) {
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true })
      const temporary = join(dirname(path), `.tmp-${randomUUID()}`)
      const handle = await open(temporary, 'wx', 0o600)
      try {
        await handle.writeFile(bytes)
        await handle.sync()
      } catch (error) {
        await handle.close()
        await rm(temporary, { force: true })
        throw error
      }
      await handle.close()
      try {
        await rename(temporary, path)
      } catch (error) {
        await rm(temporary, { force: true })
        throw error
      }
      // The rename itself survives a power loss only once its directory is flushed.
      const directory = await open(dirname(path), 'r')
      try {
        await directory.sync()
      } finally {
        await directory.close()
      }
    },

    async get(key): Promise<StoredObject | null> {
      let handle
      try {
        handle = await open(pathOf(key), 'r')
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
      try {
        const { size } = await handle.stat()
        // The stream closes the handle when it ends or is destroyed.
        return { body: handle.createReadStream(), size }
      } catch (error) {
        await handle.close()
        throw error
      }
    },

    async delete(key) {
      try {
        await unlink(pathOf(key))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      }
    },

    async *list(prefix = '') {
      for await (const key of walk(root)) if (key.startsWith(prefix)) yield key
    },

    async close() {
      if (throwaway) await rm(root, { recursive: true, force: true })
    },
  }
}
