import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely'
import type { Schemas } from '../../api/context.ts'
import type { Conversation, Database, MessageRow, UserType } from '../../db/schema.ts'

type Executor = Kysely<Database> | Transaction<Database>

/** The contract's MessagePreview holds the first 200 characters (code points: an emoji is never cut in half). */
const PREVIEW_LENGTH = 200
/** The contract's Conversation lists at most this many participants. */
const MAX_PARTICIPANTS = 20

export function findConversation(db: Executor, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db.selectFrom('conversations').selectAll().where('id', '=', id)
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst()
}

/** "This conversation has a message the reader has not read": written by someone else after their marker. */
export function hasUnread(eb: ExpressionBuilder<Database, 'conversations'>, readerId: string) {
  return eb.exists(
    eb
      .selectFrom('messages')
      .select('messages.id')
      .whereRef('messages.conversation_id', '=', 'conversations.id')
      .where('messages.sender_id', '<>', readerId)
      .where(
        'messages.seq',
        '>',
        eb.fn.coalesce(
          eb
            .selectFrom('conversation_reads')
            .select('conversation_reads.read_seq')
            .whereRef('conversation_reads.conversation_id', '=', 'conversations.id')
            .where('conversation_reads.user_id', '=', readerId),
          eb.lit(0),
        ),
      ),
  )
}

/** A recruiter's conversations: the ones they joined. */
export function joinedBy(db: Executor, recruiterId: string) {
  return db
    .selectFrom('conversations')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('conversation_recruiters')
          .select('conversation_recruiters.recruiter_id')
          .whereRef('conversation_recruiters.conversation_id', '=', 'conversations.id')
          .where('conversation_recruiters.recruiter_id', '=', recruiterId),
      ),
    )
}

const fullName = (user: { first_name: string; last_name: string }) => `${user.first_name} ${user.last_name}`.trim()

type Person = { id: string; user_type: UserType; first_name: string; last_name: string; image_url: string | null }

const toParticipant = (user: Person): Schemas['Participant'] => ({
  user_id: user.id,
  user_type: user.user_type,
  full_name: fullName(user),
  image_url: user.image_url,
})

/**
 * The people of each conversation, by side: its talent, the company's active employers, the recruiters who joined.
 * Three queries whatever the count.
 */
export async function peopleOf(db: Executor, conversations: readonly Conversation[]) {
  const ids = conversations.map((row) => row.id)
  const talentIds = [...new Set(conversations.flatMap((row) => (row.talent_id ? [row.talent_id] : [])))]
  const companyIds = [...new Set(conversations.flatMap((row) => (row.company_id ? [row.company_id] : [])))]
  const columns = ['users.id', 'users.user_type', 'users.first_name', 'users.last_name', 'users.image_url'] as const
  const [talents, employers, recruiters] = await Promise.all([
    talentIds.length === 0 ? [] : db.selectFrom('users').select(columns).where('users.id', 'in', talentIds).execute(),
    companyIds.length === 0
      ? []
      : db
          .selectFrom('users')
          .select([...columns, 'users.company_id'])
          .where('users.company_id', 'in', companyIds)
          .where('users.user_type', '=', 'employer')
          .where('users.is_active', '=', true)
          .orderBy('users.created_at')
          .orderBy('users.id')
          .execute(),
    ids.length === 0
      ? []
      : db
          .selectFrom('conversation_recruiters')
          .innerJoin('users', 'users.id', 'conversation_recruiters.recruiter_id')
          .select([...columns, 'conversation_recruiters.conversation_id'])
          .where('conversation_recruiters.conversation_id', 'in', ids)
          .orderBy('conversation_recruiters.joined_at')
          .orderBy('users.id')
          .execute(),
  ])
  return new Map(
    conversations.map((row) => [
      row.id,
      {
        talent: talents.find((talent) => talent.id === row.talent_id) ?? null,
        employers: employers.filter((employer) => employer.company_id === row.company_id),
        recruiters: recruiters.filter((recruiter) => recruiter.conversation_id === row.id),
      },
    ]),
  )
}

/** Who hears of a new message: every participant but its sender. */
export async function recipientsOf(db: Executor, conversation: Conversation, senderId: string): Promise<string[]> {
  const people = (await peopleOf(db, [conversation])).get(conversation.id)!
  return [people.talent, ...people.employers, ...people.recruiters]
    .flatMap((person) => (person ? [person.id] : []))
    .filter((id) => id !== senderId)
}

/** What a conversation is about: its application, else its vacancy (the application was removed), else support. */
function contextOf(row: Conversation): Schemas['ConversationContext'] {
  if (row.application_id) return { type: 'application', id: row.application_id }
  if (row.vacancy_id) return { type: 'vacancy', id: row.vacancy_id }
  return { type: 'support', id: null }
}

const preview = (body: string) => Array.from(body).slice(0, PREVIEW_LENGTH).join('')

/**
 * The contract's Conversation for each row, in the order given, as `readerId` sees it (the unread count is theirs).
 * A fixed number of queries whatever the count.
 */
