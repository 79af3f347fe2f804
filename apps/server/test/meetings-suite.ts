import type { ApplicationStatus } from '@hireloop/flows/rules'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MailCalendar } from '../src/db/schema.ts'
import { DEMO_COLLEAGUES } from '../src/db/seed-companies.ts'
import { DEMO_MEETINGS } from '../src/db/seed-meetings.ts'
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed.ts'
import { DEMO_TALENTS } from '../src/db/seed-resumes.ts'
import { signIn } from './helpers/oidc-client.ts'
import { api, countRows, startTestServer, type DatabaseKind, type TestServer } from './helpers/server.ts'

const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const TALENT = demo('talent.published@hireloop.test')
const OTHER_TALENT = demo('talent.new@hireloop.test')
const EMPLOYER = demo('employer@hireloop.test')
const OTHER_EMPLOYER = demo('employer.new@hireloop.test')
const RECRUITER = demo('recruiter@hireloop.test')
const ADMIN = demo('admin@hireloop.test')
const HANA = DEMO_COLLEAGUES[0]
const COMPANY = DEMO_COMPANIES[0]!
const CANDIDATE = DEMO_TALENTS[0]!
const UNKNOWN = '00000000-0000-4000-8000-000000000000'
const MINUTE = 60_000

interface Invite {
  to: string
  subject: string
  method: string
  uid: string
  sequence: number
  status: string
  start: Date
  end: Date
  /** DTSTART and DTEND as written: the organiser's wall clock. */
  startLocal: string
  endLocal: string
  tzid: string | null
  attendees: string[]
}

/** Reads an invitation with ical.js, resolving the times through the VTIMEZONE the document carries. */
function parseInvite(content: string): Omit<Invite, 'to' | 'subject'> {
  const calendar = new ICAL.Component(ICAL.parse(content))
  const zones = new Map<string, ICAL.Timezone>()
  for (const component of calendar.getAllSubcomponents('vtimezone')) {
    const zone = new ICAL.Timezone(component)
    zones.set(zone.tzid, zone)
  }
  const vevent = calendar.getFirstSubcomponent('vevent')!
  const time = (name: 'dtstart' | 'dtend') => {
    const property = vevent.getFirstProperty(name)!
    const value = property.getFirstValue() as ICAL.Time
    const tzid = property.getParameter('tzid') as string | undefined
    const zone = tzid ? zones.get(tzid) : undefined
    // Without its VTIMEZONE the time would be floating: the document must carry the zone it names.
    if (tzid && !zone) throw new Error(`no VTIMEZONE for ${tzid}`)
    if (zone) value.zone = zone
    return { at: value.toJSDate(), local: property.toICALString().split(':').pop()!, tzid: tzid ?? null }
  }
  const start = time('dtstart')
  const end = time('dtend')
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: String(vevent.getFirstPropertyValue('uid')),
    sequence: Number(vevent.getFirstPropertyValue('sequence')),
    status: String(vevent.getFirstPropertyValue('status')),
    start: start.at,
    end: end.at,
    startLocal: start.local,
    endLocal: end.local,
    tzid: start.tzid,
    attendees: vevent.getAllProperties('attendee').map((p) => String(p.getFirstValue()).replace(/^mailto:/i, '')),
  }
}

/**
 * Meetings (issue 14, ADR 0078): who lists, schedules, changes, cancels and downloads what; the interview that moves
 * its application through the transition table (or is refused with nothing written); the overlap flag; one mail per
 * participant with an .ics that ical.js reads back to the right UTC instants across daylight saving, with the same
 * UID and a rising SEQUENCE through update and cancellation. Rows are inserted directly where the HTTP path is not
 * what is tested.
 */
