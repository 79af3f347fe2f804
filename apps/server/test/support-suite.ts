import { afterAll, beforeAll, expect, it } from 'vitest'
import { DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed.ts'
import { signIn } from './helpers/oidc-client.ts'
import { api, countRows, startTestServer, type DatabaseKind, type TestServer } from './helpers/server.ts'

const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const TALENT = demo('talent.published@hireloop.test')
const EMPLOYER = demo('employer@hireloop.test')
const RECRUITER = demo('recruiter@hireloop.test')
const SUPPORT = 'support@hireloop.test'

/**
 * The help page's contact form (ADR 0093): a signed-in user's question becomes a mail in the support team's
 * mailbox, through the outbox in the same transaction; bad input and the per-account limit send nothing.
 */
export function supportSuite(kind: DatabaseKind) {
  let t: TestServer
  const tokens: Record<string, string> = {}
  const as = (user: { email: string }) => tokens[user.email]!
  const ask = (token: string | undefined, body: unknown) =>
    api(t.base, 'POST', '/me/support', { ...(token ? { token } : {}), body })
  const mailsToSupport = () =>
    t.server.db.selectFrom('outbox').selectAll().where('to_address', '=', SUPPORT).orderBy('created_at').execute()

  beforeAll(async () => {
    // The real limits: the fifth question in an hour is the last one.
    t = await startTestServer(kind)
    for (const user of [TALENT, EMPLOYER, RECRUITER]) {
      tokens[user.email] = (await signIn(t.base, user.email, DEMO_PASSWORD)).access_token
    }
  })
  afterAll(async () => {
    await t?.close()
  })

  it('mails the question to the support mailbox with who asks and where to answer, and answers with a reference', async () => {
    const question = 'Our invoice shows the wrong VAT id.\nCould you correct it? <b>thanks</b>'
    const response = await ask(as(EMPLOYER), { topic: 'billing', message: `  ${question}  ` })
    expect(response.status).toBe(202)
    expect(response.body).toEqual({
      reference: expect.stringMatching(/^SR-[2-9A-HJ-NP-Z]{8}$/),
      answer_to: EMPLOYER.email,
    })

    const [mail] = (await mailsToSupport()).filter((row) => row.subject.includes(response.body.reference))
    expect(mail!.subject).toBe(`[${response.body.reference}] Support request: billing`)
    expect(mail!.text_body).toContain(`(employer, ${EMPLOYER.email}) wrote about billing:`)
    expect(mail!.text_body).toContain(question)
    expect(mail!.text_body).toContain(`mailto:${EMPLOYER.email}`)
    // The user's words are text in the HTML part, never markup.
    expect(mail!.html_body).toContain('&lt;b&gt;thanks&lt;/b&gt;')
    expect(mail!.html_body).not.toContain('<b>thanks</b>')

    const trail = await api(t.base, 'GET', `/admin/audit?object_type=user&object_id=${EMPLOYER.id}`, {
      token: as(RECRUITER),
    })
    expect(trail.body.results[0]).toMatchObject({
      operation_id: 'createSupportRequest',
      after: { support_request: response.body.reference, topic: 'billing' },
    })
  })

  it('lets every role ask', async () => {
    for (const user of [TALENT, RECRUITER]) {
      const response = await ask(as(user), { topic: 'account', message: 'How do I change my email?' })
      expect(response.status, user.email).toBe(202)
      expect(response.body.answer_to).toBe(user.email)
    }
  })

  it('refuses a blank, oversized, unknown-topic or padded question with a sentence and sends nothing', async () => {
    const before = await countRows(t.server.db, 'outbox')
    const blank = await ask(as(TALENT), { topic: 'other', message: ' \n\t ' })
    expect(blank.status).toBe(400)
    expect(blank.body).toEqual({ message: ['Write your question before sending it.'] })
    const cases = [
      { topic: 'other', message: 'x'.repeat(5001) },
      { topic: 'refund', message: 'Money back?' },
      { topic: 'other', message: 'Hi', cc: 'someone@else.test' },
      { topic: 'other' },
    ]
    for (const body of cases) {
      const response = await ask(as(TALENT), body)
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400)
      expect(response.body.detail.length).toBeGreaterThan(0)
    }
    expect(await countRows(t.server.db, 'outbox')).toBe(before)
  })

  it('asks a visitor to sign in', async () => {
    const response = await ask(undefined, { topic: 'other', message: 'Hello?' })
    expect(response.status).toBe(401)
  })

  it('takes at most five questions an hour from one account, then answers 429 with Retry-After', async () => {
    // The talent asked once above (refused questions never reach the limit): four more pass.
    const before = (await mailsToSupport()).length
    const answers: number[] = []
    for (let i = 0; i < 5; i++) {
      answers.push((await ask(as(TALENT), { topic: 'technical', message: `Question ${i}` })).status)
    }
    expect(answers).toEqual([202, 202, 202, 202, 429])
    const refused = await ask(as(TALENT), { topic: 'technical', message: 'One more' })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.body.message[0]).toMatch(/^Too many requests\. Try again in/)
    expect((await mailsToSupport()).length).toBe(before + 4)
    // Another account is not held back by the talent's limit.
    expect((await ask(as(EMPLOYER), { topic: 'hiring', message: 'Still here' })).status).toBe(202)
  })
}
