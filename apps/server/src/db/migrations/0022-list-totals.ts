import { sql, type Kysely } from 'kysely'

// Exact totals of the back-office lists at marketplace scale (issue 16, ADR 0096).
const INDEXES: [name: string, definition: string][] = [
  // The total of a talent status filter is a count over this index alone.
  ['talent_profiles_status_idx', 'talent_profiles (status, user_id)'],
  // The rows every application list reads (those with a resume, ADR 0071), with the status to filter and sort on and
  // the vacancy to join: a total, with or without a status or pipeline-group filter, is an index-only scan instead
  // of a heap page per application; sorting by status walks it; a company's filtered page sorts its entries alone.
  [
    'applications_listed_status_idx',
    'applications (status, id) include (vacancy_id, updated_at, created_at) where resume_id is not null',
  ],
  // A company's applications (its vacancies' entries): the total, and a status or group filter, without the rows.
  [
    'applications_listed_vacancy_idx',
    'applications (vacancy_id, status) include (updated_at, created_at) where resume_id is not null',
  ],
  // The same rows in the other sort orders of the lists, with what their filters read, so that finding a page's ids
  // is an index-only walk that reads the entries it skips instead of their rows.
  [
    'applications_listed_updated_idx',
    'applications (updated_at, id) include (status, vacancy_id) where resume_id is not null',
  ],
  [
    'applications_listed_created_idx',
    'applications (created_at, id) include (status, vacancy_id) where resume_id is not null',
  ],
]

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, definition] of INDEXES) await sql.raw(`create index ${name} on ${definition}`).execute(db)

  // The talent totals count profiles without joining users, which holds while a profile belongs to a talent: every
  // write of the code does so already; the database now refuses anything else, whoever writes.
  await sql`create function talent_profiles_of_talents() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'talent_profiles' then
        if not exists (select 1 from users where id = new.user_id and user_type = 'talent') then
          raise exception 'talent_profiles.user_id must be a talent' using errcode = 'check_violation';
        end if;
      elsif exists (select 1 from talent_profiles where user_id = new.id) then
        raise exception 'a user with a talent profile stays a talent' using errcode = 'check_violation';
      end if;
      return new;
    end $$`.execute(db)
  await sql`create trigger talent_profiles_of_talents before insert or update of user_id on talent_profiles
    for each row execute function talent_profiles_of_talents()`.execute(db)
  await sql`create trigger users_talent_profile_type before update of user_type on users
    for each row when (old.user_type = 'talent' and new.user_type <> 'talent')
    execute function talent_profiles_of_talents()`.execute(db)
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger users_talent_profile_type on users`.execute(db)
  await sql`drop trigger talent_profiles_of_talents on talent_profiles`.execute(db)
  await sql`drop function talent_profiles_of_talents()`.execute(db)
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute()
}
