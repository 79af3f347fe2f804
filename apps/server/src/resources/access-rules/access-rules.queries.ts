import type { Action, Grants, Resource } from '@hireloop/flows/rules'
import type { Selectable } from 'kysely'
import type { Schemas } from '../../api/context.ts'
import type { Db } from '../../db/database.ts'
import type { AccessRulesTable, AccessSubject } from '../../db/schema.ts'

export type AccessRuleRow = Selectable<AccessRulesTable>

/**
 * What a subject may do, from its `allow` rules: one lookup on the unique index (subject first), made by the policy
 * hook on every back-office request so that a changed rule holds at once in every server process (ADR 0084).
 */
export async function grantsOf(db: Db, subject: AccessSubject): Promise<Grants> {
  const rows = await db
    .selectFrom('access_rules')
    .select(['resource', 'action'])
    .where('subject', '=', subject)
    .where('effect', '=', 'allow')
    .execute()
  const grants: Partial<Record<Resource, Action[]>> = {}
  for (const { resource, action } of rows) (grants[resource] ??= []).push(action)
  return grants
}

export function accessRuleToWire(rule: AccessRuleRow): Schemas['AccessRule'] {
  return {
    id: rule.id,
    subject: rule.subject,
    resource: rule.resource,
    action: rule.action,
    effect: rule.effect,
    created_at: rule.created_at.toISOString(),
    updated_at: rule.updated_at.toISOString(),
  }
}
