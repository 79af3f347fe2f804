import type { Transaction } from 'kysely'
import type { Database } from './schema.ts'

type Trx = Transaction<Database>

/**
 * The demo inbox (issue 14, ADR 0077), so /messages is alive on first start: talent.published (Tara) and Northwind's
 * employer (Erin) talk about two of her applications, Rita Recruiter writes to Tara and to Erin. Each side has unread
 * messages: Tara the company's last question and Rita's note, Erin Tara's last two answers, Rita Erin's reply. The
 * bell notifications of the seed ("Rita Recruiter sent you a message.") tell of the same messages.
 */

const TARA = '6f1c1b8e-4a52-4a4e-9d43-3c1f0a8f5b11'
const ERIN = '3d9c7e21-5b6a-4f0e-8a1b-2c3d4e5f6a7b'
const RITA = '6f708192-a3b4-4c5d-8e6f-708192a3b4c5'
const NORTHWIND = '7e6d5c4b-3a29-4817-9605-f4e3d2c1b0a9'

const conversationId = (n: number) => `d1000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const applicationId = (n: number) => `c1000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const vacancyId = (n: number) => `b1000000-0000-4000-8000-${String(n).padStart(12, '0')}`

interface DemoMessage {
  from: string
  hoursAgo: number
  body: string
}

interface DemoConversation {
  id: string
  /** About an application of Tara's to Northwind (seed-applications.ts), or support. */
  application?: { id: string; vacancy: string }
  company_id: string | null
  talent_id: string | null
  recruiter?: string
  messages: DemoMessage[]
  /** How many of the messages each reader has read (the first n), and when they last opened the thread. */
  read: { user: string; upTo: number; hoursAgo: number }[]
}

export const DEMO_CONVERSATIONS: DemoConversation[] = [
  {
    // Senior backend engineer, fleet platform (employer_interested): Erin's last question waits for Tara.
    id: conversationId(1),
    application: { id: applicationId(6), vacancy: vacancyId(1) },
    company_id: NORTHWIND,
    talent_id: TARA,
    messages: [
      {
        from: ERIN,
        hoursAgo: 50,
        body: 'Hi Tara, thanks for your interest in the fleet platform role! Your work on operator tooling stood out.',
      },
      { from: TARA, hoursAgo: 47, body: 'Thank you, Erin! I would love to hear more about the team and the stack.' },
      {
        from: ERIN,
        hoursAgo: 6,
        body: 'We run Go services on Kubernetes, with a React console on top. Could you do a first call on Thursday at 10?',
      },
    ],
    read: [
      { user: TARA, upTo: 2, hoursAgo: 47 },
      { user: ERIN, upTo: 3, hoursAgo: 6 },
    ],
  },
  {
    // Machine learning engineer, perception (matched): Tara wrote twice since Erin last looked.
    id: conversationId(2),
    application: { id: applicationId(16), vacancy: vacancyId(3) },
    company_id: NORTHWIND,
    talent_id: TARA,
    messages: [
      {
        from: ERIN,
        hoursAgo: 30,
        body: 'Hello Tara, our matching suggested you for the perception role. Is computer vision something you enjoy?',
      },
      {
        from: TARA,
        hoursAgo: 4,
        body: 'Hi Erin, yes! I built the labelling UI for a vision team last year. See https://example.com/portfolio',
      },
      { from: TARA, hoursAgo: 4, body: 'Happy to share more details <b>before</b> a call.' },
    ],
    read: [
      { user: ERIN, upTo: 1, hoursAgo: 30 },
      { user: TARA, upTo: 3, hoursAgo: 4 },
    ],
  },
  {
    // Support: Rita checks in with Tara, who has not opened it yet.
    id: conversationId(3),
    company_id: null,
    talent_id: TARA,
    recruiter: RITA,
    messages: [
      {
        from: RITA,
        hoursAgo: 3,
        body: 'Hi Tara, I am Rita from Hireloop. Your resume looks great; tell me if you want help preparing interviews.',
      },
    ],
    read: [{ user: RITA, upTo: 1, hoursAgo: 3 }],
  },
  {
    // Support: Rita and Erin about Northwind's openings; Erin's reply is new to Rita.
    id: conversationId(4),
    company_id: NORTHWIND,
    talent_id: null,
    recruiter: RITA,
    messages: [
      {
        from: RITA,
        hoursAgo: 5,
        body: 'Hi Erin, I have two more backend candidates for the fleet platform. Shall I propose them?',
      },
      { from: ERIN, hoursAgo: 1, body: 'Yes please, Rita. Senior profiles with Go would be ideal.' },
    ],
    read: [
      { user: ERIN, upTo: 2, hoursAgo: 1 },
      { user: RITA, upTo: 1, hoursAgo: 5 },
    ],
  },
]