export async function conversationsToWire(
  db: Executor,
  rows: readonly Conversation[],
  readerId: string,
): Promise<Schemas['Conversation'][]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const vacancyIds = [...new Set(rows.flatMap((row) => (row.vacancy_id ? [row.vacancy_id] : [])))]
  const [people, lastMessages, unread, vacancies] = await Promise.all([
    peopleOf(db, rows),
    db
      .selectFrom('messages')
      .select(['conversation_id', 'body', 'sender_id', 'sent_at'])
      .distinctOn('conversation_id')
      .where('conversation_id', 'in', ids)
      .orderBy('conversation_id')
      .orderBy('seq', 'desc')
      .execute(),
    db
      .selectFrom('messages')
      .leftJoin('conversation_reads', (join) =>
        join
          .onRef('conversation_reads.conversation_id', '=', 'messages.conversation_id')
          .on('conversation_reads.user_id', '=', readerId),
      )
      .select(['messages.conversation_id', sql<number>`count(*)::int`.as('count')])
      .where('messages.conversation_id', 'in', ids)
      .where('messages.sender_id', '<>', readerId)
      .where('messages.seq', '>', sql<number>`coalesce(conversation_reads.read_seq, 0)`)
      .groupBy('messages.conversation_id')
      .execute(),
    // The inbox names what each conversation is about (the vacancy's title), in one query.
    vacancyIds.length === 0
      ? []
      : db.selectFrom('vacancies').select(['id', 'title']).where('id', 'in', vacancyIds).execute(),
  ])
  return rows.map((row) => {
    const { talent, employers, recruiters } = people.get(row.id)!
    const last = lastMessages.find((message) => message.conversation_id === row.id)
    return {
      id: row.id,
      participants: [...(talent ? [talent] : []), ...employers, ...recruiters]
        .slice(0, MAX_PARTICIPANTS)
        .map(toParticipant),
      context: contextOf(row),
      vacancy: vacancies.find((vacancy) => vacancy.id === row.vacancy_id) ?? null,
      last_message: last
        ? { body: preview(last.body), sender_id: last.sender_id, sent_at: last.sent_at.toISOString() }
        : null,
      unread_count: unread.find((count) => count.conversation_id === row.id)?.count ?? 0,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    }
  })
}

export async function conversationToWire(db: Executor, row: Conversation, readerId: string) {
  const [wire] = await conversationsToWire(db, [row], readerId)
  return wire!
}

/** The contract's Message for each row, in the order given, with its sender. */
export async function messagesToWire(db: Executor, rows: readonly MessageRow[]): Promise<Schemas['Message'][]> {
  if (rows.length === 0) return []
  const senders = await db
    .selectFrom('users')
    .select(['id', 'user_type', 'first_name', 'last_name', 'image_url'])
    .where('id', 'in', [...new Set(rows.map((row) => row.sender_id))])
    .execute()
  return rows.map((row) => ({
    id: row.id,
    conversation_id: row.conversation_id,
    sender: toParticipant(senders.find((sender) => sender.id === row.sender_id)!),
    body: row.body,
    sent_at: row.sent_at.toISOString(),
    read_at: row.read_at?.toISOString() ?? null,
  }))
}

/** Moves a reader's marker forward to `seq` (never back: a late, older mark changes nothing). */
export async function markRead(trx: Transaction<Database>, conversationId: string, userId: string, seq: number) {
  const now = new Date()
  await trx
    .insertInto('conversation_reads')
    .values({ conversation_id: conversationId, user_id: userId, read_seq: seq, read_at: now })
    .onConflict((oc) =>
      oc.columns(['conversation_id', 'user_id']).doUpdateSet({
        read_seq: sql<number>`greatest(conversation_reads.read_seq, excluded.read_seq)`,
        read_at: now,
      }),
    )
    .execute()
}

/**
 * Stamps `read_at` on the messages every other side has now read: a side (the talent, the company, the joined
 * recruiters) has read a message once one of its people's markers passed it. A side the conversation lacks, and
 * the sender's own side, are not waited for.
 */
export async function stampRead(trx: Transaction<Database>, conversation: Conversation) {
  const markers = await trx
    .selectFrom('conversation_reads')
    .innerJoin('users', 'users.id', 'conversation_reads.user_id')
    .leftJoin('conversation_recruiters', (join) =>
      join
        .onRef('conversation_recruiters.conversation_id', '=', 'conversation_reads.conversation_id')
        .onRef('conversation_recruiters.recruiter_id', '=', 'conversation_reads.user_id'),
    )
    .select([
      'users.user_type',
      'users.id',
      'users.company_id',
      'conversation_reads.read_seq',
      'conversation_recruiters.recruiter_id as joined',
    ])
    .where('conversation_reads.conversation_id', '=', conversation.id)
    .execute()
  const joined = await trx
    .selectFrom('conversation_recruiters')
    .select('recruiter_id')
    .where('conversation_id', '=', conversation.id)
    .limit(1)
    .executeTakeFirst()
  const sideRead = (side: UserType): number | null => {
    if (side === 'talent' && !conversation.talent_id) return null
    if (side === 'employer' && !conversation.company_id) return null
    if (side === 'recruiter' && !joined) return null
    const seqs = markers
      .filter((marker) =>
        side === 'talent'
          ? marker.id === conversation.talent_id
          : side === 'employer'
            ? marker.user_type === 'employer' && marker.company_id === conversation.company_id
            : marker.joined !== null,
      )
      .map((marker) => Number(marker.read_seq))
    return seqs.length === 0 ? 0 : Math.max(...seqs)
  }
  const now = new Date()
  for (const sender of ['talent', 'employer', 'recruiter'] as const) {
    const others = (['talent', 'employer', 'recruiter'] as const)
      .filter((side) => side !== sender)
      .map(sideRead)
      .filter((seq): seq is number => seq !== null)
    if (others.length === 0) continue
    await trx
      .updateTable('messages')
      .set({ read_at: now })
      .where('conversation_id', '=', conversation.id)
      .where('read_at', 'is', null)
      .where('seq', '<=', Math.min(...others))
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('users')
            .select('users.id')
            .whereRef('users.id', '=', 'messages.sender_id')
            .where('users.user_type', '=', sender),
        ),
      )
      .execute()
  }
}
