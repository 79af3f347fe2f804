import type { Schemas } from '../../api/context.ts'
import type { Notification } from '../../db/schema.ts'

export function notificationToWire(row: Notification): Schemas['Notification'] {
  return {
    id: row.id,
    type: row.type,
    created_at: row.created_at.toISOString(),
    read_at: row.read_at?.toISOString() ?? null,
    metadata_field: { message: row.message, context: row.context },
  }
}
