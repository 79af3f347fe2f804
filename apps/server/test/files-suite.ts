import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiContext } from '../src/api/context.ts'
import type { CallContext } from '../src/api/operation.ts'
import { AuditNote } from '../src/audit/audit.ts'
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed.ts'
import { acceptFile } from '../src/files/accept-file.ts'
import { IMAGE } from '../src/files/file-kinds.ts'
import { saveFile } from '../src/files/stored-files.ts'
import { jpegWithExif, noisyPng, pdf, png, svg, truncated, webp } from './helpers/file-fixtures.ts'
import { signIn } from './helpers/oidc-client.ts'
import { startFakeS3, type FakeS3 } from './helpers/s3.ts'
import { api, startTestServer, type DatabaseKind, type TestServer } from './helpers/server.ts'
import { bytesOf, keysOf } from './helpers/storage.ts'

const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const TALENT = demo('talent.published@hireloop.test')
const TALENT_NEW = demo('talent.new@hireloop.test')
const EMPLOYER = demo('employer@hireloop.test')
const ADMIN = demo('admin@hireloop.test')
const COMPANY = DEMO_COMPANIES[0]!
const OTHER_COMPANY = DEMO_COMPANIES[1]!

interface Part {
  field: string
  bytes?: Uint8Array
  /** The file name the client claims. */
  name?: string
  /** The Content-Type the client claims for the part. */
  type?: string
  /** A text field instead of a file. */
  text?: string
}

/**
 * Uploads and downloads (issue 9, item 3; ADR 0018), black box: real sign-ins, real multipart requests, and a look
 * into the database and the storage after each refusal to check that nothing was stored. Run on PGlite and
 * PostgreSQL, each with local-disk and S3 storage (an S3-compatible server in the test process).
 */
