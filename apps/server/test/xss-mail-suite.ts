import { afterAll, beforeAll, expect, it } from 'vitest'
import type { MailCalendar, NotificationSettings } from '../src/db/schema.ts'
import { DEMO_CONVERSATIONS } from '../src/db/seed-conversations.ts'
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed.ts'
import { signIn } from './helpers/oidc-client.ts'
import { api, startTestServer, type DatabaseKind, type TestServer } from './helpers/server.ts'

const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const TALENT = demo('talent.published@hireloop.test')
const EMPLOYER = demo('employer@hireloop.test')
const ADMIN = demo('admin@hireloop.test')
const COMPANY = DEMO_COMPANIES[0]!
const SUPPORT = 'support@hireloop.test'
const ALL_ON: NotificationSettings = { email_on_message: true, email_on_application: true, email_on_meeting: true }

/** Script in every form a mail reader might run: raw HTML, an event handler, a Markdown link, SVG. */
export const XSS_PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror=window.__xss=1>',
  '[x](javascript:window.__xss=1)',
  '<svg onload=window.__xss=1>',
  '"><a href="javascript:window.__xss=1">x</a>',
]
const ALL = XSS_PAYLOADS.join(' ')

/** Markup that would run in an HTML part: a script element, an event-handler attribute, a javascript: link. */
function scriptIn(html: string): string[] {
  const found: string[] = []
  if (/<script/i.test(html)) found.push('<script')
  if (/<svg/i.test(html)) found.push('<svg')
  if (/<[^>]*\son[a-z]+\s*=/i.test(html)) found.push('event-handler attribute')
  if (/\b(href|src|action)\s*=\s*["']?\s*javascript:/i.test(html)) found.push('javascript: URL')
  return found
}

/**
 * Stored XSS by mail (issue 17): every mail a user's text can cause is written with the payloads in that text, then
 * every HTML part written meanwhile is checked for markup that would run, and the parts that carry user text (the
 * support team's mail, the meeting's .ics) must carry it literally. Most mails carry no user text at all (security
 * finding 8): for those the check is that none leaks in.
 */
export function xssMailSuite(kind: DatabaseKind) {
  let t: TestServer
  const tokens: Record<string, string> = {}
  const as = (user: { email: string }) => tokens[user.email]!
  let since: Date

  const outboxSince = () =>
    t.server.db
      .selectFrom('outbox')
      .select(['to_address', 'subject', 'text_body', 'html_body', 'calendar'])
      .where('created_at', '>=', since)
      .orderBy('created_at')
      .execute()

  beforeAll(async () => {
    t = await startTestServer(kind, { RATE_LIMITS: 'false' })
    for (const user of [TALENT, EMPLOYER, ADMIN]) {
      tokens[user.email] = (await signIn(t.base, user.email, DEMO_PASSWORD)).access_token
    }
    await t.server.db
      .updateTable('users')
      .set({ notification_settings: JSON.stringify(ALL_ON) })
      .where('id', 'in', [TALENT.id, EMPLOYER.id])
      .execute()
    // The seed's notifications are read: an unread message notification holds back the next message mail.
    await api(t.base, 'POST', '/me/notification', { token: as(TALENT) })
    since = new Date()
  })
  afterAll(async () => {
    await t?.close()
  })

  it('sends the support team the words as text: literal in the text part, escaped in the HTML part', async () => {
    const response = await api(t.base, 'POST', '/me/support', {
      token: as(EMPLOYER),
      body: { topic: 'other', message: ALL },
    })
    expect(response.status).toBe(202)
    const mail = (await outboxSince()).find((row) => row.subject.includes(response.body.reference))!
    expect(mail.to_address).toBe(SUPPORT)
    expect(mail.text_body).toContain(ALL)
    expect(scriptIn(mail.html_body)).toEqual([])
    expect(mail.html_body).toContain('&lt;script&gt;window.__xss=1&lt;/script&gt;')
    expect(mail.html_body).toContain('&lt;img src=x onerror=window.__xss=1&gt;')
  })

  it("puts a meeting's title and notes in its .ics as text, never in the mail's HTML", async () => {
    const title = `Interview ${XSS_PAYLOADS[0]} ${XSS_PAYLOADS[1]}`
    const input = {
      title,
      type: 'intro',
      starts_at: new Date(Date.UTC(2027, 5, 7, 9)).toISOString(),
      duration_minutes: 30,
      time_zone: 'Europe/Berlin',
      participant_ids: [TALENT.id],
      link: 'https://meet.hireloop.test/xss',
      notes: ALL,
    }
    const meetings = `/company/${COMPANY.id}/meeting`
    const created = await api(t.base, 'POST', meetings, { token: as(EMPLOYER), body: input })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = created.body.id as string
    const moved = { ...input, title: `${title} (moved)`, notes: XSS_PAYLOADS[2] }
    const changed = await api(t.base, 'PUT', `${meetings}/${id}`, { token: as(EMPLOYER), body: moved })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect((await api(t.base, 'DELETE', `${meetings}/${id}`, { token: as(EMPLOYER) })).status).toBe(204)

    const invitations = (await outboxSince()).filter((row) =>
      (row.calendar as MailCalendar | null)?.content.includes(`${id}@`),
    )
    // Invitation, update and cancellation, to the organiser and to Tara.
    expect(invitations.filter((row) => row.to_address === TALENT.email)).toHaveLength(3)
    for (const mail of invitations) {
      const ics = (mail.calendar as MailCalendar).content.replace(/\r\n[ \t]/g, '')
      // iCalendar escapes only `\`, `;`, `,` and newlines: the organiser's words stay as they were typed.
      expect(ics).toContain(`SUMMARY:${title}`)
      expect(ics).toContain('window.__xss=1')
      expect(mail.text_body).not.toContain('window.__xss')
      expect(mail.html_body).not.toContain('window.__xss')
      expect(scriptIn(mail.html_body)).toEqual([])
    }
  })

  it('mails a message notification without the message, and account mails without the names a user chose', async () => {
    const [conversation] = DEMO_CONVERSATIONS
    const sent = await api(t.base, 'POST', `/company/${COMPANY.id}/conversation/${conversation!.id}/message`, {
      token: as(EMPLOYER),
      body: { body: ALL },
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(201)
    // The contract refuses markup in names; a company's name is free text and goes into no mail.
    const company = await api(t.base, 'POST', '/register/company', {
      body: {
        employer: {
          first_name: 'Mallory',
          last_name: 'Script',
          email: 'xss.company@hireloop.test',
          password: 'Xss#payload2026',
        },
        company: { name: XSS_PAYLOADS[1], website_url: 'https://example.org' },
      },
    })
    expect(company.status, JSON.stringify(company.body)).toBe(201)
    const invite = await api(t.base, 'POST', '/admin/invite', {
      token: as(ADMIN),
      body: { email: 'xss.invitee@hireloop.test', role: 'employer', company_id: COMPANY.id },
    })
    expect(invite.status, JSON.stringify(invite.body)).toBe(201)
    await t.server.jobs.drain()

    const mails = await outboxSince()
    const to = (address: string) => mails.filter((row) => row.to_address === address).map((row) => row.subject)
    expect(to(TALENT.email)).toContain('You have a new message on Hireloop')
    expect(to('xss.company@hireloop.test')).toContain('Confirm your email address')
    expect(to('xss.invitee@hireloop.test')).toContain('You are invited to Hireloop')
  })

  it('writes no HTML part that would run script, and only the support mail carries the words', async () => {
    await t.server.jobs.drain()
    const mails = await outboxSince()
    expect(mails.length).toBeGreaterThan(4)
    for (const mail of mails) {
      expect(scriptIn(mail.html_body), mail.subject).toEqual([])
      if (mail.to_address === SUPPORT) continue
      expect(`${mail.subject}\n${mail.text_body}\n${mail.html_body}`, mail.subject).not.toContain('window.__xss')
    }
  })
}
