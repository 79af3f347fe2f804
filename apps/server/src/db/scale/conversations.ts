// Conversations of the scale data (ADR 0077, 0094): one per application at most, between its talent and an employer
// of its company, 1 to 20 messages, read markers as seed-conversations.ts keeps them (a message is read once the
// other side's marker passed it), and a bell notification for each side that has unread messages.
import { sql } from 'kysely'
import type { Db } from '../database.ts'
import { insertJson } from './bulk.ts'
import type { ScaleApplication } from './applications.ts'
import type { ScaleCompany } from './companies.ts'
import type { Random } from './random.ts'

const HOUR = 3600_000

const FROM_EMPLOYER = [
  'Hi, thanks for your interest! Your experience stood out to us.',
  'Could you do a first call this week? Tuesday or Thursday morning works for us.',
  'We run a small team with a lot of ownership. Happy to tell you more.',
  'Thanks for the chat today. We will come back to you by Friday.',
  'Could you share a project you are proud of before the interview?',
  'The salary range is in the job opening; is it in line with what you are looking for?',
]
const FROM_TALENT = [
  'Thank you! I would love to hear more about the team and the stack.',
  'Thursday at 10 works for me.',
  'Sure, here is a link to my portfolio: https://example.com/portfolio',
  'Is the role open to remote work from another country?',
  'Thanks, looking forward to it.',
  'Could we move the call by half an hour?',
]

/** Applications where the two sides talk: interest was shown (most), or it is early (a few). */
const TALKING = new Set(['talent_interested', 'employer_interested', 'talent_accepted', 'employer_accepted'])

export async function generateScaleConversations(
  db: Db,
  random: Random,
  count: number,
  options: {
    at: Date
    applications: readonly ScaleApplication[]
    companies: ReadonlyMap<string, ScaleCompany>
    onProgress: (done: number) => void
  },
): Promise<{ conversations: number; messages: number; notifications: number }> {
  const now = options.at.getTime()
  // Explicit sequence numbers (the thread order) let read markers point at messages without reading them back; the
  // sequence is moved past them at the end. Generation runs on a quiet database (ADR 0094).
  const first = (await sql<{ seq: number }>`select coalesce(max(seq), 0) as seq from messages`.execute(db)).rows[0]!.seq
  let seq = Number(first)
  let totals = { conversations: 0, messages: 0, notifications: 0 }
  let conversations: Record<string, unknown>[] = []
  let messages: Record<string, unknown>[] = []
  let reads: Record<string, unknown>[] = []
  let notifications: Record<string, unknown>[] = []
  const flush = async () => {
    await insertJson(
      db,
      'conversations',
      'id uuid, application_id uuid, vacancy_id uuid, company_id uuid, talent_id uuid, created_by uuid, created_at timestamptz, updated_at timestamptz',
      conversations,
    )
    await insertJson(
      db,
      'messages',
      'id uuid, seq bigint, conversation_id uuid, sender_id uuid, body text, sent_at timestamptz, read_at timestamptz',
      messages,
    )
    await insertJson(
      db,
      'conversation_reads',
      'conversation_id uuid, user_id uuid, read_seq bigint, read_at timestamptz',
      reads,
    )
    await insertJson(
      db,
      'notifications',
      'user_id uuid, type text, message text, created_at timestamptz, read_at timestamptz',
      notifications,
    )
    totals = {
      conversations: totals.conversations + conversations.length,
      messages: totals.messages + messages.length,
      notifications: totals.notifications + notifications.length,
    }
    conversations = []
    messages = []
    reads = []
    notifications = []
    options.onProgress(totals.conversations)
  }

  for (const application of options.applications) {
    if (totals.conversations + conversations.length >= count) break
    const likely = TALKING.has(application.status) || application.status.startsWith('interview') ? 0.9 : 0.12
    if (random.next() >= likely) continue
    const employers = options.companies.get(application.vacancy.companyId)?.employers ?? []
    if (employers.length === 0) continue
    const employer = random.pick(employers)
    const talent = application.talent
    const id = random.uuid()
    // 1 to 20 messages, most threads short.
    const length = Math.min(20, 1 + Math.floor(-Math.log(1 - random.next()) * 4))
    let at = application.createdAt + random.next() * Math.max(HOUR, (now - application.createdAt) * 0.5)
    const thread: { seq: number; from: string; sentAt: number }[] = []
    let from = random.next() < 0.6 ? employer.id : talent.id
    for (let n = 0; n < length && at < now; n++) {
      thread.push({ seq: ++seq, from, sentAt: at })
      at += random.int(1, 48) * HOUR * random.next()
      if (random.next() < 0.7) from = from === employer.id ? talent.id : employer.id
    }
    const last = thread.at(-1)
    if (!last) continue
    // Each side has read everything, or up to its own last message (what the other side wrote since is unread).
    const marker = (user: string) => {
      const own = thread.findLast((message) => message.from === user)
      if (random.next() < 0.7) return { seq: last.seq, at: Math.max(last.sentAt, own?.sentAt ?? 0) }
      return own ? { seq: own.seq, at: own.sentAt } : null
    }
    const markers = new Map([
      [talent.id, marker(talent.id)],
      [employer.id, marker(employer.id)],
    ])
    conversations.push({
      id,
      application_id: application.id,
      vacancy_id: application.vacancy.id,
      company_id: application.vacancy.companyId,
      talent_id: talent.id,
      created_by: thread[0]!.from,
      created_at: new Date(thread[0]!.sentAt),
      updated_at: new Date(last.sentAt),
    })
    for (const message of thread) {
      const reader = markers.get(message.from === talent.id ? employer.id : talent.id)
      messages.push({
        id: random.uuid(),
        seq: message.seq,
        conversation_id: id,
        sender_id: message.from,
        body: random.pick(message.from === talent.id ? FROM_TALENT : FROM_EMPLOYER),
        sent_at: new Date(message.sentAt),
        read_at: reader && reader.seq >= message.seq ? new Date(reader.at) : null,
      })
    }
    for (const [user, read] of markers) {
      if (read) reads.push({ conversation_id: id, user_id: user, read_seq: read.seq, read_at: new Date(read.at) })
      if ((read?.seq ?? 0) < last.seq && last.from !== user) {
        notifications.push({
          user_id: user,
          type: 'message',
          message: `${user === talent.id ? employer.name : talent.name} sent you a message.`,
          created_at: new Date(last.sentAt),
          read_at: null,
        })
      }
    }
    if (conversations.length >= 2_000) await flush()
  }
  if (conversations.length > 0) await flush()
  await sql`select setval(pg_get_serial_sequence('messages', 'seq'), (select max(seq) from messages))`.execute(db)
  return totals
}
