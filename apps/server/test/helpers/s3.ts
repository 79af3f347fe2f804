import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'

export interface FakeS3 {
  /** The server's environment variables for this store. */
  env: Record<string, string>
  endpoint: string
  bucket: string
  close(): Promise<void>
}

/**
 * An S3-compatible server in the test process (s3rver: the S3 REST API over a directory, on a loopback port), so
 * the S3 storage is tested through the real AWS SDK and HTTP. s3rver checks the access key id but not SigV4
 * signatures: credentials are not under test here (ADR 0018).
 */
export async function startFakeS3(bucket = 'hireloop-test'): Promise<FakeS3> {
  const directory = mkdtempSync(join(tmpdir(), 'hireloop-s3rver-'))
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
