import { applicationStatuses } from '@hireloop/flows/rules'
import { sql } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Db } from '../src/db/database.ts'
import { generateScale, SCALE_PIPELINE_VACANCY_ID, ScaleRefused, type ScaleSummary } from '../src/db/scale/index.ts'
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed.ts'
import { counterRows, countersCounted, countersKept } from './helpers/list-counts.ts'
import { signIn } from './helpers/oidc-client.ts'
import { api, countRows, startTestServer, type DatabaseKind, type TestServer } from './helpers/server.ts'

const TALENTS = 300
const SEED = 5
const NORTHWIND = DEMO_COMPANIES[0]!
const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const EMPLOYER = demo('employer@hireloop.test')
/** The demo's own vacancies (seed-vacancies.ts): every other one is generated. */
const DEMO_VACANCY_PREFIX = 'b1000000-'

/** Rows of the query; `bad` queries list what breaks an invariant and must come back empty. */
const rows = async <T = Record<string, unknown>>(db: Db, query: ReturnType<typeof sql>) =>
  (await query.execute(db)).rows as T[]

/** A digest of the generated ids and contents: two runs with one seed must agree on it. */
async function fingerprint(db: Db): Promise<string[]> {
  const [row] = await rows<{ digest: string }>(
    db,
    sql`select md5(string_agg(a.id::text || a.status || a.talent_id::text || a.vacancy_id::text || r.title, ',' order by a.id)) as digest
      from applications a join resumes r on r.id = a.resume_id join users u on u.id = a.talent_id
      where u.email like 'scale.%'`,
  )
  const vacancies = await rows<{ id: string; title: string; company: string }>(
    db,
    sql`select v.id, v.title, c.name as company from vacancies v join companies c on c.id = v.company_id
      where v.id::text not like ${`${DEMO_VACANCY_PREFIX}%`} order by v.id limit 20`,
  )
  return [row!.digest, ...vacancies.map((vacancy) => `${vacancy.id} ${vacancy.title} ${vacancy.company}`)]
}

/**
 * The scale generator (issue 16, ADR 0094) at a tiny scale: the counts it promises, every status, the invariants the
 * foreign keys do not hold (a resume of the talent, a side of the conversation, read markers), the demo logins still
 * working on top, a second run refused, and the same seed giving the same rows.
 */
