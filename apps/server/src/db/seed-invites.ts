import type { Transaction } from 'kysely'
import { inviteExpiry, newInviteValue } from '../resources/invites/invites.queries.ts'
import type { Database } from './schema.ts'

/**
 * Demo invites (issue 15, ADR 0085), one per status, so /invite shows each badge on first start: Ada Admin invited a
 * sourcer (pending), Northwind's Hana Hiring (accepted: her account came from it) and a Northwind employer who never
 * answered (expired). The pending one gets a random value like any invite: a value in the source would be a link
 * anyone could use on a demo that is reachable.
 */

const ADA = '708192a3-b4c5-4d6e-9f70-8192a3b4c5d6'
const HANA = '8192a3b4-c5d6-4e7f-8091-a2b3c4d5e6f7'
const NORTHWIND = '7e6d5c4b-3a29-4817-9605-f4e3d2c1b0a9'
const DAY = 24 * 3600_000

export const DEMO_INVITE_EMAILS = {
  pending: 'invited.sourcer@hireloop.test',
  accepted: 'hiring.manager@hireloop.test',
  expired: 'expired.invite@hireloop.test',
} as const

export async function seedInvites(trx: Transaction<Database>, at: Date): Promise<void> {
  // Values are random, so a second run would add three more: the seed runs at every start and adds nothing twice.
  const seeded = await trx
    .selectFrom('invites')
    .select('value')
    .where('email', 'in', Object.values(DEMO_INVITE_EMAILS))
    .executeTakeFirst()
  if (seeded) return
  const ago = (days: number) => new Date(at.getTime() - days * DAY)
  await trx
    .insertInto('invites')
    .values([
      {
        value: newInviteValue(),
        email: DEMO_INVITE_EMAILS.pending,
        role: 'recruiter',
        company_id: null,
        recruiter_level: 'sourcer',
        invited_by: ADA,
        created_at: ago(2),
        expires_at: inviteExpiry(ago(2)),
      },
      {
        value: newInviteValue(),
        email: DEMO_INVITE_EMAILS.accepted,
        role: 'employer',
        company_id: NORTHWIND,
        recruiter_level: null,
        invited_by: ADA,
        created_at: ago(30),
        expires_at: inviteExpiry(ago(30)),
        accepted_at: ago(29),
        accepted_user_id: HANA,
      },
      {
        value: newInviteValue(),
        email: DEMO_INVITE_EMAILS.expired,
        role: 'employer',
        company_id: NORTHWIND,
        recruiter_level: null,
        invited_by: ADA,
        created_at: ago(20),
        expires_at: inviteExpiry(ago(20)),
      },
    ])
    .execute()
}
