import type { FilesConfig } from '../config.ts'
import { createLocalStorage } from './local-storage.ts'
import type { FileStorage } from './storage.ts'

/**
 * The configured storage: S3 when S3_BUCKET is set, else local disk (FILES_DIR). The AWS SDK is loaded only when S3
 * is configured: it is large, and a local start never needs it.
 */
export async function createFileStorage(config: FilesConfig): Promise<FileStorage> {
  if (config.storage !== 's3') return createLocalStorage(config.dir)
  const { createS3Storage } = await import('./s3-storage.ts')
  return createS3Storage(config)
}
