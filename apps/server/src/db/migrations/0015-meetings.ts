import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Meetings (issue 14, ADR 0078). Times are instants (timestamptz, shown in each viewer's zone); `time_zone` is the
  // IANA zone the organiser chose, in which the invitation's times are written. `sequence` is the iCalendar SEQUENCE
  // of the invitation: every change and the cancellation raise it, so calendars replace what they hold. A canceled
  // meeting stays (calendars and the audit log still name it).
  await db.schema
    .createTable('meetings')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('onboarding', 'intro', 'interview')`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('scheduled')
        .check(sql`status in ('scheduled', 'canceled')`),
    )
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('link', 'text')
    .addColumn('notes', 'text')
    .addColumn('application_id', 'uuid', (c) => c.references('applications.id').onDelete('set null'))
    .addColumn('vacancy_id', 'uuid', (c) => c.references('vacancies.id').onDelete('set null'))
    .addColumn('organizer_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    // Who may change it: the organiser's company (an employer organised it), null for a recruiter's (ADR 0078).
    .addColumn('organizer_company_id', 'uuid', (c) => c.references('companies.id').onDelete('cascade'))
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('meetings_ends_after_start', sql`ends_at > starts_at`)
    .execute()
  await db.schema.createIndex('meetings_starts_at_idx').on('meetings').columns(['starts_at', 'id']).execute()
  await db.schema.createIndex('meetings_application_idx').on('meetings').column('application_id').execute()

  await db.schema
    .createTable('meeting_participants')
    .addColumn('meeting_id', 'uuid', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('meeting_participants_pkey', ['meeting_id', 'user_id'])
    .execute()
  // "My meetings" and the overlap check start from a participant.
  await db.schema.createIndex('meeting_participants_user_idx').on('meeting_participants').column('user_id').execute()

  // A mail may carry a calendar invitation (`{ method, filename, content }`): sent as nodemailer's icalEvent, i.e.
  // a text/calendar alternative and an .ics attachment.
  await db.schema.alterTable('outbox').addColumn('calendar', 'jsonb').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('calendar').execute()
  await db.schema.dropTable('meeting_participants').execute()
  await db.schema.dropTable('meetings').execute()
}
