import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ApiError } from '../client/api-error.ts'
import { createApiClient, type ApiScope } from '../client/create-api-client.ts'
import { callOperation as call } from '../operations/call-operation.ts'
import { db, demoEmails, resetDb, signInAs, userByEmail, type DemoLogin } from './db.ts'
import { handlers } from './handlers.ts'
import { OWN_CONVERSATIONS_ONLY } from './resources/conversations.ts'

// The server's conversation rules (ADR 0077) in the mock marketplace, so the /messages stories meet them.
const server = setupServer(...handlers)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => {
  resetDb()
})

const me = (login: DemoLogin) => userByEmail(demoEmails[login])!
function clientAs(login: DemoLogin) {
  const user = me(login)
  signInAs(null)
  const scope: ApiScope = { role: user.user_type, userId: user.id, companyId: user.company_id }
  return createApiClient({
    baseUrl: 'http://localhost',
    getAccessToken: () => `mock:${user.email}`,
    getScope: () => scope,
  })
}
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: ApiError) => error,
  )

/** An application of the employer's company whose conversation nobody has opened yet. */
function unopenedApplication() {
  const companyId = me('employer').company_id
  return db.applications.find(
    (a) =>
      a.vacancy.company.id === companyId &&
      !db.conversations.some((c) => c.context?.type === 'application' && c.context.id === a.id),
  )!
}

describe('conversations in the mock marketplace', () => {
  it('opens an application conversation once (201), then answers it (200) with the message sent along', async () => {
    const application = unopenedApplication()
    const first = await call(clientAs('employer'), 'createApplicationConversation', { path: { id: application.id } })
    expect(first.participants.map((p) => p.userId)).toEqual(
      expect.arrayContaining([application.talent_id, me('employer').id]),
    )
    const again = await call(clientAs('employer'), 'createApplicationConversation', {
      path: { id: application.id },
      body: { body: 'Hello again' },
    })
    expect(again).toMatchObject({ id: first.id, lastMessage: { body: 'Hello again' }, unreadCount: 0 })
    expect(db.conversations.filter((c) => c.context?.id === application.id)).toHaveLength(1)
  })

  it('refuses an empty, blank or too long message in the server words, and stores nothing', async () => {
    const application = unopenedApplication()
    const { id } = await call(clientAs('employer'), 'createApplicationConversation', { path: { id: application.id } })
    const before = db.messages.length
    for (const [body, msg] of [
      ['', 'This field is required.'],
      ['  \n ', 'This field cannot be blank.'],
      ['x'.repeat(5001), 'Must be at most 5000 characters.'],
    ] as const) {
      const refused = await refusal(call(clientAs('employer'), 'sendMessage', { path: { id }, body: { body } }))
      expect(refused).toMatchObject({ status: 400, body: { detail: [{ loc: ['body', 'body'], msg }] } })
    }
    expect(db.messages).toHaveLength(before)
  })

  it('counts unread for the other side until it reads; a third party hears 404', async () => {
    const application = unopenedApplication()
    const { id } = await call(clientAs('employer'), 'createApplicationConversation', {
      path: { id: application.id },
      body: { body: 'Are you free on Monday?' },
    })
    const talent = db.users.find((u) => u.id === application.talent_id)!
    const talentClient = createApiClient({
      baseUrl: 'http://localhost',
      getAccessToken: () => `mock:${talent.email}`,
      getScope: () => ({ role: 'talent', userId: talent.id, companyId: null }),
    })
    const unread = async () =>
      (await call(talentClient, 'listConversations', { query: { size: 100 } })).results.find((c) => c.id === id)
        ?.unreadCount
    expect(await unread()).toBe(1)
    expect((await call(talentClient, 'markConversationRead', { path: { id } })).unreadCount).toBe(0)
    expect(await unread()).toBe(0)
    const [message] = (await call(clientAs('employer'), 'listMessages', { path: { id } })).results
    expect(message!.readAt).not.toBeNull()
    const stranger = talent.id === me('talentNew').id ? 'talentDraft' : 'talentNew'
    expect(await refusal(call(clientAs(stranger), 'listMessages', { path: { id } }))).toMatchObject({ status: 404 })
  })

  it("lists a recruiter's conversations to themself and to admins only", async () => {
    const recruiterId = me('recruiter').id
    expect(await call(clientAs('admin'), 'listRecruiterConversations', { path: { id: recruiterId } })).toMatchObject({
      currentPage: 1,
    })
    expect(
      await refusal(call(clientAs('recruiter'), 'listRecruiterConversations', { path: { id: me('admin').id } })),
    ).toMatchObject({ status: 403, message: OWN_CONVERSATIONS_ONLY })
  })
})