const HOUR = 3600_000

/** Idempotent: a conversation that exists (by id) is left as it is; one whose application is gone is skipped. */
export async function seedConversations(trx: Trx, at: Date): Promise<void> {
  const ago = (hours: number) => new Date(at.getTime() - hours * HOUR)
  const applicationIds = DEMO_CONVERSATIONS.flatMap((demo) => (demo.application ? [demo.application.id] : []))
  const applications = await trx
    .selectFrom('applications')
    .select('id')
    .where('id', 'in', applicationIds)
    .where('resume_id', 'is not', null)
    .execute()
  const users = await trx.selectFrom('users').select('id').where('id', 'in', [TARA, ERIN, RITA]).execute()
  const present = new Set([...applications, ...users].map((row) => row.id))
  const possible = DEMO_CONVERSATIONS.filter(
    (demo) =>
      (!demo.application || present.has(demo.application.id)) &&
      [demo.talent_id, demo.recruiter, ...demo.messages.map((message) => message.from)].every(
        (id) => !id || present.has(id),
      ),
  )
  if (possible.length === 0) return
  const inserted = await trx
    .insertInto('conversations')
    .values(
      possible.map((demo) => ({
        id: demo.id,
        application_id: demo.application?.id ?? null,
        vacancy_id: demo.application?.vacancy ?? null,
        company_id: demo.company_id,
        talent_id: demo.talent_id,
        created_by: demo.messages[0]!.from,
        created_at: ago(demo.messages[0]!.hoursAgo),
        updated_at: ago(demo.messages.at(-1)!.hoursAgo),
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute()
  const fresh = new Set(inserted.map((row) => row.id))
  for (const demo of possible.filter((conversation) => fresh.has(conversation.id))) {
    if (demo.recruiter) {
      await trx
        .insertInto('conversation_recruiters')
        .values({ conversation_id: demo.id, recruiter_id: demo.recruiter, joined_at: ago(demo.messages[0]!.hoursAgo) })
        .execute()
    }
    // A message is read once every other side's reader passed it: the time the last of them opened the thread.
    const readAt = (index: number, from: string) => {
      const others = demo.read.filter((marker) => marker.user !== from)
      const sides = [demo.talent_id, demo.company_id, demo.recruiter].filter(Boolean).length - 1
      if (others.length < sides || others.some((marker) => marker.upTo <= index)) return null
      return ago(Math.min(...others.map((marker) => marker.hoursAgo)))
    }
    const seqs: number[] = []
    for (const [index, message] of demo.messages.entries()) {
      // One at a time: `seq` follows the thread's order.
      const row = await trx
        .insertInto('messages')
        .values({
          conversation_id: demo.id,
          sender_id: message.from,
          body: message.body,
          sent_at: ago(message.hoursAgo),
          read_at: readAt(index, message.from),
        })
        .returning('seq')
        .executeTakeFirstOrThrow()
      seqs.push(Number(row.seq))
    }
    await trx
      .insertInto('conversation_reads')
      .values(
        demo.read.map((marker) => ({
          conversation_id: demo.id,
          user_id: marker.user,
          read_seq: seqs[marker.upTo - 1]!,
          read_at: ago(marker.hoursAgo),
        })),
      )
      .execute()
  }
}