export function scaleSuite(kind: DatabaseKind) {
  let t: TestServer
  let db: Db
  let summary: ScaleSummary
  let demoApplications: number

  beforeAll(async () => {
    t = await startTestServer(kind, { RATE_LIMITS: 'false' })
    db = t.server.db
    demoApplications = await countRows(db, 'applications')
    summary = await generateScale(db, { talents: TALENTS, seed: SEED })
  }, 120_000)
  afterAll(async () => {
    await t?.close()
  })

  it('adds the promised counts on top of the demo marketplace, and says so', async () => {
    expect(summary).toMatchObject({
      talents: TALENTS,
      companies: TALENTS / 100,
      vacancies: TALENTS / 10,
      applications: 3 * TALENTS,
      conversations: TALENTS / 2,
    })
    expect(summary.meetings).toBeGreaterThan(0)
    expect(summary.messages).toBeGreaterThanOrEqual(summary.conversations)
    const [counts] = await rows<Record<string, number>>(
      db,
      sql`select
        (select count(*) from users u join resumes r on r.talent_id = u.id and not r.draft
          where u.email like 'scale.talent.%') as talents,
        (select count(*) from users where email like 'scale.employer.%') as employers,
        (select count(distinct company_id) from users where email like 'scale.employer.%') as companies,
        (select count(*) from applications) as applications,
        (select count(*) from messages m join users u on u.id = m.sender_id where u.email like 'scale.%') as scale_messages,
        (select count(*) from meetings where link like '%/scale-%') as meetings`,
    )
    expect(counts).toEqual({
      talents: TALENTS,
      employers: summary.employers,
      companies: summary.companies,
      applications: demoApplications + summary.applications,
      scale_messages: expect.any(Number),
      meetings: summary.meetings,
    })
  })

  it('covers every application status, talent status and vacancy state', async () => {
    const statuses = await rows<{ status: string }>(db, sql`select distinct status from applications order by 1`)
    expect(statuses.map((row) => row.status)).toEqual([...applicationStatuses].sort())
    const talentStatuses = await rows<{ status: string }>(
      db,
      sql`select distinct p.status from talent_profiles p join users u on u.id = p.user_id
        where u.email like 'scale.%' order by 1`,
    )
    expect(talentStatuses.map((row) => row.status)).toEqual(['hired', 'not_looking', 'open_to_work', 'passive'])
    const states = await rows<{ state: string }>(
      db,
      sql`select distinct case when draft then 'draft' else status end as state from vacancies
        where id::text not like ${`${DEMO_VACANCY_PREFIX}%`} order by 1`,
    )
    expect(states.map((row) => row.state)).toEqual(['active', 'archived', 'draft'])
    const [stalled] = await rows<{ stalled: number; fresh: number }>(
      db,
      sql`select count(*) filter (where stage_entered_at <= now() - interval '7 days') as stalled,
        count(*) filter (where stage_entered_at > now() - interval '7 days') as fresh from applications`,
    )
    expect(stalled!.stalled).toBeGreaterThan(0)
    expect(stalled!.fresh).toBeGreaterThan(0)
  })

  it('gives the demo company its share and a pipeline board with a card in every status', async () => {
    const pipeline = await rows<{ status: string }>(
      db,
      sql`select distinct a.status from applications a join vacancies v on v.id = a.vacancy_id
        where v.id = ${SCALE_PIPELINE_VACANCY_ID} and v.company_id = ${NORTHWIND.id} and v.status = 'active' and not v.draft`,
    )
    expect(pipeline).toHaveLength(applicationStatuses.length)
    const token = (await signIn(t.base, EMPLOYER.email, DEMO_PASSWORD)).access_token
    const board = await api(
      t.base,
      'GET',
      `/company/${NORTHWIND.id}/vacancy/${SCALE_PIPELINE_VACANCY_ID}/application?size=5`,
      {
        token,
      },
    )
    expect(board.status).toBe(200)
    expect(board.body.total).toBeGreaterThanOrEqual(applicationStatuses.length)
  })

  it('keeps what the foreign keys do not: every row below lists a broken invariant', async () => {
    const broken = {
      // An application carries its own talent's published resume, to a published vacancy, created before it moved.
      applications: sql`select a.id from applications a join resumes r on r.id = a.resume_id join vacancies v on v.id = a.vacancy_id
        where r.talent_id <> a.talent_id or r.draft or v.draft or a.stage_entered_at < a.created_at
          or a.updated_at < a.stage_entered_at or a.created_at > now() or a.created_at < v.created_at
          or a.talent_interested <> (a.status not in ('matched', 'employer_interested', 'rejected', 'employer_rejected'))`,
      confirmations: sql`select h.application_id from hire_confirmations h join applications a on a.id = h.application_id
        where a.status <> 'offer_accepted'`,
      archived: sql`select id from vacancies where (status = 'archived') <> (archived_at is not null)`,
      // A conversation is between its application's talent and company; its messages come from them.
      conversations: sql`select c.id from conversations c join applications a on a.id = c.application_id
        join vacancies v on v.id = a.vacancy_id where c.talent_id <> a.talent_id or c.company_id <> v.company_id
          or c.vacancy_id <> v.id`,
      senders: sql`select m.id from messages m join conversations c on c.id = m.conversation_id join users u on u.id = m.sender_id
        where m.sender_id <> c.talent_id and u.company_id is distinct from c.company_id
          and not exists (select 1 from conversation_recruiters r where r.conversation_id = c.id and r.recruiter_id = m.sender_id)`,
      // A message is read exactly when the other side's marker passed it (two-sided conversations).
      reads: sql`select m.id from messages m join conversations c on c.id = m.conversation_id
        where c.application_id is not null and not exists (select 1 from conversation_recruiters r where r.conversation_id = c.id)
          and (m.read_at is not null) <> exists (select 1 from conversation_reads cr where cr.conversation_id = c.id
            and cr.user_id <> m.sender_id and cr.read_seq >= m.seq)`,
      threads: sql`select c.id from conversations c where c.updated_at < (select max(sent_at) from messages m where m.conversation_id = c.id)`,
      // A meeting is organised by an employer of its company, with its application's talent taking part.
      meetings: sql`select g.id from meetings g join applications a on a.id = g.application_id join users o on o.id = g.organizer_id
        where o.company_id <> g.organizer_company_id or g.ends_at <= g.starts_at
          or not exists (select 1 from meeting_participants p where p.meeting_id = g.id and p.user_id = a.talent_id)`,
      emails: sql`select lower(email) from users group by 1 having count(*) > 1`,
    }
    for (const [invariant, query] of Object.entries(broken)) {
      expect({ invariant, rows: await rows(db, query) }).toEqual({ invariant, rows: [] })
    }
  })

  it('keeps the list counters exact through the bulk inserts, folded to one row per counter (ADR 0110)', async () => {
    const counted = await countersCounted(db)
    expect(await countersKept(db)).toEqual(counted)
    expect(await counterRows(db)).toBe(Object.keys(counted).length)
  })

  it('leaves the demo logins and the new accounts working: sign in, read, write a message after the generated ones', async () => {
    for (const email of [
      'talent.published@hireloop.test',
      'recruiter@hireloop.test',
      'scale.employer.0@hireloop.test',
    ]) {
      expect((await signIn(t.base, email, DEMO_PASSWORD)).access_token).toEqual(expect.any(String))
    }
    const [thread] = await rows<{ id: string; company_id: string }>(
      db,
      sql`select c.id, c.company_id from conversations c where c.company_id = ${NORTHWIND.id}
        and exists (select 1 from users u where u.id = c.talent_id and u.email like 'scale.%') limit 1`,
    )
    const token = (await signIn(t.base, EMPLOYER.email, DEMO_PASSWORD)).access_token
    const sent = await api(t.base, 'POST', `/company/${NORTHWIND.id}/conversation/${thread!.id}/message`, {
      token,
      body: { body: 'Following up on our chat.' },
    })
    expect(sent.status).toBe(201)
    const [newest] = await rows<{ last: string }>(
      db,
      sql`select id as last from messages where conversation_id = ${thread!.id} order by seq desc limit 1`,
    )
    expect(newest!.last).toBe(sent.body.id)
  })

  it('refuses a second run and adds nothing', async () => {
    const before = await countRows(db, 'users')
    await expect(generateScale(db, { talents: TALENTS, seed: SEED + 1 })).rejects.toThrow(ScaleRefused)
    expect(await countRows(db, 'users')).toBe(before)
  })

  it('draws the same rows from the same seed', async () => {
    const other = await startTestServer(kind, { RATE_LIMITS: 'false' })
    try {
      await generateScale(other.server.db, { talents: TALENTS, seed: SEED })
      expect(await fingerprint(other.server.db)).toEqual(await fingerprint(db))
    } finally {
      await other.close()
    }
  }, 120_000)
}
