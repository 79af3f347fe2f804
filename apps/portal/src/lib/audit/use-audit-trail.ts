import { listAuditEntriesQuery, type ApiClient } from '@hireloop/api'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { listResultOf } from '../back-office/list-result.ts'
import { useServices } from '../services/services.tsx'
import type { AuditTrailProps } from './audit-trail.tsx'

/** How many entries a page of a trail shows. */
export const AUDIT_PAGE_SIZE = 10

/** The query of one page of an object's trail (`object_type` is what the server writes: `user`, `vacancy`, ...). */
export function auditTrailQuery(api: ApiClient, objectType: string, objectId: string, page = 1) {
  return listAuditEntriesQuery(api, { query: { objectType, objectId, page, size: AUDIT_PAGE_SIZE } })
}

/**
 * The props of `<AuditTrail>` for one object: its page is the trail's own (not the URL's, which belongs to the
 * page the trail sits on), and a new object starts again at page 1.
 */
export function useAuditTrail(objectType: string, objectId: string): Omit<AuditTrailProps, 'title'> {
  const { api } = useServices()
  const [paging, setPaging] = useState({ objectId, page: 1 })
  const page = paging.objectId === objectId ? paging.page : 1
  const query = useQuery(auditTrailQuery(api, objectType, objectId, page))
  return {
    result: listResultOf(query),
    page,
    pageSize: AUDIT_PAGE_SIZE,
    onPageChange: (next) => setPaging({ objectId, page: next }),
  }
}
