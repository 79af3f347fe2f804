import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig, type FilesConfig } from '../src/config.ts'
import { createFileStorage } from '../src/files/create-storage.ts'
import { createLocalStorage } from '../src/files/local-storage.ts'
import type { FileStorage } from '../src/files/storage.ts'
import { startFakeS3, type FakeS3 } from './helpers/s3.ts'
import { bytesOf, keysOf } from './helpers/storage.ts'

/**
 * One contract for every storage (ADR 0018), run on local disk and on an S3-compatible server (s3rver) through the
 * AWS SDK: what the upload handlers rely on must hold on both.
 */
function storageContract(name: string, open: () => Promise<{ storage: FileStorage; close(): Promise<void> }>) {
  describe(name, () => {
    let storage: FileStorage
    let close: () => Promise<void>
    beforeAll(async () => {
      ;({ storage, close } = await open())
    })
    afterAll(async () => {
      await storage?.close()
      await close?.()
    })

    it('gives back the bytes it was given, with their size', async () => {
      const bytes = Buffer.from('%PDF-1.4 a resume\n%%EOF\n')
      await storage.put('documents/0c9e1e5a-1111-4a4a-9b9b-000000000001.pdf', bytes, 'application/pdf')
      const object = await storage.get('documents/0c9e1e5a-1111-4a4a-9b9b-000000000001.pdf')
      expect(object?.size).toBe(bytes.length)
      object?.body.destroy()
      expect(await bytesOf(storage, 'documents/0c9e1e5a-1111-4a4a-9b9b-000000000001.pdf')).toEqual(bytes)
    })

    it('answers null for a missing key, and deleting twice is fine', async () => {
      expect(await storage.get('images/0c9e1e5a-1111-4a4a-9b9b-00000000dead.png')).toBeNull()
      await storage.put('images/0c9e1e5a-1111-4a4a-9b9b-000000000002.png', Buffer.from([1, 2, 3]), 'image/png')
      await storage.delete('images/0c9e1e5a-1111-4a4a-9b9b-000000000002.png')
      await storage.delete('images/0c9e1e5a-1111-4a4a-9b9b-000000000002.png')
      expect(await storage.get('images/0c9e1e5a-1111-4a4a-9b9b-000000000002.png')).toBeNull()
    })

    it('lists keys under a prefix, and nothing else', async () => {
      await storage.put('images/0c9e1e5a-1111-4a4a-9b9b-000000000003.webp', Buffer.from([4]), 'image/webp')
      expect(await keysOf(storage, 'images/')).toEqual(['images/0c9e1e5a-1111-4a4a-9b9b-000000000003.webp'])
      expect(await keysOf(storage)).toEqual([
        'documents/0c9e1e5a-1111-4a4a-9b9b-000000000001.pdf',
        'images/0c9e1e5a-1111-4a4a-9b9b-000000000003.webp',
      ])
    })

    it('refuses keys that could leave its root', async () => {
      for (const key of ['../escape.png', 'images/../../escape.png', '/etc/passwd', 'images/./x.png', 'Images/A.png']) {
        await expect(storage.put(key, Buffer.from([0]), 'image/png'), key).rejects.toThrow('invalid storage key')
        await expect(storage.get(key), key).rejects.toThrow('invalid storage key')
      }
    })
  })
}

storageContract('local disk', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'hireloop-files-test-'))
  return { storage: createLocalStorage(dir), close: async () => rmSync(dir, { recursive: true, force: true }) }
})

let s3: FakeS3
storageContract('S3 (s3rver through the AWS SDK), with a key prefix', async () => {
  s3 = await startFakeS3()
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', ...s3.env, S3_PREFIX: 'hireloop/' })
  return { storage: await createFileStorage(config.files), close: () => s3.close() }
})

describe('local disk specifics', () => {
  it('writes whole files only (no temporary file left), readable by the server user alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hireloop-files-test-'))
    try {
      const storage = createLocalStorage(dir)
      await storage.put('images/0c9e1e5a-1111-4a4a-9b9b-000000000004.png', Buffer.alloc(1000, 1), 'image/png')
      expect(readdirSync(join(dir, 'images'))).toEqual(['0c9e1e5a-1111-4a4a-9b9b-000000000004.png'])
      expect(statSync(join(dir, 'images', '0c9e1e5a-1111-4a4a-9b9b-000000000004.png')).mode & 0o777).toBe(0o600)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('a throwaway directory (DATA_DIR=memory://) disappears on close', async () => {
    const storage = createLocalStorage(null)
    await storage.put('images/0c9e1e5a-1111-4a4a-9b9b-000000000005.png', Buffer.from([1]), 'image/png')
    const dir = storage.description.replace(/^a temporary directory /, '')
    expect(existsSync(dir)).toBe(true)
    await storage.close()
    expect(existsSync(dir)).toBe(false)
  })
})

describe('configuration', () => {
  const files = (env: Record<string, string>): FilesConfig => loadConfig({ NODE_ENV: 'test', ...env }).files

  it('stores beside the PGlite directory by default, never inside it', () => {
    expect(files({ DATA_DIR: '/srv/hireloop/pglite' })).toEqual({ storage: 'local', dir: '/srv/hireloop/files' })
    expect(files({ DATA_DIR: 'memory://' })).toEqual({ storage: 'local', dir: null })
    expect(files({ DATA_DIR: 'memory://', FILES_DIR: '/var/uploads' })).toEqual({
      storage: 'local',
      dir: '/var/uploads',
    })
  })

  it('switches to S3 with S3_BUCKET, and wants both credentials or neither', () => {
    expect(files({ S3_BUCKET: 'uploads', S3_REGION: 'eu-west-1' })).toEqual({
      storage: 's3',
      bucket: 'uploads',
      region: 'eu-west-1',
      endpoint: null,
      forcePathStyle: false,
      prefix: '',
      credentials: null,
    })
    expect(() => files({ S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'id' })).toThrow(/set both, or neither/)
    expect(() => files({ S3_BUCKET: 'uploads', S3_PREFIX: '../x' })).toThrow(/S3_PREFIX/)
    expect(() => files({ S3_BUCKET: 'uploads', S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/)
  })
})
