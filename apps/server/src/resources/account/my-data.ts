import { sql, type Transaction } from 'kysely'
import type { Schemas } from '../../api/context.ts'
import type { Db } from '../../db/database.ts'
import type { Database, User } from '../../db/schema.ts'
import { imageUrl } from '../../files/stored-files.ts'
import { revokeSignIns } from '../../oidc/revoke.ts'
import { notificationToWire } from '../notifications/notifications.wire.ts'
import { onboardingToWire } from '../onboarding/onboarding.queries.ts'
import { resumeFileUrl, resumesToWire, type Viewer } from '../resumes/resumes.queries.ts'

/** The audit entries about a person: what they did, and what was done to their account, talent record or resumes. */
function activityOf(db: Db, userId: string, resumeIds: string[]) {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('actor_id', '=', userId),
        eb.and([eb('object_type', 'in', ['user', 'talent']), eb('object_id', '=', userId)]),
        ...(resumeIds.length > 0 ? [eb.and([eb('object_type', '=', 'resume'), eb('object_id', 'in', resumeIds)])] : []),
      ]),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute()
}

/**
 * Everything the product holds about one user (ADR 0057), as the contract's MyDataExport: the account as stored
 * without its password hash, the talent profile, resumes, onboarding, the files they own with their download URLs,
 * notifications and the audit trail about them.
 */
export async function exportOf(
  db: Db,
  user: User,
  viewer: Viewer,
  publicUrl: string,
): Promise<Schemas['MyDataExport']> {
  const { password_hash: _secret, ...account } = user
  const [profile, resumes, onboarding, files, notifications] = await Promise.all([
    db.selectFrom('talent_profiles').selectAll().where('user_id', '=', user.id).executeTakeFirst(),
    db.selectFrom('resumes').selectAll().where('talent_id', '=', user.id).orderBy('draft').execute(),
    db.selectFrom('onboarding_states').selectAll().where('talent_id', '=', user.id).execute(),
    db.selectFrom('files').selectAll().where('user_id', '=', user.id).orderBy('created_at').execute(),
    db.selectFrom('notifications').selectAll().where('user_id', '=', user.id).orderBy('created_at', 'desc').execute(),
  ])
  const activity = await activityOf(
    db,
    user.id,
    resumes.map((resume) => resume.id),
  )
  return {
    exported_at: new Date().toISOString(),
    account: {
      ...account,
      has_password: user.password_hash !== null,
      created_at: user.created_at.toISOString(),
      ...(user.user_type === 'talent'
        ? {
            talent_status: profile?.status ?? 'open_to_work',
            talent_location: profile?.country
              ? { country: profile.country, state: profile.state, city: profile.city }
              : null,
          }
        : {}),
    },
    resumes: await resumesToWire(db, resumes, viewer),
    onboarding: onboarding.map(onboardingToWire),
    files: files.map((file) => ({
      id: file.id,
      name: file.name,
      content_type: file.content_type,
      size: file.size,
      url: file.purpose === 'resume' ? resumeFileUrl(viewer, user.id, file.id) : imageUrl(publicUrl, file.id),
    })),
    notifications: notifications.map(notificationToWire),
    activity: activity.map((row) => ({
      id: row.id,
      request_id: row.request_id,
      operation_id: row.operation_id,
      actor_id: row.actor_id,
      actor_role: row.actor_role,
      object_type: row.object_type,
      object_id: row.object_id,
      before: row.before,
      after: row.after,
      created_at: row.created_at.toISOString(),
    })),
  }
}

/**
 * Why this account may not go yet, or null. A company must keep someone who answers for it: its last active employer
 * stays until another employer joins (or, with issue 15, until the company itself is closed). Issue 15 narrows this
 * to companies with invoices, which the law asks to keep, once invoices exist.
 */
export async function deletionBlocker(trx: Transaction<Database>, user: User): Promise<string | null> {
  if (user.user_type !== 'employer' || !user.company_id) return null
  // Two employers of one company leaving at once take turns, so one of them stays.
  await trx.selectFrom('companies').select('id').where('id', '=', user.company_id).forUpdate().execute()
  const others = await trx
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', user.company_id)
    .where('user_type', '=', 'employer')
    .where('is_active', '=', true)
    .where('id', '<>', user.id)
    .limit(1)
    .executeTakeFirst()
  if (others) return null
  return 'You are the last employer of your company. Add another employer to the company before you delete your account.'
}

/**
 * Erases a person (ADR 0057): every sign-in ends, their resumes, files, notifications, onboarding, tokens, live
 * events, talent profile and idempotency records go, and the account row stays as an inactive anonymous placeholder
 * so that what others rely on (audit entries, a company's records) keeps a consistent reference. Returns the storage
 * keys of the deleted files: their bytes are removed after the commit (a rollback must not lose them).
 */
export async function eraseAccount(trx: Transaction<Database>, user: User): Promise<string[]> {
  await revokeSignIns(trx, user.id)
  await trx.deleteFrom('resumes').where('talent_id', '=', user.id).execute()
  await trx.deleteFrom('parse_jobs').where('talent_id', '=', user.id).execute()
  const files = await trx.deleteFrom('files').where('user_id', '=', user.id).returning('storage_key').execute()
  await trx.deleteFrom('onboarding_states').where('talent_id', '=', user.id).execute()
  await trx.deleteFrom('talent_profiles').where('user_id', '=', user.id).execute()
  await trx.deleteFrom('notifications').where('user_id', '=', user.id).execute()
  await trx.deleteFrom('events').where('user_id', '=', user.id).execute()
  await trx.deleteFrom('one_time_tokens').where('user_id', '=', user.id).execute()
  await trx.deleteFrom('idempotency_keys').where('scope', '=', user.id).execute()
  // The mail log holds their address and name; mail not sent yet would reach a person the product no longer knows.
  await trx
    .deleteFrom('outbox')
    .where(sql<string>`lower(to_address)`, '=', user.email.toLowerCase())
    .execute()
  await trx
    .updateTable('users')
    .set({
      email: `deleted-${user.id}@invalid`,
      first_name: '',
      last_name: '',
      password_hash: null,
      image_url: null,
      is_active: false,
      // Gone from the company's team (the placeholder is no colleague); vacancies and audit keep the reference.
      company_id: null,
    })
    .where('id', '=', user.id)
    .execute()
  return files.map((file) => file.storage_key)
}
