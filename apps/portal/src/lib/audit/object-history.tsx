import { css } from '@hireloop/styled-system/css'
import { AuditTrail } from './audit-trail.tsx'
import { useAuditTrail } from './use-audit-trail.ts'

const frame = css({ px: { base: '4', md: '8' }, pb: '8', maxWidth: '5xl', width: 'full', mx: 'auto' })

export interface ObjectHistoryProps {
  /** What the server writes as the audit entries' `object_type`: `vacancy`, `application`, `company`, `resume`... */
  objectType: string
  objectId: string
}

/**
 * The audit trail of the object a back-office page shows (issue 15), under that page's screen. For recruiters and
 * admins only (`GET /audit` is theirs): route modules render it for them and nothing for anyone else.
 */
export function ObjectHistory({ objectType, objectId }: ObjectHistoryProps) {
  return (
    <div className={frame}>
      <AuditTrail title="History" {...useAuditTrail(objectType, objectId)} />
    </div>
  )
}
