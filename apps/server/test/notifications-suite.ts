import type { ApplicationStatus } from '@hireloop/flows/rules'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_COLLEAGUES } from '../src/db/seed-companies.ts'
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed.ts'
import type { NotificationSettings } from '../src/db/schema.ts'
import { createMailer } from '../src/mail/mailer.ts'
import { notificationMailJob } from '../src/notifications/notification-mail.job.ts'
import { signIn } from './helpers/oidc-client.ts'
import { api, startTestServer, type DatabaseKind, type TestServer } from './helpers/server.ts'

const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const TALENT = demo('talent.published@hireloop.test')
const EMPLOYER = demo('employer@hireloop.test')
/** Erin's active colleague at Northwind: an employer of the company too, with every mail turned off. */
const COLLEAGUE = DEMO_COLLEAGUES.find((colleague) => colleague.active)!
const OTHER_EMPLOYER = demo('employer.new@hireloop.test')
const RECRUITER = demo('recruiter@hireloop.test')
const COMPANY = DEMO_COMPANIES[0]!
const RESUME = TALENT.resume!.id
const ALL_ON: NotificationSettings = { email_on_message: true, email_on_application: true, email_on_meeting: true }
const ALL_OFF: NotificationSettings = { email_on_message: false, email_on_application: false, email_on_meeting: false }
/** The subjects of the notification mails (mail/messages.ts); invitations and account mails have others. */
const NOTIFICATION_SUBJECTS = [
  'You have a new message on Hireloop',
  'News about an application on Hireloop',
  'News about a hire on Hireloop',
  'Leave feedback after an interview',
]

/**
 * Notifications (issue 14, ADR 0080): each domain event puts a clear sentence in the bell of the people it concerns
 * (the other side of a move, both sides of a match, the company when feedback is due), and a mail through the job
 * queue to those whose settings ask for its kind; with the setting off, the bell only. The request never waits for
 * the mail. Rows are inserted directly wherever the HTTP path is not what is tested.
 */
