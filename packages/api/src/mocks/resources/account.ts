import { db, toCurrentUser, type DbUser } from '../db.ts'
import {
  signedIn,
  checkEmail,
  checkImageUrl,
  checkPersonName,
  checkPassword,
  checkRequired,
  emailTaken,
  errorBodies,
  fail,
  invalid,
  type Definitions,
  type Detail,
  storeFile,
  uploaded,
} from '../support.ts'

const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000
const AVATAR_MAX_BYTES = 2 * 1024 * 1024
/** Where the server serves a stored image (`GET /image/{fileId}`): `image_url` is absolute, as ImageUrl requires. */
const IMAGE_URL_BASE = 'https://api.hireloop.test/api/v1/image/'
const INVALID_LINK = 'This link is invalid or has expired.'
const WRONG_PASSWORD = 'The current password is not correct.'
const SUPPORT_TOPICS = ['account', 'billing', 'hiring', 'technical', 'other']
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'

/** A reference from the question itself: the same story shows the same one on every run. */
function supportReference(text: string): string {
  let hash = 2166136261
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0
  return `SR-${Array.from({ length: 8 }, (_, i) => REFERENCE_ALPHABET[(hash >>> (i * 4)) % 32]).join('')}`
}

/** The first bytes of each image type an avatar may be: like the server, the type is read from the content. */
const IMAGE_SIGNATURES: [type: string, matches: (bytes: Uint8Array) => boolean][] = [
  ['image/png', (b) => [0x89, 0x50, 0x4e, 0x47].every((byte, i) => b[i] === byte)],
  ['image/jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['image/webp', (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP'],
]
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))

/** The server's refusals of an avatar (ADR 0018): empty or wrong type at the field (400), too large (413). */
async function refusedAvatar(file: File): Promise<Response | null> {
  const at = (msg: string, type: string) => fail(400, { detail: [{ loc: ['body', 'profile_picture'], msg, type }] })
  if (file.size === 0) return at('The file is empty.', 'file_empty')
  if (file.size > AVATAR_MAX_BYTES) return fail(413, { profile_picture: ['The file is too large: at most 2 MB.'] })
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer())
  const type = IMAGE_SIGNATURES.find(([, matches]) => matches(head))?.[0]
  return type ? null : at('This file is not a PNG, JPEG or WebP image.', 'file_wrong_type')
}

/** 400 on `current_password` when it is not the caller's password (the server's answer, issue 8). */
function wrongPassword(caller: DbUser, currentPassword: string) {
  return currentPassword === caller.password ? null : fail(400, { current_password: [WRONG_PASSWORD] })
}

/** A company that was invoiced keeps someone responsible: its last employer cannot leave (the server's 409). */
function isLastEmployerOfInvoicedCompany(caller: DbUser): boolean {
  const companyId = caller.user_type === 'employer' ? caller.company_id : null
  if (!companyId || !db.invoices.some((invoice) => invoice.company_id === companyId)) return false
  return !db.users.some((u) => u.id !== caller.id && u.is_active && u.company_id === companyId)
}