export function meetingsSuite(kind: DatabaseKind) {
  let t: TestServer
  const tokens: Record<string, string> = {}
  const as = (user: { email: string }) => tokens[user.email]!
  const own = (path: string) => `/company/${COMPANY.id}${path}`
  const other = (path: string) => `/company/${OTHER_EMPLOYER.company_id}${path}`
  const talentPath = (path: string, user = TALENT) => `/talent/${user.id}${path}`
  const admin = (path: string) => `/admin${path}`
  let nextDay = 0

  /** A fresh hour in 2027, far from the seed's meetings and from each other test's. */
  function slot(hours = 1): { starts_at: string; duration_minutes: number } {
    nextDay += 1
    return {
      starts_at: new Date(Date.UTC(2027, 0, 4) + nextDay * 24 * 60 * MINUTE).toISOString(),
      duration_minutes: 60 * hours,
    }
  }

  async function vacancy(companyId = COMPANY.id) {
    const row = await t.server.db
      .insertInto('vacancies')
      .values({ company_id: companyId, title: 'Robot fleet engineer', status: 'active', draft: false })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  }

  async function application(status: ApplicationStatus, talent: { id: string; resume: { id: string } } = CANDIDATE) {
    const vacancyId = await vacancy()
    const row = await t.server.db
      .insertInto('applications')
      .values({ vacancy_id: vacancyId, talent_id: talent.id, resume_id: talent.resume.id, status })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { id: row.id, vacancyId }
  }

  const stored = (id: string) =>
    t.server.db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

  const body = (values: Record<string, unknown> = {}) => ({
    title: 'Interview: Robot fleet engineer',
    type: 'interview',
    ...slot(),
    time_zone: 'Europe/Berlin',
    participant_ids: [],
    link: 'https://meet.hireloop.test/robot-fleet',
    notes: 'Bring a project you are proud of.',
    ...values,
  })

  /** The invitations mailed for one meeting (by its UID), oldest first. */
  async function invites(meetingId: string): Promise<Invite[]> {
    const rows = await t.server.db
      .selectFrom('outbox')
      .select(['to_address', 'subject', 'calendar', 'created_at'])
      .where('calendar', 'is not', null)
      .orderBy('created_at')
      .orderBy('id')
      .execute()
    return rows
      .map((row) => ({
        to: row.to_address,
        subject: row.subject,
        ...parseInvite((row.calendar as MailCalendar).content),
      }))
      .filter((invite) => invite.uid.startsWith(`${meetingId}@`))
  }

  const eventsOf = (meetingId: string) =>
    t.server.db
      .selectFrom('events')
      .select(['user_id', 'type'])
      .where(
        ({ ref }) => ref('payload'),
        '@>',
        JSON.stringify({ subject: { type: 'meeting', id: meetingId } }) as never,
      )
      .orderBy('id')
      .execute()

  const counts = () =>
    Promise.all(
      (['meetings', 'meeting_participants', 'outbox', 'events', 'audit_log'] as const).map((table) =>
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
    await t?.close()
  })

  describe('the seed', () => {
    it('gives Tara, Northwind and the recruiters a calendar: past and upcoming, one overlap, nothing for others', async () => {
      const ids = (response: { body: { results: { id: string }[] } }) => response.body.results.map((m) => m.id)
      const tara = await api(t.base, 'GET', talentPath('/meeting?size=100'), { token: as(TALENT) })
      expect(tara.status).toBe(200)
      expect(ids(tara)).toEqual([DEMO_MEETINGS[4]!.id, DEMO_MEETINGS[3]!.id])
      const byId = new Map(tara.body.results.map((m: { id: string }) => [m.id, m]))
      expect(byId.get(DEMO_MEETINGS[3]!.id)).toMatchObject({
        overlaps: true,
        time_zone: 'Europe/Berlin',
        type: 'intro',
      })
      expect(byId.get(DEMO_MEETINGS[4]!.id)).toMatchObject({ overlaps: false, time_zone: 'Europe/London' })

      const erin = await api(t.base, 'GET', own('/meeting?size=100'), { token: as(EMPLOYER) })
      const northwind = DEMO_MEETINGS.filter((m) => m.company === COMPANY.id).map((m) => m.id)
      expect(ids(erin)).toEqual(expect.arrayContaining(northwind))
      expect(ids(erin)).not.toContain(DEMO_MEETINGS[4]!.id)
      const interview = erin.body.results.find((m: { id: string }) => m.id === DEMO_MEETINGS[0]!.id)
      expect(interview).toMatchObject({ overlaps: true, duration_minutes: 60, status: 'scheduled' })
      // Ordered by start, the organiser first among the participants.
      const starts = erin.body.results.map((m: { starts_at: string }) => m.starts_at)
      expect(starts).toEqual([...starts].sort())
      expect(interview.participants[0].user_id).toBe(EMPLOYER.id)
      // Latest first on request (the past tab's one page holds the most recent), and an unknown order is refused.
      const latest = await api(t.base, 'GET', own('/meeting?size=100&order=desc'), { token: as(EMPLOYER) })
      expect(ids(latest)).toEqual([...ids(erin)].reverse())
      const bad = await api(t.base, 'GET', own('/meeting?order=newest'), { token: as(EMPLOYER) })
      expect(bad.status).toBe(400)

      const stranger = await api(t.base, 'GET', other('/meeting?size=100'), { token: as(OTHER_EMPLOYER) })
      expect(ids(stranger)).toEqual([])
      expect(ids(await api(t.base, 'GET', talentPath('/meeting', OTHER_TALENT), { token: as(OTHER_TALENT) }))).toEqual(
        [],
      )
      const recruiter = await api(t.base, 'GET', admin('/meeting?size=100&type=onboarding'), { token: as(RECRUITER) })
      expect(ids(recruiter)).toContain(DEMO_MEETINGS[4]!.id)
      expect(recruiter.body.results.every((m: { type: string }) => m.type === 'onboarding')).toBe(true)
    })
  })

  describe('scheduling', () => {
    it("an employer's interview moves its application to Interview scheduled, invites its people, mails each an .ics", async () => {
      const app = await application('interview_requested')
      const before = await stored(app.id)
      const input = body({ application_id: app.id })
      const response = await api(t.base, 'POST', own('/meeting'), { token: as(EMPLOYER), body: input })
      expect(response.status).toBe(201)
      const meeting = response.body
      expect(meeting).toMatchObject({
        title: 'Interview: Robot fleet engineer',
        type: 'interview',
        status: 'scheduled',
        starts_at: input.starts_at,
        duration_minutes: 60,
        time_zone: 'Europe/Berlin',
        overlaps: false,
        application_id: app.id,
        vacancy_id: app.vacancyId,
        link: 'https://meet.hireloop.test/robot-fleet',
      })
      // The organiser first; the application's talent and the company's active employers (Ivo is not active yet).
      const people = meeting.participants.map((p: { user_id: string }) => p.user_id)
      expect(people[0]).toBe(EMPLOYER.id)
      expect([...people].sort()).toEqual([EMPLOYER.id, HANA.id, CANDIDATE.id].sort())

      const moved = await stored(app.id)
      expect(moved.status).toBe('interview_scheduled')
      // Within the interview group: the time in stage goes on.
      expect(moved.stage_entered_at).toEqual(before.stage_entered_at)
      const applicationEvents = await t.server.db
        .selectFrom('events')
        .select('type')
        .where('type', '=', 'application.moved')
        .where(({ ref }) => ref('payload'), '@>', JSON.stringify({ subject: { id: app.id } }) as never)
        .execute()
      expect(applicationEvents.length).toBeGreaterThan(0)

      const events = await eventsOf(meeting.id)
      expect(events.every((event) => event.type === 'meeting.created')).toBe(true)
      expect(events.map((event) => event.user_id).sort()).toEqual([...people].sort())
      const bell = await t.server.db
        .selectFrom('notifications')
        .select(['user_id', 'message'])
        .where('message', '=', 'Meeting scheduled: Interview: Robot fleet engineer')
        .execute()
      expect(bell.map((row) => row.user_id)).toEqual(expect.arrayContaining([HANA.id, CANDIDATE.id]))
      expect(bell.map((row) => row.user_id)).not.toContain(EMPLOYER.id)

      const mails = await invites(meeting.id)
      expect(mails.map((mail) => mail.to).sort()).toEqual(
        [EMPLOYER.email, HANA.email, CANDIDATE.email].map((email) => email.toLowerCase()).sort(),
      )
      for (const mail of mails) {
        expect(mail).toMatchObject({ method: 'REQUEST', sequence: 0, status: 'CONFIRMED', tzid: 'Europe/Berlin' })
        expect(mail.subject).toMatch(/^Invitation: interview, /)
        expect(mail.start.toISOString()).toBe(new Date(input.starts_at).toISOString())
        expect(mail.end.getTime() - mail.start.getTime()).toBe(60 * MINUTE)
      }
      expect(new Set(mails.map((mail) => mail.uid)).size).toBe(1)
      const audit = await t.server.db
        .selectFrom('audit_log')
        .select(['operation_id', 'actor_id'])
        .where('object_id', '=', meeting.id)
        .execute()
      expect(audit).toEqual([{ operation_id: 'createMeeting', actor_id: EMPLOYER.id }])
    })

    it('an interview the transition table refuses is refused in its words, and nothing is written', async () => {
      const applied = await application('applied')
      const before = await counts()
      const response = await api(t.base, 'POST', own('/meeting'), {
        token: as(EMPLOYER),
        body: body({ application_id: applied.id }),
      })
      expect(response).toMatchObject({
        status: 409,
        body: { message: ['An application in Applied cannot move to Interview scheduled.'] },
      })
      expect((await stored(applied.id)).status).toBe('applied')
      expect(await counts()).toEqual(before)
      // Another kind of meeting does not move the application, so the table has nothing to refuse.
      const intro = await api(t.base, 'POST', own('/meeting'), {
        token: as(EMPLOYER),
        body: body({ application_id: applied.id, type: 'intro', title: 'Intro call' }),
      })
      expect(intro.status).toBe(201)
      expect((await stored(applied.id)).status).toBe('applied')
    })

    it('a recruiter picks participants freely; one already in Interview scheduled stays there', async () => {
      const app = await application('interview_scheduled')
      const response = await api(t.base, 'POST', admin('/meeting'), {
        token: as(RECRUITER),
        body: body({ application_id: app.id, participant_ids: [ADMIN.id] }),
      })
      expect(response.status).toBe(201)
      const people = response.body.participants.map((p: { user_id: string }) => p.user_id)
      expect(people[0]).toBe(RECRUITER.id)
      expect(people).toEqual(expect.arrayContaining([ADMIN.id, CANDIDATE.id, EMPLOYER.id, HANA.id]))
      expect((await stored(app.id)).status).toBe('interview_scheduled')
      // A recruiter's meeting belongs to no company: its employer participants read it but do not change it.
      const put = await api(t.base, 'PUT', own(`/meeting/${response.body.id}`), {
        token: as(EMPLOYER),
        body: body({ type: 'intro' }),
      })
      expect(put).toMatchObject({ status: 403, body: { message: ['You cannot update this meeting.'] } })
      const read = await api(t.base, 'GET', own(`/meeting/${response.body.id}/ics`), { token: as(EMPLOYER) })
      expect(read.status).toBe(200)
    })

    it('refuses what is not the caller to schedule, with nothing written', async () => {
      const app = await application('interview_requested')
      const before = await counts()
      // Another company does not see the application.
      expect(
        await api(t.base, 'POST', other('/meeting'), {
          token: as(OTHER_EMPLOYER),
          body: body({ application_id: app.id }),
        }),
      ).toMatchObject({ status: 404, body: { message: ['Application not found.'] } })
      expect(
        await api(t.base, 'POST', own('/meeting'), { token: as(EMPLOYER), body: body({ application_id: UNKNOWN }) }),
      ).toMatchObject({ status: 404 })
      // An employer invites colleagues and the talents of its applications, not a stranger.
      const stranger = await api(t.base, 'POST', other('/meeting'), {
        token: as(OTHER_EMPLOYER),
        body: body({ type: 'intro', participant_ids: [TALENT.id] }),
      })
      expect(stranger.status).toBe(400)
      expect(stranger.body.detail).toEqual([
        {
          loc: ['body', 'participant_ids', 0],
          msg: 'You can invite your colleagues and the talents of your applications only.',
          type: 'not_allowed',
        },
      ])
      const alone = await api(t.base, 'POST', other('/meeting'), {
        token: as(OTHER_EMPLOYER),
        body: body({ type: 'intro' }),
      })
      expect(alone.body.detail[0]).toMatchObject({
        loc: ['body', 'participant_ids'],
        msg: 'Invite at least one other participant.',
      })
      const unknown = await api(t.base, 'POST', admin('/meeting'), {
        token: as(RECRUITER),
        body: body({ type: 'intro', participant_ids: [UNKNOWN] }),
      })
      expect(unknown.body.detail[0]).toMatchObject({
        loc: ['body', 'participant_ids', 0],
        msg: 'No active user has this id.',
      })
      // Talents do not schedule: the contract offers no talent route for it.
      const talent = await api(t.base, 'POST', talentPath('/meeting'), {
        token: as(TALENT),
        body: body({ application_id: app.id }),
      })
      expect(talent.status).toBe(404)
      expect(await counts()).toEqual(before)
      expect((await stored(app.id)).status).toBe('interview_requested')
    })

    it('refuses bad input in words, and writes nothing', async () => {
      const app = await application('interview_requested')
      const before = await counts()
      const post = (values: Record<string, unknown>) =>
        api(t.base, 'POST', own('/meeting'), { token: as(EMPLOYER), body: body({ application_id: app.id, ...values }) })
      const location = async (values: Record<string, unknown>) => {
        const response = await post(values)
        expect(response.status, JSON.stringify(values)).toBe(400)
        return response.body.detail.map((issue: { loc: unknown[] }) => issue.loc.slice(0, 2).join('.'))
      }
      // The end comes from the duration: none, or a negative one, would end before the start.
      expect(await location({ duration_minutes: 0 })).toContain('body.duration_minutes')
      expect(await location({ duration_minutes: -30 })).toContain('body.duration_minutes')
      expect(await location({ duration_minutes: 481 })).toContain('body.duration_minutes')
      expect(await location({ starts_at: 'next tuesday' })).toContain('body.starts_at')
      const zone = await post({ time_zone: 'Mars/Olympus_Mons' })
      expect(zone.body.detail).toEqual([
        {
          loc: ['body', 'time_zone'],
          msg: 'This time zone is unknown: give an IANA name such as Europe/Berlin.',
          type: 'time_zone',
        },
      ])
      expect(await location({ time_zone: '+01:00' })).toContain('body.time_zone')
      const http = await post({ link: 'http://meet.hireloop.test/plain' })
      expect(http.body.detail[0]).toMatchObject({
        loc: ['body', 'link'],
        msg: 'The video link must be an https:// URL.',
      })
      expect(await location({ link: 'javascript:alert(1)' })).toContain('body.link')
      expect(await location({ notes: 'x'.repeat(5001) })).toContain('body.notes')
      expect(await location({ title: '   ' })).toContain('body.title')
      expect(await location({ type: 'party' })).toContain('body.type')
      expect((await post({ organizer_id: EMPLOYER.id })).status).toBe(400)
      const mismatch = await post({ vacancy_id: await vacancy() })
      expect(mismatch.body.detail[0].loc).toEqual(['body', 'vacancy_id'])
      expect(await counts()).toEqual(before)
      expect((await stored(app.id)).status).toBe('interview_requested')
    })
  })

  describe('reading and downloading', () => {
    it('participants and the organiser side read it, recruiters all; a third party hears it does not exist', async () => {
      const created = await api(t.base, 'POST', own('/meeting'), {
        token: as(EMPLOYER),
        body: body({ type: 'intro', title: 'Intro call', participant_ids: [TALENT.id] }),
      })
      // Tara is linked to Northwind by her applications (seed): Erin may invite her without an application.
      expect(created.status).toBe(201)
      const id = created.body.id
      const download = (path: string, user: { email: string }) =>
        api(t.base, 'GET', `${path}/meeting/${id}/ics`, { token: as(user) })
      const mine = await download(talentPath(''), TALENT)
      expect(mine.status).toBe(200)
      expect(mine.headers.get('content-type')).toBe('text/calendar; charset=utf-8; method=REQUEST')
      expect(mine.headers.get('content-disposition')).toBe('attachment; filename="invite.ics"')
      // The download is the document the participants were mailed, byte for byte.
      const mailed = await t.server.db
        .selectFrom('outbox')
        .select('calendar')
        .where('to_address', '=', TALENT.email.toLowerCase())
        .where('calendar', 'is not', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
      expect(mine.body).toBe((mailed.calendar as MailCalendar).content)
      expect((await download(own(''), EMPLOYER)).status).toBe(200)
      expect((await download(admin(''), RECRUITER)).status).toBe(200)
      expect(await download(talentPath('', OTHER_TALENT), OTHER_TALENT)).toMatchObject({
        status: 404,
        body: { message: ['Meeting not found.'] },
      })
      expect((await download(other(''), OTHER_EMPLOYER)).status).toBe(404)
      expect((await api(t.base, 'GET', own(`/meeting/${UNKNOWN}/ics`), { token: as(EMPLOYER) })).status).toBe(404)
      // The talent reads it in the list, but changes and cancels nothing: no talent route for either.
      expect((await api(t.base, 'DELETE', talentPath(`/meeting/${id}`), { token: as(TALENT) })).status).toBe(404)
    })
  })

  describe('changing and canceling', () => {
    it('an update keeps the UID with the next SEQUENCE, a removed participant gets a cancellation, a cancel CANCEL', async () => {
      const app = await application('interview_requested')
      const first = body({ application_id: app.id, participant_ids: [TALENT.id] })
      const created = await api(t.base, 'POST', own('/meeting'), { token: as(EMPLOYER), body: first })
      expect(created.status).toBe(201)
      const id = created.body.id
      const later = new Date(new Date(first.starts_at).getTime() + 2 * 60 * MINUTE).toISOString()
      // Moved to New York time, two hours later, and Tara is no longer invited.
      const update = await api(t.base, 'PUT', own(`/meeting/${id}`), {
        token: as(EMPLOYER),
        body: { ...first, starts_at: later, duration_minutes: 45, participant_ids: [], time_zone: 'America/New_York' },
      })
      expect(update.status).toBe(200)
      expect(update.body).toMatchObject({ starts_at: later, duration_minutes: 45, time_zone: 'America/New_York' })
      expect(update.body.participants.map((p: { user_id: string }) => p.user_id)).not.toContain(TALENT.id)
      expect((await stored(app.id)).status).toBe('interview_scheduled')
      // Another company, and a participant who is not of the organising side, change nothing.
      expect(
        (await api(t.base, 'PUT', other(`/meeting/${id}`), { token: as(OTHER_EMPLOYER), body: first })).status,
      ).toBe(404)

      let mails = await invites(id)
      const uid = mails[0]!.uid
      expect(mails.every((mail) => mail.uid === uid)).toBe(true)
      const revision = (sequence: number) => mails.filter((mail) => mail.sequence === sequence)
      expect(revision(0)).toHaveLength(4)
      const updated = revision(1)
      const toTara = updated.find((mail) => mail.to === TALENT.email.toLowerCase())!
      expect(toTara).toMatchObject({ method: 'CANCEL', status: 'CANCELLED' })
      expect(toTara.subject).toMatch(/^Canceled: /)
      const kept = updated.filter((mail) => mail !== toTara)
      expect(kept.map((mail) => mail.to).sort()).toEqual(
        [EMPLOYER.email, HANA.email, CANDIDATE.email].map((e) => e.toLowerCase()).sort(),
      )
      for (const mail of kept) {
        expect(mail).toMatchObject({ method: 'REQUEST', tzid: 'America/New_York' })
        expect(mail.subject).toMatch(/^Updated: /)
        expect(mail.start.toISOString()).toBe(later)
        expect(mail.end.getTime() - mail.start.getTime()).toBe(45 * MINUTE)
        expect(mail.attendees).not.toContain(TALENT.email.toLowerCase())
      }

      const cancel = await api(t.base, 'DELETE', own(`/meeting/${id}`), { token: as(EMPLOYER) })
      expect(cancel.status).toBe(204)
      mails = await invites(id)
      const canceled = mails.filter((mail) => mail.sequence === 2)
      expect(canceled).toHaveLength(3)
      for (const mail of canceled) expect(mail).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid })
      const events = (await eventsOf(id)).map((event) => event.type)
      expect(new Set(events)).toEqual(new Set(['meeting.created', 'meeting.changed', 'meeting.cancelled']))

      // Canceled: out of the default list, in the canceled one, and the download says CANCEL.
      const scheduled = await api(t.base, 'GET', own('/meeting?size=100'), { token: as(EMPLOYER) })
      expect(scheduled.body.results.map((m: { id: string }) => m.id)).not.toContain(id)
      const list = await api(t.base, 'GET', own('/meeting?size=100&status=canceled'), { token: as(EMPLOYER) })
      expect(list.body.results.find((m: { id: string }) => m.id === id)).toMatchObject({ status: 'canceled' })
      const ics = await api(t.base, 'GET', own(`/meeting/${id}/ics`), { token: as(EMPLOYER) })
      expect(parseInvite(ics.body)).toMatchObject({ method: 'CANCEL', sequence: 2, uid })

      // Again: nothing more is sent; a canceled meeting does not change.
      const before = await counts()
      expect((await api(t.base, 'DELETE', own(`/meeting/${id}`), { token: as(EMPLOYER) })).status).toBe(204)
      const changed = await api(t.base, 'PUT', own(`/meeting/${id}`), { token: as(EMPLOYER), body: first })
      expect(changed).toMatchObject({
        status: 409,
        body: { message: ['This meeting is canceled: schedule a new one instead.'] },
      })
      const [meetings, participants, outbox, events2] = await counts()
      expect([meetings, participants, outbox, events2]).toEqual(before.slice(0, 4))
    })

    it("a recruiter's meeting is the recruiters' to cancel: an employer who is not invited does not see it", async () => {
      const created = await api(t.base, 'POST', admin('/meeting'), {
        token: as(ADMIN),
        body: body({ type: 'onboarding', title: 'Onboarding', participant_ids: [TALENT.id] }),
      })
      expect(created.status).toBe(201)
      expect((await api(t.base, 'DELETE', own(`/meeting/${created.body.id}`), { token: as(EMPLOYER) })).status).toBe(
        404,
      )
      expect((await api(t.base, 'DELETE', admin(`/meeting/${created.body.id}`), { token: as(RECRUITER) })).status).toBe(
        204,
      )
    })
  })

  describe('times and overlaps', () => {
    it('the .ics holds the right UTC instants across both daylight-saving changes of Europe/Berlin', async () => {
      const cases = [
        // Last Sunday of March 2027: 01:30 CET to 04:30 CEST is two hours, across the jump from 02:00 to 03:00.
        { starts_at: '2027-03-28T00:30:00.000Z', minutes: 120, local: ['20270328T013000', '20270328T043000'] },
        // Later that day, summer time: 10:00 CEST is 08:00 UTC.
        { starts_at: '2027-03-28T08:00:00.000Z', minutes: 60, local: ['20270328T100000', '20270328T110000'] },
        // Last Sunday of October 2027: 01:30 CEST to 02:30 CET is two hours, across the fall back from 03:00 to 02:00.
        { starts_at: '2027-10-30T23:30:00.000Z', minutes: 120, local: ['20271031T013000', '20271031T023000'] },
        // Later that day, winter time: 10:00 CET is 09:00 UTC.
        { starts_at: '2027-10-31T09:00:00.000Z', minutes: 60, local: ['20271031T100000', '20271031T110000'] },
      ]
      for (const { starts_at, minutes, local } of cases) {
        const response = await api(t.base, 'POST', own('/meeting'), {
          token: as(EMPLOYER),
          body: body({ type: 'intro', starts_at, duration_minutes: minutes, participant_ids: [HANA.id] }),
        })
        expect(response.status).toBe(201)
        expect(response.body.starts_at).toBe(starts_at)
        const [mail] = await invites(response.body.id)
        expect(mail).toMatchObject({ tzid: 'Europe/Berlin', startLocal: local[0], endLocal: local[1] })
        expect(mail!.start.toISOString()).toBe(starts_at)
        expect(mail!.end.getTime() - mail!.start.getTime()).toBe(minutes * MINUTE)
      }
    })

    it('flags a meeting that overlaps another of one of its participants, until that one moves or is canceled', async () => {
      const first = body({ type: 'intro', participant_ids: [HANA.id] })
      const a = await api(t.base, 'POST', own('/meeting'), { token: as(EMPLOYER), body: first })
      expect(a.body.overlaps).toBe(false)
      const start = new Date(first.starts_at).getTime()
      const at = (offsetMinutes: number) => new Date(start + offsetMinutes * MINUTE).toISOString()
      // Back to back is no overlap.
      const next = await api(t.base, 'POST', admin('/meeting'), {
        token: as(RECRUITER),
        body: body({ type: 'onboarding', starts_at: at(60), duration_minutes: 30, participant_ids: [HANA.id] }),
      })
      expect(next.body.overlaps).toBe(false)
      // Hana is in both: half an hour into the first.
      const b = await api(t.base, 'POST', admin('/meeting'), {
        token: as(RECRUITER),
        body: body({ type: 'onboarding', starts_at: at(30), duration_minutes: 60, participant_ids: [HANA.id] }),
      })
      expect(b.body.overlaps).toBe(true)
      const flags = async () => {
        const list = await api(t.base, 'GET', admin(`/meeting?size=100&from=${at(0)}&to=${at(61)}`), {
          token: as(RECRUITER),
        })
        return Object.fromEntries(list.body.results.map((m: { id: string; overlaps: boolean }) => [m.id, m.overlaps]))
      }
      expect(await flags()).toEqual({ [a.body.id]: true, [b.body.id]: true, [next.body.id]: true })
      expect((await api(t.base, 'DELETE', admin(`/meeting/${b.body.id}`), { token: as(RECRUITER) })).status).toBe(204)
      expect(await flags()).toEqual({ [a.body.id]: false, [next.body.id]: false })
    })
  })
}