export function notificationsSuite(kind: DatabaseKind) {
  let t: TestServer
  const tokens: Record<string, string> = {}
  const as = (user: { email: string }) => tokens[user.email]!
  const own = (path: string) => `/company/${COMPANY.id}${path}`
  const talentPath = (path: string) => `/talent/${TALENT.id}${path}`
  let titles = 0

  async function settings(userId: string, values: NotificationSettings) {
    await t.server.db
      .updateTable('users')
      .set({ notification_settings: JSON.stringify(values) })
      .where('id', '=', userId)
      .execute()
  }

  /** A fresh vacancy of Northwind, with a title no other test uses. */
  async function vacancy() {
    titles += 1
    const title = `Fleet engineer ${titles}`
    const row = await t.server.db
      .insertInto('vacancies')
      .values({ company_id: COMPANY.id, title, status: 'active', draft: false })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { id: row.id, title }
  }

  async function application(status: ApplicationStatus) {
    const { id: vacancyId, title } = await vacancy()
    const row = await t.server.db
      .insertInto('applications')
      .values({ vacancy_id: vacancyId, talent_id: TALENT.id, resume_id: RESUME, status })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { id: row.id, vacancyId, title }
  }

  /** Each user's bell sentences about one vacancy (their context), oldest first. */
  async function bells(vacancyId: string): Promise<Record<string, string[]>> {
    const rows = await t.server.db
      .selectFrom('notifications')
      .select(['user_id', 'message'])
      .where(({ ref }) => ref('context'), '@>', JSON.stringify({ type: 'vacancy', id: vacancyId }) as never)
      .orderBy('created_at')
      .execute()
    const byUser: Record<string, string[]> = {}
    for (const row of rows) (byUser[row.user_id] ??= []).push(row.message)
    return byUser
  }

  /** The notification mails whose link holds one of `fragments` (ids), once the queue has run. */
  async function mails(...fragments: string[]) {
    await t.server.jobs.drain()
    const rows = await t.server.db
      .selectFrom('outbox')
      .select(['to_address', 'subject', 'text_body', 'links'])
      .where('subject', 'in', NOTIFICATION_SUBJECTS)
      .orderBy('created_at')
      .execute()
    return rows.filter((row) => row.links.some((link) => fragments.some((fragment) => link.includes(fragment))))
  }

  async function notificationMailsTo(address: string) {
    await t.server.jobs.drain()
    const rows = await t.server.db
      .selectFrom('outbox')
      .select('id')
      .where('to_address', '=', address)
      .where('subject', 'in', NOTIFICATION_SUBJECTS)
      .execute()
    return rows.length
  }

  const setStatus = (as: 'talent' | 'employer', id: string, status: ApplicationStatus) =>
    api(
      t.base,
      'POST',
      as === 'talent'
        ? talentPath(`/application/${id}/application_status`)
        : own(`/application/${id}/application_status`),
      { token: tokens[(as === 'talent' ? TALENT : EMPLOYER).email], body: { status, application_id: id } },
    )

  beforeAll(async () => {
    t = await startTestServer(kind, { RATE_LIMITS: 'false' })
    for (const user of [TALENT, EMPLOYER, RECRUITER]) {
      tokens[user.email] = (await signIn(t.base, user.email, DEMO_PASSWORD)).access_token
    }
    await settings(TALENT.id, ALL_ON)
    await settings(EMPLOYER.id, ALL_ON)
    await settings(COLLEAGUE.id, ALL_OFF)
    // The seed's notifications are read: an unread message notification holds back the next message mail.
    expect((await api(t.base, 'POST', '/me/notification', { token: as(TALENT) })).status).toBe(200)
  })
  afterAll(async () => {
    await t?.close()
  })

  describe('applications', () => {
    it('a talent applies: every employer of the company hears it, by mail where their settings ask', async () => {
      const { id: vacancyId, title } = await vacancy()
      const response = await api(t.base, 'POST', talentPath('/application'), {
        token: as(TALENT),
        body: { vacancy_id: vacancyId, resume_id: RESUME },
      })
      expect(response.status).toBe(201)
      const said = `Tara Talent applied to ${title}.`
      expect(await bells(vacancyId)).toEqual({ [EMPLOYER.id]: [said], [COLLEAGUE.id]: [said] })

      // Erin asked for application mails, her colleague turned them off; another company's employer hears nothing.
      const sent = await mails(vacancyId)
      expect(sent.map((mail) => [mail.to_address, mail.subject])).toEqual([
        [EMPLOYER.email, 'News about an application on Hireloop'],
      ])
      // The mail names nobody and nothing another user wrote (mail/messages.ts): the bell holds the sentence.
      expect(sent[0]!.text_body).not.toContain(title)
      expect(sent[0]!.text_body).not.toContain('Tara')
      expect(sent[0]!.links).toEqual([`${t.base}/job-openings/hiring-pipeline/${vacancyId}`])
      expect(sent[0]!.text_body).toContain('"Email me when an application changes" is on')
      const other = await t.server.db
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', OTHER_EMPLOYER.id)
        .where('message', 'like', `%${title}%`)
        .execute()
      expect(other).toEqual([])
    })

    it('a recruiter matches a talent: both sides hear it', async () => {
      const { id: vacancyId, title } = await vacancy()
      const response = await api(t.base, 'POST', '/admin/application', {
        token: as(RECRUITER),
        body: { vacancy_id: vacancyId, resume_id: RESUME },
      })
      expect(response.status).toBe(201)
      expect(await bells(vacancyId)).toEqual({
        [TALENT.id]: [`You have a new job match: ${title} at Northwind Robotics.`],
        [EMPLOYER.id]: [`A recruiter proposed Tara Talent for ${title}.`],
        [COLLEAGUE.id]: [`A recruiter proposed Tara Talent for ${title}.`],
      })
      const sent = await mails(response.body.id, vacancyId)
      expect(sent.map((mail) => [mail.to_address, mail.links])).toEqual(
        expect.arrayContaining([
          [TALENT.email, [`${t.base}/application/${response.body.id}/vacancy`]],
          [EMPLOYER.email, [`${t.base}/job-openings/hiring-pipeline/${vacancyId}`]],
        ]),
      )
      expect(sent).toHaveLength(2)
    })

    it('a match is news for both sides, the mover included: "You’re successfully matched!" for the talent', async () => {
      const { id, vacancyId, title } = await application('applied')
      expect((await setStatus('employer', id, 'employer_accepted')).status).toBe(200)
      expect(await bells(vacancyId)).toEqual({
        [TALENT.id]: ['You’re successfully matched!'],
        [EMPLOYER.id]: [`You are matched with Tara Talent for ${title}.`],
        [COLLEAGUE.id]: [`You are matched with Tara Talent for ${title}.`],
      })
    })

    it('a move is told to the other side only', async () => {
      const { id, vacancyId, title } = await application('employer_accepted')
      expect((await setStatus('employer', id, 'interview_requested')).status).toBe(200)
      expect(await bells(vacancyId)).toEqual({
        [TALENT.id]: [`Your application for ${title} at Northwind Robotics is now: Interview requested.`],
      })
      expect((await setStatus('talent', id, 'talent_rejected')).status).toBe(200)
      const said = `Tara Talent's application for ${title} is now: Withdrawn by talent.`
      expect(await bells(vacancyId)).toMatchObject({ [EMPLOYER.id]: [said], [COLLEAGUE.id]: [said] })
    })

    it('once the interview took place, the company is asked for feedback, by mail under the meetings setting', async () => {
      const { id, vacancyId, title } = await application('interview_scheduled')
      expect((await setStatus('employer', id, 'waiting')).status).toBe(200)
      const due = `Leave feedback on Tara Talent for ${title}.`
      expect(await bells(vacancyId)).toEqual({
        [TALENT.id]: [`Your application for ${title} at Northwind Robotics is now: Waiting for decision.`],
        [EMPLOYER.id]: [due],
        [COLLEAGUE.id]: [due],
      })
      const sent = await mails(id)
      expect(sent.map((mail) => [mail.to_address, mail.subject])).toEqual(
        expect.arrayContaining([
          [TALENT.email, 'News about an application on Hireloop'],
          [EMPLOYER.email, 'Leave feedback after an interview'],
        ]),
      )
      expect(sent).toHaveLength(2)
      const feedback = sent.find((mail) => mail.to_address === EMPLOYER.email)!
      expect(feedback.links).toEqual([
        `${t.base}/job-openings/hiring-pipeline/vacancy/${vacancyId}/application/${id}/resume`,
      ])
      expect(feedback.text_body).toContain('"Email me about meetings" is on')
    })

    it('each confirmation of a hire is told to the other side; the completed hire to both', async () => {
      const { id, vacancyId, title } = await application('offer_accepted')
      const employerSide = await api(t.base, 'PUT', own(`/application/${id}/hire`), { token: as(EMPLOYER) })
      expect(employerSide.status).toBe(200)
      expect(await bells(vacancyId)).toEqual({
        [TALENT.id]: [`Northwind Robotics confirmed your hire as ${title}: confirm it too to complete it.`],
      })
      const talentSide = await api(t.base, 'PUT', talentPath(`/application/${id}/hire`), { token: as(TALENT) })
      expect(talentSide.body).toMatchObject({ hired: true })
      const hired = `Tara Talent is hired as ${title}. The placement invoice follows.`
      expect(await bells(vacancyId)).toEqual({
        [TALENT.id]: [
          `Northwind Robotics confirmed your hire as ${title}: confirm it too to complete it.`,
          `Your hire as ${title} at Northwind Robotics is confirmed.`,
        ],
        [EMPLOYER.id]: [hired],
        [COLLEAGUE.id]: [hired],
      })
      const sent = await mails(id, vacancyId)
      expect(sent.map((mail) => [mail.to_address, mail.subject]).sort()).toEqual([
        [EMPLOYER.email, 'News about a hire on Hireloop'],
        [TALENT.email, 'News about a hire on Hireloop'],
        [TALENT.email, 'News about a hire on Hireloop'],
      ])
    })
  })

  describe('messages', () => {
    it('the other side hears of a message; the mail follows the message setting', async () => {
      const { id, vacancyId } = await application('employer_accepted')
      const opened = await api(t.base, 'POST', own(`/application/${id}/conversation`), {
        token: as(EMPLOYER),
        body: { body: 'Hello Tara, when can we talk?' },
      })
      expect(opened.status).toBe(201)
      const conversationId = opened.body.id as string
      // Every employer of the company is on its side of the conversation (ADR 0077); Erin's colleague mails nothing.
      const said = ['Erin Employer sent you a message.']
      expect(await bells(vacancyId)).toEqual({ [TALENT.id]: said, [COLLEAGUE.id]: said })
      const sent = await mails(conversationId)
      expect(sent.map((mail) => [mail.to_address, mail.subject])).toEqual([
        [TALENT.email, 'You have a new message on Hireloop'],
      ])
      expect(sent[0]!.links).toEqual([`${t.base}/messages/${conversationId}`])
      expect(sent[0]!.text_body).not.toContain('when can we talk')

      const write = async (body: string) => {
        const response = await api(t.base, 'POST', own(`/conversation/${conversationId}/message`), {
          token: as(EMPLOYER),
          body: { body },
        })
        expect(response.status).toBe(201)
      }
      // While the first one is unread, more messages go to the bell only: a conversation mails once, not per line.
      await write('Are you still there?')
      expect((await bells(vacancyId))[TALENT.id]).toHaveLength(2)
      expect(await mails(conversationId)).toHaveLength(1)
      // Read in the bell: the next message is news again.
      expect((await api(t.base, 'POST', '/me/notification', { token: as(TALENT) })).status).toBe(200)
      await write('Tuesday at ten?')
      expect(await mails(conversationId)).toHaveLength(2)

      // Turned off through the settings operation: the next message is in the bell only.
      expect((await api(t.base, 'POST', '/me/notification', { token: as(TALENT) })).status).toBe(200)
      const off = { ...ALL_ON, email_on_message: false }
      expect((await api(t.base, 'PUT', '/me/notification', { token: as(TALENT), body: off })).status).toBe(200)
      await write('Or Wednesday?')
      expect((await bells(vacancyId))[TALENT.id]).toHaveLength(4)
      expect(await mails(conversationId)).toHaveLength(2)
      await settings(TALENT.id, ALL_ON)
    })

    it('the request does not wait for the mail: it is answered while the mail job is still held', async () => {
      const { id, vacancyId } = await application('employer_accepted')
      expect((await api(t.base, 'POST', '/me/notification', { token: as(TALENT) })).status).toBe(200)
      const mailer = createMailer(t.server.jobs, { smtpUrl: null, from: t.server.config.mail.from })
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      // Held in `prepare`, outside any transaction: on PGlite a held transaction would hold the one connection.
      t.server.jobs.register('notification_mail', notificationMailJob({ config: t.server.config, mailer }), {
        prepare: () => held,
      })
      try {
        const opened = await api(t.base, 'POST', own(`/application/${id}/conversation`), {
          token: as(EMPLOYER),
          body: { body: 'Hello again' },
        })
        expect(opened.status).toBe(201)
        expect((await bells(vacancyId))[TALENT.id]).toEqual(['Erin Employer sent you a message.'])
        const queued = await t.server.db
          .selectFrom('jobs')
          .select('status')
          .where('kind', '=', 'notification_mail')
          .where(({ ref }) => ref('payload'), '@>', JSON.stringify({ subject: { id: opened.body.id } }) as never)
          .execute()
        expect(queued).toEqual([{ status: 'pending' }])
        release()
        expect(await mails(opened.body.id)).toHaveLength(1)
      } finally {
        release()
        // The server's own mailer is the same outbox-only one (no SMTP_URL in tests).
        t.server.jobs.register('notification_mail', notificationMailJob({ config: t.server.config, mailer }))
      }
    })
  })

  describe('meetings', () => {
    it('created, changed and canceled: in the bell of everyone but the organiser; the invitation is the mail', async () => {
      const { id, vacancyId } = await application('interview_requested')
      const mailsBefore = await notificationMailsTo(TALENT.email)
      const body = {
        title: 'Interview with Northwind',
        type: 'interview',
        starts_at: '2027-03-01T09:00:00.000Z',
        duration_minutes: 60,
        time_zone: 'Europe/Berlin',
        participant_ids: [],
        application_id: id,
      }
      const created = await api(t.base, 'POST', own('/meeting'), { token: as(EMPLOYER), body })
      expect(created.status).toBe(201)
      const meetingId = created.body.id as string
      const updated = await api(t.base, 'PUT', own(`/meeting/${meetingId}`), {
        token: as(EMPLOYER),
        body: { ...body, starts_at: '2027-03-02T09:00:00.000Z' },
      })
      expect(updated.status).toBe(200)
      expect((await api(t.base, 'DELETE', own(`/meeting/${meetingId}`), { token: as(EMPLOYER) })).status).toBe(204)
      const notices = [
        'Meeting scheduled: Interview with Northwind',
        'Meeting changed: Interview with Northwind',
        'Meeting canceled: Interview with Northwind',
      ]
      expect(await bells(vacancyId)).toEqual({ [TALENT.id]: notices, [COLLEAGUE.id]: notices })
      // Each change mailed its calendar document to every participant (ADR 0078), and no notification mail besides.
      await t.server.jobs.drain()
      const mailed = await t.server.db
        .selectFrom('outbox')
        .select(['subject', 'calendar'])
        .where('to_address', '=', TALENT.email)
        .where('calendar', 'is not', null)
        .orderBy('created_at')
        .execute()
      const invitations = mailed.filter((mail) => mail.calendar!.content.includes(`UID:${meetingId}@`))
      expect(invitations.map((mail) => mail.calendar!.method)).toEqual(['REQUEST', 'REQUEST', 'CANCEL'])
      expect(await notificationMailsTo(TALENT.email)).toBe(mailsBefore)
    })
  })
}