export function filesSuite(kind: DatabaseKind, storage: 'local' | 's3') {
  let t: TestServer
  let s3: FakeS3 | undefined
  let filesDir: string | undefined
  const tokens: Record<string, string> = {}
  const token = (user: { email: string }) => tokens[user.email]!

  /** A multipart request, built by hand so that names, types and bytes are exactly what a client could send. */
  async function upload(
    path: string,
    parts: Part[],
    options: { token?: string; headers?: Record<string, string> } = {},
  ) {
    const boundary = `----hireloop-test-${Math.random().toString(16).slice(2)}`
    const chunks: Buffer[] = []
    for (const part of parts) {
      const disposition =
        part.text !== undefined
          ? `form-data; name="${part.field}"`
          : `form-data; name="${part.field}"; filename="${part.name ?? 'upload.bin'}"`
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n`))
      if (part.text === undefined)
        chunks.push(Buffer.from(`Content-Type: ${part.type ?? 'application/octet-stream'}\r\n`))
      chunks.push(Buffer.from('\r\n'), Buffer.from(part.text ?? part.bytes ?? []), Buffer.from('\r\n'))
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`))
    const response = await fetch(`${t.base}/api/v1${path}`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      body: Buffer.concat(chunks),
    })
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers }
  }

  const avatar = (bytes: Uint8Array, name = 'me.png', type = 'image/png', who = TALENT) =>
    upload('/me/avatar', [{ field: 'profile_picture', bytes, name, type }], { token: token(who) })
  const logo = (scope: string, companyId: string, bytes: Uint8Array, who: { email: string }) =>
    upload(`${scope}/company/${companyId}/logo`, [{ field: 'file', bytes, name: 'logo.png', type: 'image/png' }], {
      token: token(who),
    })

  async function download(url: string, who: { email: string } | null = TALENT) {
    const response = await fetch(url, { headers: who ? { authorization: `Bearer ${token(who)}` } : {} })
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
  }

  /** Rows of the files table and keys of the storage: a refused upload must change neither. */
  async function stored() {
    const rows = await t.server.db.selectFrom('files').select(['id', 'storage_key']).orderBy('storage_key').execute()
    return { rows, keys: await keysOf(t.server.files) }
  }
  const imageUrlOf = async (userId: string) =>
    (await t.server.db.selectFrom('users').select('image_url').where('id', '=', userId).executeTakeFirstOrThrow())
      .image_url
  const fileIdOf = (url: string) => url.split('/').pop()!

  /** Sends `request`, expects it refused with `status` and `body`, and checks that nothing was stored. */
  async function refused(request: () => Promise<{ status: number; body: unknown }>, status: number, body: unknown) {
    const before = await stored()
    const imageUrl = await imageUrlOf(TALENT.id)
    const answer = await request()
    expect({ status: answer.status, body: answer.body }).toEqual({ status, body })
    expect(await stored()).toEqual(before)
    expect(await imageUrlOf(TALENT.id)).toBe(imageUrl)
  }

  beforeAll(async () => {
    let env: Record<string, string>
    if (storage === 's3') {
      s3 = await startFakeS3()
      env = s3.env
    } else {
      filesDir = mkdtempSync(join(tmpdir(), 'hireloop-files-suite-'))
      env = { FILES_DIR: filesDir }
    }
    t = await startTestServer(kind, env)
    for (const user of [TALENT, TALENT_NEW, EMPLOYER, ADMIN]) {
      tokens[user.email] = (await signIn(t.base, user.email, DEMO_PASSWORD)).access_token
    }
  })
  afterAll(async () => {
    await t?.close()
    await s3?.close()
    if (filesDir) rmSync(filesDir, { recursive: true, force: true })
  })

  it(`stores on ${storage === 's3' ? 'S3' : 'local disk'}`, () => {
    expect(t.config.files.storage).toBe(storage)
    expect(t.server.files.description).toMatch(storage === 's3' ? /^S3 bucket hireloop-test/ : /^local disk /)
  })

  describe('avatar', () => {
    it('stores a PNG sent as photo.jpg (image/jpeg) as the PNG it is, and serves it to signed-in callers', async () => {
      const original = await png(120, 90)
      const answer = await avatar(original, 'photo.jpg', 'image/jpeg')
      expect(answer.status).toBe(200)
      expect(answer.body).toMatchObject({
        id: TALENT.id,
        image_url: expect.stringMatching(/\/api\/v1\/image\/[0-9a-f-]{36}$/),
      })
      expect(answer.body.image_url.startsWith(`${t.base}/api/v1/image/`)).toBe(true)
      const id = fileIdOf(answer.body.image_url)

      const row = await t.server.db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
      expect(row).toMatchObject({
        purpose: 'avatar',
        user_id: TALENT.id,
        company_id: null,
        uploaded_by: TALENT.id,
        name: 'photo.png',
        content_type: 'image/png',
        storage_key: `images/${id}.png`,
      })
      expect(await keysOf(t.server.files)).toContain(`images/${id}.png`)

      // What getMe says, what the owner and someone else download.
      expect((await api(t.base, 'GET', '/me', { token: token(TALENT) })).body.image_url).toBe(answer.body.image_url)
      for (const who of [TALENT, EMPLOYER]) {
        const got = await download(answer.body.image_url, who)
        expect(got.status).toBe(200)
        expect(got.headers.get('content-type')).toBe('image/png')
        expect(got.headers.get('content-disposition')).toBe(`inline; filename="photo.png"; filename*=UTF-8''photo.png`)
        expect(got.headers.get('x-content-type-options')).toBe('nosniff')
        expect(got.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
        expect(got.headers.get('cache-control')).toBe('no-store')
        expect(got.headers.get('content-length')).toBe(String(row.size))
        expect(got.bytes.equals(original)).toBe(false)
        expect(got.bytes.equals((await bytesOf(t.server.files, row.storage_key))!)).toBe(true)
        expect(await sharp(got.bytes).metadata()).toMatchObject({ format: 'png', width: 120, height: 90 })
      }
    })

    it('re-encodes a JPEG: the stored bytes differ and its EXIF (author, GPS) is gone', async () => {
      const original = await jpegWithExif()
      const answer = await avatar(original, 'me.jpeg', 'image/jpeg')
      expect(answer.status).toBe(200)
      const got = await download(answer.body.image_url)
      expect(got.headers.get('content-type')).toBe('image/jpeg')
      expect(got.bytes.equals(original)).toBe(false)
      expect(got.bytes.includes(Buffer.from('Ada Uploader'))).toBe(false)
      expect((await sharp(got.bytes).metadata()).exif).toBeUndefined()
    })

    it('replaces the previous avatar: its row, object and URL are gone', async () => {
      const first = await avatar(await webp(), 'a.webp', 'image/webp')
      const second = await avatar(await png(), 'b.png')
      expect([first.status, second.status]).toEqual([200, 200])
      const rows = await t.server.db.selectFrom('files').select('id').where('user_id', '=', TALENT.id).execute()
      expect(rows.map((row) => row.id)).toEqual([fileIdOf(second.body.image_url)])
      expect(await keysOf(t.server.files, 'images/')).not.toContain(`images/${fileIdOf(first.body.image_url)}.webp`)
      expect((await download(first.body.image_url)).status).toBe(404)
      expect((await download(second.body.image_url)).status).toBe(200)
    })

    it('sanitises the file name: "../../etc/passwd\\u0000.png" is stored as passwd.png, inside the storage', async () => {
      const answer = await avatar(await png(), '../../etc/passwd\u0000.png', 'image/png')
      expect(answer.status).toBe(200)
      const id = fileIdOf(answer.body.image_url)
      const row = await t.server.db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
      expect(row.name).toBe('passwd.png')
      expect(row.storage_key).toBe(`images/${id}.png`)
      expect((await download(answer.body.image_url)).headers.get('content-disposition')).toBe(
        `inline; filename="passwd.png"; filename*=UTF-8''passwd.png`,
      )
      if (filesDir) expect(existsSync(join(filesDir, '..', '..', 'etc', 'passwd.png'))).toBe(false)
    })

    it('refuses a PDF named avatar.png, saying what it is, and stores nothing', async () => {
      await refused(() => avatar(pdf(), 'avatar.png', 'image/png'), 400, {
        detail: [
          {
            loc: ['body', 'profile_picture'],
            msg: 'This file is not a PNG, JPEG or WebP image; its content is PDF.',
            type: 'file_wrong_type',
          },
        ],
      })
    })

    it('refuses a 3 MB image with 413 and stores nothing', async () => {
      const large = await noisyPng(3)
      await refused(() => avatar(large, 'big.png'), 413, {
        profile_picture: ['The file is too large: at most 2 MB.'],
      })
    })

    it('refuses a file one byte over 2 MB while streaming it (the request length alone allows it)', async () => {
      const over = Buffer.concat([await png(), Buffer.alloc(2 * 1024 * 1024, 0)]).subarray(0, 2 * 1024 * 1024 + 1)
      await refused(() => avatar(over, 'over.png'), 413, { profile_picture: ['The file is too large: at most 2 MB.'] })
    })

    it('refuses an empty file, a truncated image and an SVG, and stores nothing', async () => {
      const problem = (msg: string, type: string) => ({ detail: [{ loc: ['body', 'profile_picture'], msg, type }] })
      await refused(() => avatar(Buffer.alloc(0), 'empty.png'), 400, problem('The file is empty.', 'file_empty'))
      const damaged = truncated(await jpegWithExif())
      await refused(
        () => avatar(damaged, 'cut.jpg', 'image/jpeg'),
        400,
        problem('The image could not be read: it may be damaged or incomplete.', 'file_unreadable'),
      )
      await refused(
        () => avatar(svg(), 'me.svg', 'image/svg+xml'),
        400,
        problem('This file is not a PNG, JPEG or WebP image; its content is SVG.', 'file_wrong_type'),
      )
    })

    it('refuses a form without the file, with another field, with two files or a text instead of the file', async () => {
      const image = await png()
      const problem = (loc: string, msg: string, type: string) => ({ detail: [{ loc: ['body', loc], msg, type }] })
      await refused(
        () => upload('/me/avatar', [], { token: token(TALENT) }),
        400,
        problem('profile_picture', 'This field is required: choose a file to upload.', 'file_missing'),
      )
      await refused(
        () => upload('/me/avatar', [{ field: 'file', bytes: image, name: 'a.png' }], { token: token(TALENT) }),
        400,
        problem('file', 'This field is not allowed.', 'file_unexpected_field'),
      )
      await refused(
        () =>
          upload(
            '/me/avatar',
            [
              { field: 'profile_picture', bytes: image, name: 'a.png' },
              { field: 'profile_picture', bytes: image, name: 'b.png' },
            ],
            { token: token(TALENT) },
          ),
        400,
        problem('profile_picture', 'Send one file only.', 'file_too_many_files'),
      )
      await refused(
        () => upload('/me/avatar', [{ field: 'profile_picture', text: 'hello' }], { token: token(TALENT) }),
        400,
        problem('profile_picture', 'Send a file in this field, not text.', 'file_not_a_file'),
      )
    })

    it('answers 415 for JSON to an upload and multipart to a JSON operation; 401 without a token', async () => {
      for (const body of [{ profile_picture: 'x' }, undefined]) {
        await refused(() => api(t.base, 'POST', '/me/avatar', { token: token(TALENT), body }), 415, {
          message: ['Send the file as multipart/form-data.'],
        })
      }
      const put = await fetch(`${t.base}/api/v1/me`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token(TALENT)}`, 'content-type': 'multipart/form-data; boundary=x' },
        body: '--x\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nTara\r\n--x--\r\n',
      })
      expect([put.status, await put.json()]).toEqual([415, { message: ['Send the request body as application/json.'] }])
      await refused(() => upload('/me/avatar', [{ field: 'profile_picture', bytes: Buffer.from([1]) }]), 401, {
        message: ['Authentication required.'],
      })
    })
    it('answers 4xx, never 500, to malformed multipart bodies, and stores nothing', async () => {
      const before = await stored()
      const image = (await png()).toString('latin1')
      const cases: { contentType: string; body: string }[] = [
        { contentType: 'multipart/form-data', body: 'no boundary' },
        { contentType: 'multipart/form-data; boundary=x', body: 'not multipart at all' },
        { contentType: 'multipart/form-data; boundary=x', body: '' },
        {
          // No closing boundary: the transfer ended early.
          contentType: 'multipart/form-data; boundary=x',
          body: `--x\r\nContent-Disposition: form-data; name="profile_picture"; filename="a.png"\r\n\r\n${image}`,
        },
        {
          contentType: 'multipart/form-data; boundary=x',
          body: `--x\r\nContent-Disposition: form-data; name="__proto__"; filename="a.png"\r\n\r\n${image}\r\n--x--\r\n`,
        },
        { contentType: 'multipart/form-data; boundary=x', body: `--x\r\nGarbage\r\n\r\n${image}\r\n--x--\r\n` },
      ]
      for (const { contentType, body } of cases) {
        const response = await fetch(`${t.base}/api/v1/me/avatar`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token(TALENT)}`, 'content-type': contentType },
          body: Buffer.from(body, 'latin1'),
        })
        const answer = (await response.json()) as { detail?: unknown; message?: unknown }
        expect(response.status, `${contentType} ${body.slice(0, 40)}`).toBeGreaterThanOrEqual(400)
        expect(response.status, `${contentType} ${body.slice(0, 40)}`).toBeLessThan(500)
        expect(answer.detail ?? answer.message, JSON.stringify(answer)).toBeDefined()
      }
      expect(await stored()).toEqual(before)
    })
  })

  describe('company logo', () => {
    it("an employer uploads its own company's logo; getCompany shows it", async () => {
      const answer = await logo(`/company/${COMPANY.id}`, COMPANY.id, await png(200, 100), EMPLOYER)
      expect(answer.status).toBe(200)
      expect(answer.body).toMatchObject({
        id: COMPANY.id,
        name: COMPANY.name,
        image_url: expect.stringContaining('/api/v1/image/'),
      })
      const company = await api(t.base, 'GET', `/company/${COMPANY.id}/company/${COMPANY.id}`, {
        token: token(EMPLOYER),
      })
      expect(company.body.image_url).toBe(answer.body.image_url)
      const row = await t.server.db
        .selectFrom('files')
        .selectAll()
        .where('id', '=', fileIdOf(answer.body.image_url))
        .executeTakeFirstOrThrow()
      expect(row).toMatchObject({ purpose: 'company_logo', company_id: COMPANY.id, user_id: null, name: 'logo.png' })
      const got = await download(answer.body.image_url, TALENT_NEW)
      expect([got.status, got.headers.get('content-type')]).toEqual([200, 'image/png'])
    })

    it("refuses an employer uploading another company's logo, under its own scope or another's; stores nothing", async () => {
      const image = await png()
      const before = await stored()
      const own = await logo(`/company/${COMPANY.id}`, OTHER_COMPANY.id, image, EMPLOYER)
      expect([403, 404]).toContain(own.status)
      expect(own.body).toEqual({ message: [expect.any(String)] })
      const other = await logo(`/company/${OTHER_COMPANY.id}`, OTHER_COMPANY.id, image, EMPLOYER)
      expect([other.status, other.body]).toEqual([403, { message: ['You cannot access this resource.'] }])
      const talent = await logo('/admin', COMPANY.id, image, TALENT)
      expect(talent.status).toBe(403)
      expect(await stored()).toEqual(before)
      const company = await t.server.db
        .selectFrom('companies')
        .select('image_url')
        .where('id', '=', OTHER_COMPANY.id)
        .executeTakeFirstOrThrow()
      expect(company.image_url).toBeNull()
    })

    it('an admin uploads a logo for any company under /admin', async () => {
      const answer = await logo('/admin', OTHER_COMPANY.id, await webp(), ADMIN)
      expect(answer.status).toBe(200)
      expect(answer.body.id).toBe(OTHER_COMPANY.id)
      expect((await download(answer.body.image_url)).headers.get('content-type')).toBe('image/webp')
    })

    it('refuses an SVG logo and a PDF, at the field `file`', async () => {
      const send = (bytes: Uint8Array, name: string) =>
        upload(
          `/company/${COMPANY.id}/company/${COMPANY.id}/logo`,
          [{ field: 'file', bytes, name, type: 'image/svg+xml' }],
          {
            token: token(EMPLOYER),
          },
        )
      const before = await stored()
      const answer = await send(svg(), 'logo.svg')
      expect([answer.status, answer.body.detail[0].loc, answer.body.detail[0].msg]).toEqual([
        400,
        ['body', 'file'],
        'This file is not a PNG, JPEG or WebP image; its content is SVG.',
      ])
      expect((await send(pdf(), 'logo.png')).status).toBe(400)
      expect(await stored()).toEqual(before)
    })
  })

  describe('a failed write', () => {
    it('removes the stored object again when the transaction fails: no row, no bytes', async () => {
      const before = await stored()
      // saveFile uses the storage and a write, nothing else of the context.
      const ctx = {
        config: t.config,
        db: t.server.db,
        files: t.server.files,
        write: (_call, work) => t.server.db.transaction().execute((trx) => work(trx, new AuditNote())),
      } as Pick<ApiContext, 'config' | 'db' | 'files' | 'write'> as ApiContext
      const call = { operationId: 'uploadMyAvatar', caller: null, scope: { kind: 'none' }, request: {} } as CallContext
      const accepted = await acceptFile(IMAGE, { bytes: await png(), name: 'x.png' })
      const file = { purpose: 'avatar', accepted, owner: { userId: TALENT.id }, uploadedBy: TALENT.id } as const
      await expect(
        saveFile(ctx, call, file, async () => {
          throw new Error('the database went away')
        }),
      ).rejects.toThrow('the database went away')
      expect(await stored()).toEqual(before)
    })
  })

  describe('image download', () => {
    it('needs a token, a valid id and an existing image', async () => {
      const answer = await avatar(await png(), 'x.png', 'image/png', TALENT_NEW)
      expect((await download(answer.body.image_url, null)).status).toBe(401)
      const unknown = await download(`${t.base}/api/v1/image/00000000-0000-4000-8000-000000000000`)
      expect([unknown.status, JSON.parse(unknown.bytes.toString())]).toEqual([404, { message: ['Image not found.'] }])
      expect((await download(`${t.base}/api/v1/image/not-a-uuid`)).status).toBe(400)
    })
  })
}
