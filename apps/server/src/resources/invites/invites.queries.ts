import { randomBytes } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import type { Schemas } from '../../api/context.ts'
import type { Database, InviteRow } from '../../db/schema.ts'

/** How long an invite link works (issue 15); resending starts the 14 days again. */
export const INVITE_TTL_MS = 14 * 24 * 3600 * 1000

export type InviteStatus = Schemas['InviteStatus']

/** 192 random bits, URL-safe: the value is the mailed secret and the invite's id (ADR 0085). */
export const newInviteValue = () => randomBytes(24).toString('base64url')

export const inviteExpiry = (from = new Date()) => new Date(from.getTime() + INVITE_TTL_MS)

/** Derived, never stored: accepted wins over expired (an accepted invite stays accepted). */
export function inviteStatus(
  invite: { accepted_at: Date | string | null; expires_at: Date | string },
  now = new Date(),
): InviteStatus {
  if (invite.accepted_at) return 'accepted'
  return new Date(invite.expires_at) <= now ? 'expired' : 'pending'
}

type Executor = Kysely<Database> | Transaction<Database>

/** The invites with what the list shows beside them: the company's name and the inviter's. */
export function invitesWithNames(db: Executor) {
  return db
    .selectFrom('invites')
    .leftJoin('companies', 'companies.id', 'invites.company_id')
    .leftJoin('users as inviter', 'inviter.id', 'invites.invited_by')
    .selectAll('invites')
    .select([
      'companies.name as company_name',
      'inviter.first_name as inviter_first_name',
      'inviter.last_name as inviter_last_name',
    ])
}

export type InviteWithNames = InviteRow & {
  company_name: string | null
  inviter_first_name: string | null
  inviter_last_name: string | null
}

export function findInvite(db: Executor, value: string): Promise<InviteWithNames | undefined> {
  return invitesWithNames(db).where('invites.value', '=', value).executeTakeFirst()
}

const iso = (value: Date | string) => new Date(value).toISOString()

export function inviteToWire(row: InviteWithNames, now = new Date()): Schemas['Invite'] {
  const inviter = [row.inviter_first_name, row.inviter_last_name].filter(Boolean).join(' ').trim()
  return {
    value: row.value,
    email: row.email,
    role: row.role,
    company_id: row.company_id,
    company_name: row.company_name,
    level: row.recruiter_level,
    invited_by: row.invited_by,
    invited_by_name: inviter === '' ? null : inviter,
    status: inviteStatus(row, now),
    created_at: iso(row.created_at),
    expires_at: iso(row.expires_at),
    accepted_at: row.accepted_at ? iso(row.accepted_at) : null,
  }
}

/** What the audit log keeps of an invite: never its value, which is a secret. */
export const inviteSummary = (row: Pick<InviteRow, 'email' | 'role' | 'company_id' | 'recruiter_level'>) => ({
  email: row.email,
  role: row.role,
  company_id: row.company_id,
  level: row.recruiter_level,
})
