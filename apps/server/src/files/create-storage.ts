import type { FilesConfig } from '../config.ts'
import { createLocalStorage } from './local-storage.ts'
import { createS3Storage } from './s3-storage.ts'
import type { FileStorage } from './storage.ts'

/** The configured storage: S3 when S3_BUCKET is set, else local disk (FILES_DIR). */
export function createFileStorage(config: FilesConfig): FileStorage {
  return config.storage === 's3' ? createS3Storage(config) : createLocalStorage(config.dir)
}
