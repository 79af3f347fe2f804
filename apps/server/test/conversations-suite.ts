import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadContract } from '../src/api/contract.ts'
import { contractPath } from '../src/config.ts'
import { DEMO_COLLEAGUES } from '../src/db/seed-companies.ts'
import { DEMO_CONVERSATIONS } from '../src/db/seed-conversations.ts'
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed.ts'
import { OWN_CONVERSATIONS_ONLY } from '../src/resources/conversations/conversations.handlers.ts'
import { signIn } from './helpers/oidc-client.ts'
import { api, countRows, startTestServer, type DatabaseKind, type TestServer } from './helpers/server.ts'
import { SseStream } from './helpers/sse.ts'

const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const TALENT = demo('talent.published@hireloop.test')
const OTHER_TALENT = demo('talent.new@hireloop.test')
const EMPLOYER = demo('employer@hireloop.test')
const OTHER_EMPLOYER = demo('employer.new@hireloop.test')
const RECRUITER = demo('recruiter@hireloop.test')
const ADMIN = demo('admin@hireloop.test')
const COLLEAGUE = DEMO_COLLEAGUES.find((colleague) => colleague.active)!
const COMPANY = DEMO_COMPANIES[0]!
const UNKNOWN = '00000000-0000-4000-8000-000000000000'
const [SEEDED_FLEET, SEEDED_PERCEPTION, SEEDED_TALENT_SUPPORT, SEEDED_COMPANY_SUPPORT] = DEMO_CONVERSATIONS.map(
  (conversation) => conversation.id,
)

/** The contract's own schemas, to hold what the API answers against them. */
function contractValidator(schema: string) {
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  ajv.addFormat('binary', true)
  ajv.addSchema({ ...loadContract(contractPath), $id: 'contract' })
  const validate = ajv.getSchema(`contract#/components/schemas/${schema}`)!
  return (data: unknown) => (validate(data) ? [] : validate.errors)
}

type Wire = { id: string; unread_count: number; participants: { user_id: string }[] }

/**
 * Conversations and messages (issue 14, ADR 0077): the seeded inbox, opening an application's conversation once,
 * sending (stored as written, with its live event and notification in the same transaction), unread counts and read
 * markers, the recruiters' back office, and every refusal: a third party hears 404 and nothing is written.
 */
