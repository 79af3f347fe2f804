import type { Transaction } from 'kysely'
import type { Principal } from '../auth/principal.ts'
import type { Database } from '../db/schema.ts'

/** A short, secret-free picture of an object (names, statuses, ids): never passwords, tokens or file bytes. */
export type AuditSummary = Record<string, string | number | boolean | null>

/**
 * What a state-changing call tells the audit log about itself, besides who called which operation: the object it
 * changed and a summary of it before and after. Handlers fill it inside their write; `ApiContext.write` appends
 * the entry in the same transaction, so a committed change always has its entry and a rolled-back one has none.
 */
export class AuditNote {
  subject: { type: string; id: string } | null = null
  before: AuditSummary | null = null
  after: AuditSummary | null = null

  /** The object of the call; `before` and `after` describe it. */
  object(type: string, id: string, change: { before?: AuditSummary | null; after?: AuditSummary | null } = {}) {
    this.subject = { type, id }
    if (change.before !== undefined) this.before = change.before
    if (change.after !== undefined) this.after = change.after
    return this
  }
}

export interface AuditCall {
  operationId: string
  caller: Principal | null
  request: { id: string }
}

export function actorRole(caller: Principal | null): 'anonymous' | 'talent' | 'employer' | 'recruiter' | 'admin' {
  if (!caller) return 'anonymous'
  if (caller.userType === 'recruiter' && caller.isAdmin) return 'admin'
  return caller.userType
}

/** Appends one entry (the table refuses updates and deletes: migration 0004). */
export async function appendAudit(trx: Transaction<Database>, call: AuditCall, note: AuditNote): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      request_id: call.request.id,
      operation_id: call.operationId,
      actor_id: call.caller?.userId ?? null,
      actor_role: actorRole(call.caller),
      object_type: note.subject?.type ?? null,
      object_id: note.subject?.id ?? null,
      before: note.before === null ? null : JSON.stringify(note.before),
      after: note.after === null ? null : JSON.stringify(note.after),
    })
    .execute()
}