export const accountHandlers = {
  getMe: (http) =>
    http.get('/me', ({ request, response }) => {
      const caller = signedIn(request)
      return response(200).json(toCurrentUser(caller))
    }),

  updateMe: (http) =>
    http.put('/me', async ({ request, response }) => {
      const caller = signedIn(request)
      const body = await request.json()
      const detail: Detail = []
      checkPersonName(detail, ['body', 'first_name'], body.first_name)
      checkPersonName(detail, ['body', 'last_name'], body.last_name)
      checkImageUrl(detail, ['body', 'image_url'], body.image_url)
      const failure = invalid(detail)
      if (failure) return response.untyped(failure)
      // As the server: the name is checked as sent, then stored without surrounding spaces.
      caller.first_name = body.first_name.trim()
      caller.last_name = body.last_name.trim()
      if (body.image_url !== undefined) caller.image_url = body.image_url
      if (body.company_id !== undefined && caller.user_type === 'employer' && body.company_id !== null) {
        if (!db.companies.some((c) => c.id === body.company_id)) return response(403).json(errorBodies[403]!)
        caller.company_id = body.company_id
      }
      return response(200).json(toCurrentUser(caller))
    }),

  updateMyEmail: (http) =>
    http.put('/me/email', async ({ request, response }) => {
      const caller = signedIn(request)
      const body = await request.json()
      const detail: Detail = []
      checkEmail(detail, ['body', 'email'], body.email)
      checkRequired(detail, body, ['current_password'])
      // The password before the address: nobody learns which addresses are taken without it.
      const failure = invalid(detail) ?? wrongPassword(caller, body.current_password)
      if (failure) return response.untyped(failure)
      const email = body.email.trim().toLowerCase()
      if (email === caller.email.toLowerCase()) {
        return response(400).json({ email: ['This is already your email address.'] })
      }
      const taken = emailTaken(email, caller)
      if (taken) return response.untyped(taken)
      // Nothing changes yet: the new address gets a link (/confirm-email?token=...), valid for 24 hours.
      caller.email_change = {
        email,
        token: `email-change-${caller.id}`,
        expires_at: new Date(Date.now() + EMAIL_CHANGE_TTL_MS).toISOString(),
      }
      return response(202).json({ pending_email: email, expires_at: caller.email_change.expires_at })
    }),

  confirmEmailChange: (http) =>
    http.post('/email_change/confirm', async ({ request, response }) => {
      const body = await request.json()
      const detail: Detail = []
      checkRequired(detail, body, ['token'])
      const failure = invalid(detail)
      if (failure) return response.untyped(failure)
      const user = db.users.find((u) => u.email_change !== null && u.email_change.token === body.token)
      const change = user?.email_change
      if (!user || !change || Date.parse(change.expires_at) <= Date.now()) {
        return response(400).json({ token: [INVALID_LINK] })
      }
      const taken = emailTaken(change.email, user)
      if (taken) return response.untyped(taken)
      user.email = change.email
      user.email_change = null
      return response(200).json({ email: user.email })
    }),

  updateMyPassword: (http) =>
    http.put('/me/password', async ({ request, response }) => {
      const caller = signedIn(request)
      const body = await request.json()
      const detail: Detail = []
      checkPassword(detail, ['body', 'value'], body.value)
      checkRequired(detail, body, ['current_password'])
      const failure = invalid(detail) ?? wrongPassword(caller, body.current_password)
      if (failure) return response.untyped(failure)
      // The server also signs the account's other sessions out; the mocks have no sessions to end.
      caller.password = body.value
      return response(204).empty()
    }),

  uploadMyAvatar: (http) =>
    http.post('/me/avatar', async ({ request, response }) => {
      const caller = signedIn(request)
      const upload = await uploaded(request, 'profile_picture')
      if (upload instanceof Response) return response.untyped(upload)
      const refused = await refusedAvatar(upload.file)
      if (refused) return response.untyped(refused)
      // The previous uploaded picture goes (the server deletes it with the new one's commit).
      const previous = caller.image_url?.startsWith(IMAGE_URL_BASE)
        ? caller.image_url.slice(IMAGE_URL_BASE.length)
        : null
      db.files = db.files.filter((f) => f.id !== previous)
      const stored = storeFile(upload.file, caller, (id) => `${IMAGE_URL_BASE}${id}`)
      caller.image_url = stored.url
      return response(200).json(toCurrentUser(caller))
    }),

  exportMyData: (http) =>
    http.get('/me/export', ({ request, response }) => {
      const caller = signedIn(request)
      const { password: _password, activation_token: _a, reset_token: _r, email_change: _e, ...account } = caller
      return response(200).json({
        exported_at: new Date().toISOString(),
        account,
        resumes: db.resumes.filter((r) => r.talent_id === caller.id),
        onboarding: db.onboardingStates.filter((o) => o.talent_id === caller.id),
        files: db.files.filter((f) => f.owner_id === caller.id).map(({ owner_id: _owner, ...file }) => file),
        notifications: db.notifications
          .filter((n) => n.user_id === caller.id)
          .map(({ user_id: _user, ...notification }) => notification),
        activity: [],
      })
    }),

  createSupportRequest: (http) =>
    http.post('/me/support', async ({ request, response }) => {
      const caller = signedIn(request)
      const body = await request.json()
      const detail: Detail = []
      checkRequired(detail, body, ['topic', 'message'])
      if (body.topic !== undefined && !SUPPORT_TOPICS.includes(body.topic)) {
        detail.push({ loc: ['body', 'topic'], msg: `Must be one of: ${SUPPORT_TOPICS.join(', ')}.`, type: 'enum' })
      }
      if (typeof body.message === 'string' && body.message.length > 5000) {
        detail.push({ loc: ['body', 'message'], msg: 'Must be at most 5000 characters.', type: 'maxLength' })
      }
      const failure = invalid(detail)
      if (failure) return response.untyped(failure)
      if (String(body.message).trim() === '') {
        return response(400).json({ message: ['Write your question before sending it.'] })
      }
      // As the server: the mail goes to the team's mailbox, the caller gets a reference to quote.
      return response(202).json({
        reference: supportReference(`${caller.id}:${body.message}`),
        answer_to: caller.email,
      })
    }),

  deleteMyAccount: (http) =>
    http.post('/me/deletion', async ({ request, response }) => {
      const caller = signedIn(request)
      const body = await request.json()
      const detail: Detail = []
      checkRequired(detail, body, ['current_password'])
      const failure = invalid(detail) ?? wrongPassword(caller, body.current_password)
      if (failure) return response.untyped(failure)
      if (isLastEmployerOfInvoicedCompany(caller)) {
        return response(409).json({
          message: [
            'You are the last employer of a company with invoices. Invite a colleague to take over the company before you delete your account.',
          ],
        })
      }
      // As the server: personal data goes, the row stays anonymous and can no longer sign in.
      db.resumes = db.resumes.filter((r) => r.talent_id !== caller.id)
      db.files = db.files.filter((f) => f.owner_id !== caller.id)
      db.notifications = db.notifications.filter((n) => n.user_id !== caller.id)
      db.onboardingStates = db.onboardingStates.filter((o) => o.talent_id !== caller.id)
      Object.assign(caller, {
        email: `deleted-${caller.id}@invalid`,
        first_name: '',
        last_name: '',
        image_url: null,
        resume: null,
        is_active: false,
        password: '',
        activation_token: '',
        reset_token: null,
        email_change: null,
      })
      if (db.currentUserId === caller.id) db.currentUserId = null
      return response(204).empty()
    }),
} satisfies Definitions