export function conversationsSuite(kind: DatabaseKind) {
  let t: TestServer
  const tokens: Record<string, string> = {}
  const as = (user: { email: string }) => tokens[user.email]!
  const streams: SseStream[] = []

  /** Where each caller calls from: their own scope prefix. */
  const scoped = (user: (typeof DEMO_USERS)[number], path: string) =>
    user.user_type === 'talent'
      ? `/talent/${user.id}${path}`
      : user.user_type === 'employer'
        ? `/company/${user.company_id}${path}`
        : `/admin${path}`

  const call = (
    user: (typeof DEMO_USERS)[number],
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ) => api(t.base, method, scoped(user, path), { token: as(user), ...options })

  const inbox = async (user: (typeof DEMO_USERS)[number], query = '') => {
    const response = await call(user, 'GET', `/conversation?size=100${query}`)
    expect(response.status).toBe(200)
    return response.body as { results: Wire[]; total: number }
  }
  const unreadIn = async (user: (typeof DEMO_USERS)[number], id: string) =>
    (await inbox(user)).results.find((conversation) => conversation.id === id)?.unread_count

  const send = (user: (typeof DEMO_USERS)[number], id: string, body: unknown, headers?: Record<string, string>) =>
    call(user, 'POST', `/conversation/${id}/message`, { body, ...(headers ? { headers } : {}) })

  /** A fresh application of Tara's to a new Northwind vacancy: tests that write do not share their thread. */
  async function application() {
    const vacancy = await t.server.db
      .insertInto('vacancies')
      .values({ company_id: COMPANY.id, title: 'Conversation engineer', status: 'active' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const row = await t.server.db
      .insertInto('applications')
      .values({ vacancy_id: vacancy.id, talent_id: TALENT.id, resume_id: TALENT.resume!.id, status: 'applied' })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { id: row.id, vacancyId: vacancy.id }
  }

  /** The conversation of a fresh application, opened by the company. */
  async function conversation() {
    const { id, vacancyId } = await application()
    const response = await call(EMPLOYER, 'POST', `/application/${id}/conversation`)
    expect(response.status).toBe(201)
    return { id: response.body.id as string, applicationId: id, vacancyId }
  }

  const writes = async () =>
    Promise.all(
      (['conversations', 'messages', 'conversation_reads', 'conversation_recruiters', 'events'] as const).map((table) =>
        countRows(t.server.db, table),
      ),
    )

  beforeAll(async () => {
    t = await startTestServer(kind, { RATE_LIMITS: 'false' })
    for (const user of [TALENT, OTHER_TALENT, EMPLOYER, OTHER_EMPLOYER, RECRUITER, ADMIN]) {
      tokens[user.email] = (await signIn(t.base, user.email, DEMO_PASSWORD)).access_token
    }
  })
  afterAll(async () => {
    await Promise.all(streams.map((stream) => stream.close()))
    await t?.close()
  })

  describe('the seeded inbox', () => {
    it('gives each side its conversations, most recent first, with unread messages on each side', async () => {
      const validPage = contractValidator('ConversationPage')
      const tara = await inbox(TALENT)
      expect(validPage(tara)).toEqual([])
      expect(tara.results.map((c) => [c.id, c.unread_count])).toEqual([
        [SEEDED_TALENT_SUPPORT, 1],
        [SEEDED_PERCEPTION, 0],
        [SEEDED_FLEET, 1],
      ])
      const erin = await inbox(EMPLOYER)
      expect(erin.results.map((c) => [c.id, c.unread_count])).toEqual([
        [SEEDED_COMPANY_SUPPORT, 0],
        [SEEDED_PERCEPTION, 2],
        [SEEDED_FLEET, 0],
      ])
      const rita = await inbox(RECRUITER)
      expect(rita.results.map((c) => [c.id, c.unread_count])).toEqual([
        [SEEDED_COMPANY_SUPPORT, 1],
        [SEEDED_TALENT_SUPPORT, 0],
      ])
      // Nobody else's: another company and another talent have empty inboxes.
      expect((await inbox(OTHER_EMPLOYER)).total).toBe(0)
      expect((await inbox(OTHER_TALENT)).total).toBe(0)
    })

    it('says who takes part, what it is about and the last message', async () => {
      const [fleet] = (await inbox(TALENT)).results.filter((c) => c.id === SEEDED_FLEET)
      expect(fleet).toMatchObject({
        participants: [
          { user_id: TALENT.id, user_type: 'talent', full_name: 'Tara Talent', image_url: null },
          { user_id: EMPLOYER.id, user_type: 'employer', full_name: 'Erin Employer' },
          { user_id: COLLEAGUE.id, user_type: 'employer' },
        ],
        context: { type: 'application', id: DEMO_CONVERSATIONS[0]!.application!.id },
        vacancy: { id: DEMO_CONVERSATIONS[0]!.application!.vacancy, title: expect.any(String) },
        last_message: { sender_id: EMPLOYER.id, body: expect.stringContaining('Thursday at 10') },
      })
      const [support] = (await inbox(RECRUITER)).results.filter((c) => c.id === SEEDED_TALENT_SUPPORT)
      expect(support).toMatchObject({
        participants: [{ user_id: TALENT.id }, { user_id: RECRUITER.id, user_type: 'recruiter' }],
        context: { type: 'support', id: null },
        vacancy: null,
      })
    })

    it('counts the Chat/Jobs badge: `unread=true` lists only conversations with unread messages', async () => {
      const tara = await inbox(TALENT, '&unread=true')
      expect(tara.results.map((c) => c.id)).toEqual([SEEDED_TALENT_SUPPORT, SEEDED_FLEET])
      expect(tara.total).toBe(2)
      expect((await inbox(EMPLOYER, '&unread=true')).results.map((c) => c.id)).toEqual([SEEDED_PERCEPTION])
    })

    it('stores what people wrote as they wrote it: markup is text, links are text', async () => {
      const response = await call(EMPLOYER, 'GET', `/conversation/${SEEDED_PERCEPTION}/message`)
      expect(response.status).toBe(200)
      expect(contractValidator('MessagePage')(response.body)).toEqual([])
      expect(response.body.results.map((m: { body: string }) => m.body)).toEqual([
        'Happy to share more details <b>before</b> a call.',
        'Hi Erin, yes! I built the labelling UI for a vision team last year. See https://example.com/portfolio',
        expect.stringContaining('our matching suggested you'),
      ])
    })
  })

  describe('opening the conversation of an application', () => {
    it('creates it once (201); opening it again answers the same one (200), adding the message sent with it', async () => {
      const { id: applicationId, vacancyId } = await application()
      const first = await call(EMPLOYER, 'POST', `/application/${applicationId}/conversation`)
      expect(first.status).toBe(201)
      expect(contractValidator('Conversation')(first.body)).toEqual([])
      expect(first.body).toMatchObject({
        context: { type: 'application', id: applicationId },
        last_message: null,
        unread_count: 0,
      })
      expect(first.body.participants.map((p: { user_id: string }) => p.user_id)).toEqual([
        TALENT.id,
        EMPLOYER.id,
        COLLEAGUE.id,
      ])
      const again = await call(TALENT, 'POST', `/application/${applicationId}/conversation`, {
        body: { body: 'Hello, happy to talk!' },
      })
      expect(again.status).toBe(200)
      expect(again.body).toMatchObject({
        id: first.body.id,
        last_message: { body: 'Hello, happy to talk!', sender_id: TALENT.id },
        unread_count: 0,
      })
      const rows = await t.server.db
        .selectFrom('conversations')
        .selectAll()
        .where('application_id', '=', applicationId)
        .execute()
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({ company_id: COMPANY.id, talent_id: TALENT.id, vacancy_id: vacancyId })
      expect(await unreadIn(EMPLOYER, first.body.id)).toBe(1)
    })

    it('a create retried with the same Idempotency-Key opens it once and writes its message once', async () => {
      const { id: applicationId } = await application()
      const open = () =>
        call(EMPLOYER, 'POST', `/application/${applicationId}/conversation`, {
          body: { body: 'Welcome aboard the process!' },
          headers: { 'idempotency-key': `open-${applicationId}` },
        })
      const first = await open()
      const replay = await open()
      expect(first.status).toBe(201)
      expect(replay.status).toBe(201)
      expect(replay.body.id).toBe(first.body.id)
      const messages = await t.server.db
        .selectFrom('messages')
        .select('id')
        .where('conversation_id', '=', first.body.id)
        .execute()
      expect(messages).toHaveLength(1)
    })

    it('two opens at the same moment make one conversation: one answers 201, the other 200 with the same one', async () => {
      const { id: applicationId } = await application()
      const answers = await Promise.all(
        [EMPLOYER, TALENT].map((user) => call(user, 'POST', `/application/${applicationId}/conversation`)),
      )
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201])
      expect(answers[0]!.body.id).toBe(answers[1]!.body.id)
      const rows = await t.server.db
        .selectFrom('conversations')
        .select('id')
        .where('application_id', '=', applicationId)
        .execute()
      expect(rows).toHaveLength(1)
    })

    it('a recruiter who opens it joins it', async () => {
      const { id } = await conversation()
      const applicationId = (await t.server.db
        .selectFrom('conversations')
        .select('application_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow())!.application_id!
      const opened = await call(RECRUITER, 'POST', `/application/${applicationId}/conversation`)
      expect(opened.status).toBe(200)
      expect(opened.body.participants.at(-1)).toMatchObject({ user_id: RECRUITER.id, user_type: 'recruiter' })
      expect((await inbox(RECRUITER)).results.map((c) => c.id)).toContain(id)
    })

    it('refuses another company, another talent, an unknown application and a blank first message; writes nothing', async () => {
      const { id: applicationId } = await application()
      const before = await writes()
      const notFound = { message: ['Application not found.'] }
      expect(await call(OTHER_EMPLOYER, 'POST', `/application/${applicationId}/conversation`)).toMatchObject({
        status: 404,
        body: notFound,
      })
      expect(await call(OTHER_TALENT, 'POST', `/application/${applicationId}/conversation`)).toMatchObject({
        status: 404,
        body: notFound,
      })
      expect((await call(RECRUITER, 'POST', `/application/${UNKNOWN}/conversation`)).status).toBe(404)
      expect((await call(RECRUITER, 'POST', `/application/not-an-id/conversation`)).status).toBe(400)
      const blank = await call(EMPLOYER, 'POST', `/application/${applicationId}/conversation`, { body: { body: ' ' } })
      expect(blank).toMatchObject({
        status: 400,
        body: { detail: [{ loc: ['body', 'body'], msg: 'This field cannot be blank.' }] },
      })
      expect(await writes()).toEqual(before)
    })
  })

  describe('sending', () => {
    it('stores the message as written and tells the other participants live, with a notification', async () => {
      const { id, vacancyId } = await conversation()
      const tara = await SseStream.open(t.base, as(TALENT))
      streams.push(tara)
      const erin = await SseStream.open(t.base, as(EMPLOYER))
      streams.push(erin)
      const body = 'Line one\n<script>alert("x")</script> & https://example.com/?a=1&b=2\n\n  Line three  '
      const sent = await send(EMPLOYER, id, { body })
      expect(sent.status).toBe(201)
      expect(contractValidator('Message')(sent.body)).toEqual([])
      expect(sent.body).toMatchObject({
        conversation_id: id,
        sender: { user_id: EMPLOYER.id, user_type: 'employer', full_name: 'Erin Employer' },
        body,
        read_at: null,
      })
      const stored = await t.server.db
        .selectFrom('messages')
        .select('body')
        .where('id', '=', sent.body.id)
        .executeTakeFirstOrThrow()
      expect(stored.body).toBe(body)
      // Written in the same transaction as the message: one event per other participant, never the sender.
      const events = await t.server.db
        .selectFrom('events')
        .select(['user_id', 'type', 'payload'])
        .where('type', '=', 'message.sent')
        .where(({ ref }) => ref('payload'), '@>', JSON.stringify({ subject: { id } }) as never)
        .execute()
      expect(events.map((event) => event.user_id).sort()).toEqual([TALENT.id, COLLEAGUE.id].sort())
      expect(events[0]!.payload).toMatchObject({
        subject: { type: 'conversation', id },
        notification: {
          type: 'message',
          metadata_field: { message: 'Erin Employer sent you a message.', context: { type: 'vacancy', id: vacancyId } },
        },
      })
      await tara.until((s) => s.events.some((e) => e.event === 'message.sent'), 5_000, 'message.sent')
      expect(tara.events.find((e) => e.event === 'message.sent')!.data).toMatchObject({
        type: 'message.sent',
        subject: { type: 'conversation', id },
      })
      expect(erin.events.filter((e) => e.event === 'message.sent')).toEqual([])
    })

    it('previews the last message in 200 characters, never cutting a character in half', async () => {
      const { id } = await conversation()
      const body = `${'a'.repeat(199)}😀${'b'.repeat(50)}`
      expect((await send(TALENT, id, { body })).body.body).toBe(body)
      const [listed] = (await inbox(EMPLOYER)).results.filter((c) => c.id === id) as unknown as {
        last_message: { body: string }
      }[]
      expect(listed!.last_message.body).toBe(`${'a'.repeat(199)}😀`)
    })

    it('counts unread per participant: up after the other side writes, down to 0 once read; the sender reads their own', async () => {
      const { id } = await conversation()
      await send(EMPLOYER, id, { body: 'First question' })
      await send(EMPLOYER, id, { body: 'Second question' })
      expect(await unreadIn(TALENT, id)).toBe(2)
      expect(await unreadIn(EMPLOYER, id)).toBe(0)
      const before = (await inbox(TALENT, '&unread=true')).total
      const read = await call(TALENT, 'PUT', `/conversation/${id}/read`)
      expect(read.status).toBe(200)
      expect(read.body).toMatchObject({ id, unread_count: 0 })
      expect(await unreadIn(TALENT, id)).toBe(0)
      expect((await inbox(TALENT, '&unread=true')).total).toBe(before - 1)
      // Reading again changes nothing.
      expect((await call(TALENT, 'PUT', `/conversation/${id}/read`)).body.unread_count).toBe(0)
      // Replying reads the thread for the replier; the company hears of it.
      await send(TALENT, id, { body: 'Answers to both' })
      expect(await unreadIn(TALENT, id)).toBe(0)
      expect(await unreadIn(EMPLOYER, id)).toBe(1)
    })

    it("stamps read_at once the other side has read a message, never on the sender's word", async () => {
      const { id } = await conversation()
      await send(EMPLOYER, id, { body: 'Are you free on Monday?' })
      await send(TALENT, id, { body: 'Monday works.' })
      const thread = async () =>
        (await call(EMPLOYER, 'GET', `/conversation/${id}/message`)).body.results as {
          body: string
          read_at: string | null
        }[]
      // Replying is reading: Erin's question is read; Tara's answer waits for the company.
      expect((await thread()).map((m) => [m.body, m.read_at !== null])).toEqual([
        ['Monday works.', false],
        ['Are you free on Monday?', true],
      ])
      await send(EMPLOYER, id, { body: 'Great, 10:00 then.' })
      // Erin's new message is not read by her sending it: only Tara can read it for the talent's side.
      expect((await thread()).map((m) => m.read_at !== null)).toEqual([false, true, true])
      await call(TALENT, 'PUT', `/conversation/${id}/read`)
      expect((await thread()).map((m) => m.read_at !== null)).toEqual([true, true, true])
    })

    it('refuses an empty, blank, too long or missing body and unknown fields, in words; writes nothing', async () => {
      const { id } = await conversation()
      const before = await writes()
      const refusal = async (body: unknown) => {
        const response = await send(EMPLOYER, id, body)
        expect(response.status).toBe(400)
        return response.body.detail as { loc: (string | number)[]; msg: string }[]
      }
      expect(await refusal({ body: '' })).toEqual([
        { loc: ['body', 'body'], msg: 'This field is required.', type: 'minLength' },
      ])
      expect(await refusal({ body: ' \n\t ' })).toEqual([
        { loc: ['body', 'body'], msg: 'This field cannot be blank.', type: 'pattern' },
      ])
      expect(await refusal({ body: 'x'.repeat(5001) })).toEqual([
        { loc: ['body', 'body'], msg: 'Must be at most 5000 characters.', type: 'maxLength' },
      ])
      expect(await refusal({})).toEqual([{ loc: ['body', 'body'], msg: 'This field is required.', type: 'required' }])
      expect(await refusal({ body: 'Hi', html: true })).toEqual([
        { loc: ['body', 'html'], msg: 'This field is not allowed.', type: 'additionalProperties' },
      ])
      expect(await writes()).toEqual(before)
      // 5,000 characters is the limit, not past it.
      expect((await send(EMPLOYER, id, { body: 'y'.repeat(5000) })).status).toBe(201)
    })

    it('a third party can neither read nor post nor mark read: 404, and nothing is written', async () => {
      const { id } = await conversation()
      await send(EMPLOYER, id, { body: 'Only for Tara' })
      const before = await writes()
      const missing = { status: 404, body: { message: ['Conversation not found.'] } }
      for (const stranger of [OTHER_TALENT, OTHER_EMPLOYER]) {
        expect(await call(stranger, 'GET', `/conversation/${id}/message`)).toMatchObject(missing)
        expect(await send(stranger, id, { body: 'Let me in' })).toMatchObject(missing)
        expect(await call(stranger, 'PUT', `/conversation/${id}/read`)).toMatchObject(missing)
        expect((await inbox(stranger)).results.map((c) => c.id)).not.toContain(id)
      }
      expect(await send(EMPLOYER, UNKNOWN, { body: 'Anyone?' })).toMatchObject(missing)
      expect((await send(EMPLOYER, 'not-an-id', { body: 'Anyone?' })).status).toBe(400)
      expect(await writes()).toEqual(before)
    })

    it('a send retried with the same Idempotency-Key writes one message and answers the same', async () => {
      const { id } = await conversation()
      const key = { 'idempotency-key': `send-${id}` }
      const first = await send(TALENT, id, { body: 'Sent over a flaky network' }, key)
      const replay = await send(TALENT, id, { body: 'Sent over a flaky network' }, key)
      expect(first.status).toBe(201)
      expect(replay).toMatchObject({ status: 201, body: { id: first.body.id } })
      expect(await countRowsOf(id)).toBe(1)
      // The same key for another message is refused, not silently replayed.
      expect((await send(TALENT, id, { body: 'Something else' }, key)).status).toBe(422)
    })
  })

  const countRowsOf = async (conversationId: string) =>
    (await t.server.db.selectFrom('messages').select('id').where('conversation_id', '=', conversationId).execute())
      .length

  describe('reading a thread', () => {
    it('pages the messages newest first', async () => {
      const { id } = await conversation()
      for (const body of ['one', 'two', 'three']) await send(TALENT, id, { body })
      const first = await call(EMPLOYER, 'GET', `/conversation/${id}/message?size=2`)
      expect(first.body).toMatchObject({ total: 3, size: 2, current_page: 1, next: 2, previous: null })
      expect(first.body.results.map((m: { body: string }) => m.body)).toEqual(['three', 'two'])
      const second = await call(EMPLOYER, 'GET', `/conversation/${id}/message?size=2&page=2`)
      expect(second.body).toMatchObject({ next: null, previous: 1 })
      expect(second.body.results.map((m: { body: string }) => m.body)).toEqual(['one'])
    })
  })

  describe('by vacancy and by recruiter', () => {
    it("lists a vacancy's conversations to its company and to recruiters, to no other company", async () => {
      const { id, vacancyId } = await conversation()
      for (const user of [EMPLOYER, RECRUITER, ADMIN]) {
        const response = await call(user, 'GET', `/vacancy/${vacancyId}/conversation`)
        expect(response.status).toBe(200)
        expect(response.body.results.map((c: Wire) => c.id)).toEqual([id])
      }
      expect(await call(OTHER_EMPLOYER, 'GET', `/vacancy/${vacancyId}/conversation`)).toMatchObject({
        status: 404,
        body: { message: ['Vacancy not found.'] },
      })
    })

    it("lists a recruiter's conversations to themself and to admins; another recruiter is refused", async () => {
      const own = await call(RECRUITER, 'GET', `/recruiter/${RECRUITER.id}/conversation`)
      expect(own.status).toBe(200)
      expect(own.body.results.map((c: Wire) => c.id)).toEqual(
        expect.arrayContaining([SEEDED_COMPANY_SUPPORT, SEEDED_TALENT_SUPPORT]),
      )
      const byAdmin = await call(ADMIN, 'GET', `/recruiter/${RECRUITER.id}/conversation`)
      expect(byAdmin.body.results.map((c: Wire) => c.id)).toEqual(own.body.results.map((c: Wire) => c.id))
      expect(await call(RECRUITER, 'GET', `/recruiter/${ADMIN.id}/conversation`)).toMatchObject({
        status: 403,
        body: { message: [OWN_CONVERSATIONS_ONLY] },
      })
      expect(await call(ADMIN, 'GET', `/recruiter/${TALENT.id}/conversation`)).toMatchObject({
        status: 404,
        body: { message: ['Recruiter not found.'] },
      })
    })

    it('a recruiter reads any conversation (the back office) and joins it by writing; reading alone does not join', async () => {
      const { id } = await conversation()
      expect((await call(RECRUITER, 'GET', `/conversation/${id}/message`)).status).toBe(200)
      expect((await call(RECRUITER, 'PUT', `/conversation/${id}/read`)).status).toBe(200)
      expect((await inbox(RECRUITER)).results.map((c) => c.id)).not.toContain(id)
      const sent = await send(RECRUITER, id, { body: 'Rita here: I can help schedule the interview.' })
      expect(sent.status).toBe(201)
      const joined = (await inbox(RECRUITER)).results.find((c) => c.id === id)!
      expect(joined.participants.map((p) => p.user_id)).toEqual([TALENT.id, EMPLOYER.id, COLLEAGUE.id, RECRUITER.id])
      expect(await unreadIn(TALENT, id)).toBe(1)
      expect(await unreadIn(EMPLOYER, id)).toBe(1)
    })
  })
}
