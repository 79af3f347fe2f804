import { hash, verify } from '@node-rs/argon2'
import { constants, crc32, deflateRawSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { defaultNotificationSettings } from '../src/accounts/users.ts'
import { loadContract } from '../src/api/contract.ts'
import { THROTTLES } from '../src/api/throttle.ts'
import { contractPath } from '../src/config.ts'
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed.ts'
import { multipartOperations } from '../src/files/multipart.ts'
import { ZIP_MAX_ENTRIES } from '../src/files/zip-bounds.ts'
import { MESSAGES } from '../src/oidc/interactions.ts'
import { extractText, UnreadableFile } from '../src/resources/parsing/text-extraction.ts'
import { docx, docxEntries, noisyPng, png, pngClaiming, storedEntry, svg, zipOf } from './helpers/file-fixtures.ts'
import { OidcFlow, signIn } from './helpers/oidc-client.ts'
import { api, countRows, startTestServer, type DatabaseKind, type TestServer } from './helpers/server.ts'
import { keysOf } from './helpers/storage.ts'

const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const TALENT = demo('talent.published@hireloop.test')
const TALENT_DRAFT = demo('talent.draft@hireloop.test')
const EMPLOYER = demo('employer@hireloop.test')
const RECRUITER = demo('recruiter@hireloop.test')
const ADMIN = demo('admin@hireloop.test')
const COMPANY = DEMO_COMPANIES[0]!
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
const MB = 1024 * 1024
/** Admins made for this suite: the per-client limits are proven across more accounts than the demo has. */
const EXTRA_ADMINS = ['abuse.admin.1@hireloop.test', 'abuse.admin.2@hireloop.test', 'abuse.admin.3@hireloop.test']

const TOO_MANY = /^Too many requests\. Try again in \d+ minutes?\.$/

/**
 * A DOCX whose document part inflates to `megabytes` of zeros from a few hundred KB: one deflated MB repeated (each
 * piece ends on a sync flush, so the pieces chain into one stream), never the whole in memory here.
 */
function docxBomb(megabytes: number, { honest }: { honest: boolean }): Buffer {
  const zeros = Buffer.alloc(MB)
  const piece = deflateRawSync(zeros, { finishFlush: constants.Z_SYNC_FLUSH })
  const data = Buffer.concat([...Array<Buffer>(megabytes).fill(piece), deflateRawSync(Buffer.alloc(0))])
  let crc = 0
  for (let n = 0; n < megabytes; n++) crc = crc32(zeros, crc)
  const entries = docxEntries()
  const bomb = { name: 'word/media/padding.xml', data, deflated: true, size: honest ? megabytes * MB : 1024, crc }
  return zipOf([...entries, bomb])
}

/** A DOCX with `count` extra one-byte parts: small, but a reader walks every one of them. */
function docxWithEntries(count: number): Buffer {
  const extra = Array.from({ length: count }, (_, n) => storedEntry(`customXml/item${n}.xml`, 'x'))
  return zipOf([...docxEntries(), ...extra])
}

/**
 * Abuse (issue 17, ADR 0101), black box on a server with its rate limits on: limits on the calls that mail a
 * person (invites) and on every upload, per account and per client address; no account enumeration through the
 * answers or the work done by sign-up, sign-in and password reset; uploads that lie about their type, DOCX zip bombs
 * and oversized images refused with nothing stored. The test files spy on argon2 (see abuse.*.test.ts) so the suite
 * can count the expensive work each request does.
 *
 * The server trusts X-Forwarded-For here (TRUST_PROXY), so each test acts from addresses of its own.
 */
export function abuseSuite(kind: DatabaseKind) {
  let t: TestServer
  let clients = 0
  /** A fresh client address. */
  const client = () => ({ 'x-forwarded-for': `198.51.100.${++clients}` })
  const tokens: Record<string, string> = {}
  const token = (email: string) => tokens[email]!
  const hashes = () => vi.mocked(hash).mock.calls.length
  const verifications = () => vi.mocked(verify).mock.calls.length

  /** What a refused call must leave as it was. */
  async function written() {
    await t.server.jobs.drain()
    const counts: Record<string, number> = {}
    for (const table of ['files', 'resumes', 'parse_jobs', 'jobs', 'outbox', 'invites', 'users', 'companies'] as const)
      counts[table] = await countRows(t.server.db, table)
    const images = await t.server.db.selectFrom('users').select(['id', 'image_url']).orderBy('id').execute()
    return { counts, images, keys: await keysOf(t.server.files) }
  }

  async function upload(
    path: string,
    file: { bytes: Uint8Array; name: string; type: string },
    options: { token: string; headers?: Record<string, string>; field?: string },
  ) {
    const form = new FormData()
    form.append(options.field ?? 'file', new Blob([Buffer.from(file.bytes)], { type: file.type }), file.name)
    const response = await fetch(`${t.base}/api/v1${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${options.token}`, ...options.headers },
      body: form,
    })
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers }
  }
  const avatar = (
    who: string,
    bytes: Uint8Array,
    headers: Record<string, string>,
    name = 'me.png',
    type = 'image/png',
  ) => upload('/me/avatar', { bytes, name, type }, { token: token(who), headers, field: 'profile_picture' })
  const resume = (bytes: Uint8Array, name: string, type: string, headers: Record<string, string> = client()) =>
    upload(`/talent/${TALENT.id}/resume/upload`, { bytes, name, type }, { token: token(TALENT.email), headers })

  const invite = (who: string, email: string, headers: Record<string, string>) =>
    api(t.base, 'POST', '/admin/invite', {
      token: token(who),
      headers,
      body: { email, role: 'recruiter', level: 'sourcer' },
    })
  /** Refused by the handler's own check (talents sign up themselves): counted, nothing written, nothing mailed. */
  const refusedInvite = (who: string, headers: Record<string, string>) =>
    api(t.base, 'POST', '/admin/invite', {
      token: token(who),
      headers,
      body: { email: 'someone@hireloop.test', role: 'talent' },
    })

  function expectTooMany(answer: { status: number; body: unknown; headers: Headers }) {
    expect(answer.status).toBe(429)
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((answer.body as { message: string[] }).message).toEqual([expect.stringMatching(TOO_MANY)])
  }

  beforeAll(async () => {
    t = await startTestServer(kind, { TRUST_PROXY: 'true' })
    const admin = await t.server.db.selectFrom('users').selectAll().where('id', '=', ADMIN.id).executeTakeFirstOrThrow()
    for (const email of EXTRA_ADMINS) {
      await t.server.db
        .insertInto('users')
        .values({
          user_type: 'recruiter',
          email,
          password_hash: admin.password_hash,
          first_name: 'Abuse',
          last_name: 'Admin',
          image_url: null,
          is_active: true,
          is_admin: true,
          recruiter_level: 'head_of_recruitment',
          company_id: null,
          notification_settings: JSON.stringify(defaultNotificationSettings),
        })
        .execute()
    }
    for (const email of [
      TALENT.email,
      TALENT_DRAFT.email,
      EMPLOYER.email,
      RECRUITER.email,
      ADMIN.email,
      ...EXTRA_ADMINS,
    ]) {
      tokens[email] = (await signIn(t.base, email, DEMO_PASSWORD)).access_token
    }
  })
  afterAll(async () => {
    await t?.close()
  })

  describe('invites', () => {
    it('limits the invites of one account (429, Retry-After); the refused one writes and mails nothing', async () => {
      const { limit } = THROTTLES.invite.perAddress
      const from = client()
      for (let n = 0; n < limit - 1; n++) expect((await refusedInvite(ADMIN.email, from)).status).toBe(400)
      const last = await invite(ADMIN.email, 'invited.last@hireloop.test', from)
      expect(last.status).toBe(201)

      const before = await written()
      const over = await invite(ADMIN.email, 'invited.over@hireloop.test', client())
      expectTooMany(over)
      // A resend mails too: it shares the budget.
      expectTooMany(
        await api(t.base, 'POST', `/admin/invite/${last.body.value}/resend`, {
          token: token(ADMIN.email),
          headers: from,
        }),
      )
      expect(await written()).toEqual(before)
      const mailed = await t.server.db
        .selectFrom('outbox')
        .select('id')
        .where('to_address', '=', 'invited.over@hireloop.test')
        .execute()
      expect(mailed).toEqual([])

      // Another admin from another address is not affected.
      expect((await invite(EXTRA_ADMINS[0]!, 'invited.other@hireloop.test', client())).status).toBe(201)
    })

    it('limits the invites from one address whichever admins send them', async () => {
      const { limit } = THROTTLES.invite.perClient
      const from = client()
      const perAdmin = Math.ceil(limit / EXTRA_ADMINS.length)
      expect(perAdmin).toBeLessThan(THROTTLES.invite.perAddress.limit)
      for (let n = 0; n < limit; n++) {
        expect((await refusedInvite(EXTRA_ADMINS[Math.floor(n / perAdmin)]!, from)).status).toBe(400)
      }
      // Each admin is under its own limit: the address is what refuses.
      expectTooMany(await invite(EXTRA_ADMINS[1]!, 'invited.address@hireloop.test', from))
      expect((await invite(EXTRA_ADMINS[1]!, 'invited.elsewhere@hireloop.test', client())).status).toBe(201)
    })
  })

  describe('uploads', () => {
    const empty = new Uint8Array(0)

    it('limits the uploads of one account (429, Retry-After, before a byte is read); the refused one stores nothing', async () => {
      const { limit } = THROTTLES.upload.perAddress
      const from = client()
      // Refused uploads count: reading and checking them is the cost.
      for (let n = 0; n < limit - 1; n++) expect((await avatar(TALENT_DRAFT.email, empty, from)).status).toBe(400)
      expect((await avatar(TALENT_DRAFT.email, await png(), from)).status).toBe(200)

      const before = await written()
      expectTooMany(await avatar(TALENT_DRAFT.email, await png(32, 32), client()))
      expect(await written()).toEqual(before)
      // Another account from another address is not affected.
      expect((await avatar(EMPLOYER.email, await png(), client())).status).toBe(200)
    })

    it('limits the uploads from one address across accounts, on every upload operation of the contract', async () => {
      const { limit } = THROTTLES.upload.perClient
      const from = client()
      const senders = [TALENT.email, EMPLOYER.email, RECRUITER.email, ADMIN.email]
      const perSender = Math.ceil(limit / senders.length)
      expect(perSender).toBeLessThan(THROTTLES.upload.perAddress.limit)
      for (let n = 0; n < limit; n++) {
        expect((await avatar(senders[Math.floor(n / perSender)]!, empty, from)).status).toBe(400)
      }
      const file = { bytes: docx(), name: 'cv.docx', type: DOCX_TYPE }
      const calls: Record<string, () => ReturnType<typeof upload>> = {
        uploadMyAvatar: () => avatar(EXTRA_ADMINS[0]!, file.bytes, from),
        uploadCompanyLogo: () =>
          upload(`/company/${COMPANY.id}/company/${COMPANY.id}/logo`, file, {
            token: token(EMPLOYER.email),
            headers: from,
          }),
        uploadVacancyFile: () =>
          upload(`/company/${COMPANY.id}/vacancy/upload`, file, { token: token(EMPLOYER.email), headers: from }),
        uploadCompanyVacancyFile: () =>
          upload('/admin/company/vacancy/upload', file, { token: token(RECRUITER.email), headers: from }),
        uploadResumeFile: () => resume(file.bytes, file.name, file.type, from),
        uploadTalentResumeFile: () =>
          upload('/admin/talent/resume/upload', file, { token: token(RECRUITER.email), headers: from }),
      }
      // A new upload operation in the contract fails here until it is listed (and so proven throttled).
      expect(Object.keys(calls).sort()).toEqual([...multipartOperations(loadContract(contractPath))].sort())
      const before = await written()
      for (const [operation, call] of Object.entries(calls)) {
        const answer = await call()
        expect(answer.status, operation).toBe(429)
        expectTooMany(answer)
      }
      expect(await written()).toEqual(before)
    })
  })

  describe('no account enumeration', () => {
    it('answers sign-up the same for a taken and a new address, and does the same argon2 work', async () => {
      const answers = []
      for (const email of [TALENT.email, 'brand.new.person@hireloop.test']) {
        const [hashed, verified] = [hashes(), verifications()]
        const answer = await api(t.base, 'POST', '/register/talent', {
          headers: client(),
          body: { first_name: 'Nina', last_name: 'Newman', email, password: 'Hireloop#2026' },
        })
        answers.push({
          status: answer.status,
          keys: Object.keys(answer.body).sort(),
          email: answer.body.email === email,
          hashes: hashes() - hashed,
          verifications: verifications() - verified,
        })
      }
      expect(answers[0]).toEqual({
        status: 201,
        keys: ['email', 'user_id', 'user_type'],
        email: true,
        hashes: 1,
        verifications: 0,
      })
      expect(answers[1]).toEqual(answers[0])
      // The owner of the taken address hears about it; no second account exists.
      await t.server.jobs.drain()
      const mails = await t.server.db
        .selectFrom('outbox')
        .select('subject')
        .where('to_address', '=', TALENT.email)
        .execute()
      expect(mails.map((mail) => mail.subject)).toContain('You already have a Hireloop account')
      expect(
        await t.server.db.selectFrom('users').select('id').where('email', '=', TALENT.email).execute(),
      ).toHaveLength(1)
    })

    it('answers a failed sign-in the same for unknown, known and inactive accounts, after one argon2 check each', async () => {
      const inactive = 'inactive.person@hireloop.test'
      await api(t.base, 'POST', '/register/talent', {
        headers: client(),
        body: { first_name: 'Ina', last_name: 'Active', email: inactive, password: 'Hireloop#2026' },
      })
      const pages = []
      for (const email of ['nobody.at.all@hireloop.test', TALENT.email, inactive]) {
        const flow = new OidcFlow(t.base, 'hireloop-portal', client())
        const { url } = await flow.openLoginPage()
        const [hashed, verified] = [hashes(), verifications()]
        const answer = await flow.submitLogin(url, email, 'Wrong#Password1')
        const html = (await answer.text())
          .replaceAll(email, 'EMAIL')
          .replace(/\/interaction\/[^/"]+/g, '/interaction/UID')
        pages.push({
          status: answer.status,
          html,
          hashes: hashes() - hashed,
          verifications: verifications() - verified,
        })
      }
      expect(pages[0]).toMatchObject({ status: 401, hashes: 0, verifications: 1 })
      expect(pages[0]!.html).toContain(MESSAGES.incorrect)
      expect(pages[1]).toEqual(pages[0])
      expect(pages[2]).toEqual(pages[0])
    })

    it('answers a password reset the same for a known and an unknown address, with no argon2 work in the request', async () => {
      const answers = []
      for (const email of [TALENT_DRAFT.email, 'nobody.reset@hireloop.test']) {
        const [hashed, verified] = [hashes(), verifications()]
        const answer = await api(t.base, 'POST', '/password_reset', { headers: client(), body: { email } })
        answers.push({ status: answer.status, body: answer.body, work: hashes() - hashed + verifications() - verified })
      }
      expect(answers).toEqual([
        { status: 202, body: {}, work: 0 },
        { status: 202, body: {}, work: 0 },
      ])
    })
  })

  describe('uploads that lie, bombs and oversized images', () => {
    /** Sends an upload, expects it refused with `status` and `body`, and checks that nothing was written. */
    async function refused(send: () => ReturnType<typeof upload>, status: number, body: unknown) {
      const before = await written()
      const answer = await send()
      expect({ status: answer.status, body: answer.body }).toEqual({ status, body })
      expect(await written()).toEqual(before)
    }
    const invalid = (field: string, msg: string, type: string) => ({ detail: [{ loc: ['body', field], msg, type }] })

    it('refuses files whose name or Content-Type lies about their type', async () => {
      await refused(
        async () => resume(await png(), 'resume.pdf', 'application/pdf'),
        400,
        invalid(
          'file',
          'This file is not a PDF, DOCX or plain text (UTF-8) file; its content is PNG.',
          'file_wrong_type',
        ),
      )
      const page = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>')
      await refused(
        () => avatar(TALENT.email, page, client(), 'photo.png', 'image/png'),
        400,
        invalid(
          'profile_picture',
          'This file is not a PNG, JPEG or WebP image; its content is plain text.',
          'file_wrong_type',
        ),
      )
      await refused(
        () => avatar(TALENT.email, svg(), client(), 'photo.png', 'image/png'),
        400,
        invalid(
          'profile_picture',
          'This file is not a PNG, JPEG or WebP image; its content is SVG.',
          'file_wrong_type',
        ),
      )
    })

    it('refuses a DOCX that inflates to hundreds of MB, whether its sizes lie or not', async () => {
      for (const honest of [true, false]) {
        const bomb = docxBomb(300, { honest })
        expect(bomb.length).toBeLessThan(MB)
        await refused(
          () => resume(bomb, 'resume.docx', DOCX_TYPE),
          400,
          invalid(
            'file',
            'This DOCX file unpacks to more than 50 MB. Save it again with smaller pictures, or upload a PDF.',
            'file_unpacks_too_large',
          ),
        )
      }
    })

    it('refuses a DOCX of thousands of parts', async () => {
      const many = docxWithEntries(5_000)
      expect(many.length).toBeLessThan(MB)
      await refused(
        () => resume(many, 'resume.docx', DOCX_TYPE),
        400,
        invalid(
          'file',
          `This DOCX file holds more than ${ZIP_MAX_ENTRIES.toLocaleString('en')} parts, which no document needs. Save it again in your word processor, or upload a PDF.`,
          'file_unpacks_too_large',
        ),
      )
      // A DOCX within bounds still goes through.
      expect((await resume(docxWithEntries(20), 'resume.docx', DOCX_TYPE)).status).toBe(201)
    })

    it('bounds the parse job too: a bomb stored before the bounds is unreadable, not a crash', async () => {
      await expect(extractText(docxBomb(300, { honest: false }), DOCX_TYPE)).rejects.toThrow(UnreadableFile)
      await expect(extractText(docxWithEntries(5_000), DOCX_TYPE)).rejects.toThrow(/more than 1,000 parts/)
    })

    it('refuses an image over the byte limit (413) and a small one claiming a huge canvas', async () => {
      await refused(async () => avatar(TALENT.email, await noisyPng(2.5), client()), 413, {
        profile_picture: ['The file is too large: at most 2 MB.'],
      })
      const claiming = await pngClaiming(20_000, 20_000)
      expect(claiming.length).toBeLessThan(1024)
      await refused(
        () => avatar(TALENT.email, claiming, client()),
        400,
        invalid('profile_picture', 'The image is too large: at most 40 megapixels.', 'file_unreadable'),
      )
    })
  })
}
