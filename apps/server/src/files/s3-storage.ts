import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import type { Readable } from 'node:stream'
import type { FilesConfig } from '../config.ts'
import { checkKey, type FileStorage, type StoredObject } from './storage.ts'

type S3Config = Extract<FilesConfig, { storage: 's3' }>

/**
 * Files in an S3 bucket, through the AWS SDK: AWS itself, or any S3-compatible store (MinIO, Ceph, R2, ...) with
 * `endpoint` and usually path-style addressing. An object is written by one PUT, so it exists whole or not at all.
 * The bucket stays private: every download goes through the API, which checks who asks.
 */
export function createS3Storage(config: S3Config): FileStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
  })
  const { bucket, prefix } = config
  const objectKey = (key: string) => prefix + checkKey(key)

  const missing = (error: unknown) =>
    error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)

  return {
    description: `S3 bucket ${bucket}${prefix ? ` under ${prefix}` : ''}${config.endpoint ? ` at ${config.endpoint}` : ''}`,

    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: bytes, ContentType: contentType }),
      )
    },

    async get(key): Promise<StoredObject | null> {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }))
        // In Node the SDK's body is a Readable (an IncomingMessage).
        return { body: object.Body as Readable, size: object.ContentLength ?? 0 }
      } catch (error) {
        if (missing(error)) return null
        throw error
      }
    },

    async delete(key) {
      // S3 answers 204 for a missing key too.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }))
    },

    async *list(under = '') {
      let token: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix + under, ContinuationToken: token }),
        )
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key.slice(prefix.length)
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
    },

    async close() {
      client.destroy()
    },
  }
}
